import { afterAll, beforeAll, bench, describe } from 'vitest';
import { setupServer } from 'msw/node';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { createWalletDirectory } from '../../test/fixtures/wallets.ts';
import { createRemoteHandlers } from '../../test/msw/handlers/index.ts';
import { queryWallets } from '../../test/msw/handlers/directory.ts';
import { createSystemClock } from '../clock/system-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createWalletDirectoryClient } from './wallet-directory-client.ts';

const wallets = createWalletDirectory(1_000);
const remote = createRemoteHandlers({ data: { wallets } });
const server = setupServer(...remote.handlers);
const config: RemoteConfig = { projectId: 'bench', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false };
const directory = createWalletDirectoryClient(createFetchHttp({ clock: createSystemClock() }), config);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Directory search latency over 1,000 wallets (mean ms = latency per search). */
describe('wallet directory search over 1,000 wallets', () => {
  bench('search filter alone (stand-in side)', () => {
    queryWallets(wallets, new URLSearchParams({ search: 'vault', page: '1', entries: '100', chains: 'eip155:1' }));
  });

  bench('search through the directory client (request, filter, zod parse of up to 100)', async () => {
    await directory.fetchWallets({ page: 1, search: 'vault', chains: ['eip155:1'] });
  });
});
