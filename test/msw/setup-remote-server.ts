import { setupServer, type SetupServerApi } from 'msw/node';
import { createRemoteHandlers, type RemoteHandlers, type RemoteHandlersOptions } from './handlers/index.ts';

/** The remote stand-ins in an msw server of their own. */
export interface RemoteServer extends RemoteHandlers {
  /** The msw server answering with `handlers`; start it with `listen()`, stop it with `close()`. */
  readonly server: SetupServerApi;
}

/**
 * An msw server in Node with every remote stand-in. Call `server.listen({ onUnhandledRequest: 'error' })`
 * in beforeAll, `scenarios.reset()` in afterEach and `server.close()` in afterAll.
 */
export function setupRemoteServer(options: RemoteHandlersOptions = {}): RemoteServer {
  const remote = createRemoteHandlers(options);
  return { ...remote, server: setupServer(...remote.handlers) };
}
