import { afterAll, beforeAll, bench, describe } from 'vitest';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { startRemoteStandIns, type RemoteStandIns } from '../../test/stand-ins/remote-server.ts';
import { createSystemClock } from '../clock/system-clock.ts';
import { createBlockchainApiClient } from '../blockchain-api/blockchain-api-client.ts';
import { createFetchHttp } from './fetch-http.ts';

let standIns: RemoteStandIns;
const http = createFetchHttp({ clock: createSystemClock() });

beforeAll(async () => {
  standIns = await startRemoteStandIns({ port: 0 });
});
afterAll(async () => {
  await standIns.stop();
});

/** Requests per second through the HTTP adapter against the stand-in on 127.0.0.1 (hz = requests/s). */
describe('HTTP adapter against the local stand-in', () => {
  bench('GET name suggestions (JSON, schema-free)', async () => {
    await http.json({ url: `${standIns.endpoints.blockchainApi}/v1/profile/suggestions/alice`, query: { projectId: 'bench' } });
  });

  bench('GET transactions page (validated by the blockchain API client)', async () => {
    const config: RemoteConfig = { projectId: 'bench', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints(standIns.endpoints), analyticsEnabled: false, telemetryEnabled: false };
    await createBlockchainApiClient(http, config).fetchTransactions({ account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:1' });
  });

  bench('10 concurrent GETs', async () => {
    await Promise.all(Array.from({ length: 10 }, () => http.json({ url: `${standIns.endpoints.api}/projects/v1/origins`, query: { projectId: 'bench' } })));
  });
});
