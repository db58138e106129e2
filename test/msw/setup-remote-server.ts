import { setupServer } from 'msw/node';
import { createRemoteHandlers, type RemoteHandlersOptions } from './handlers/index.ts';

/**
 * An msw server in Node with every remote stand-in. Call `server.listen({ onUnhandledRequest: 'error' })`
 * in beforeAll, `scenarios.reset()` in afterEach and `server.close()` in afterAll.
 */
export function setupRemoteServer(options: RemoteHandlersOptions = {}) {
  const remote = createRemoteHandlers(options);
  return { ...remote, server: setupServer(...remote.handlers) };
}
