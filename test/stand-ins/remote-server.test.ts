import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, parseEther } from 'viem';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { createSystemClock } from '../../infrastructure/clock/system-clock.ts';
import { createBlockchainApiClient } from '../../infrastructure/blockchain-api/blockchain-api-client.ts';
import { createWalletDirectoryClient } from '../../infrastructure/directory/wallet-directory-client.ts';
import { createFetchHttp } from '../../infrastructure/http/fetch-http.ts';
import { createPulseClient } from '../../infrastructure/analytics/pulse-client.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import { startRemoteStandIns, type RemoteStandIns } from './remote-server.ts';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const lines: string[] = [];
let anvil: AnvilChain;
let standIns: RemoteStandIns;
let config: RemoteConfig;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await findFreePort() });
  standIns = await startRemoteStandIns({ port: 0, anvilRpcUrls: { '31337': anvil.rpcUrl }, log: (line) => void lines.push(line) });
  config = { projectId: 'demo', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints(standIns.endpoints), analyticsEnabled: true, telemetryEnabled: true };
}, 30_000);

afterAll(async () => {
  await standIns?.stop();
  await anvil?.stop();
});

const client = () => createFetchHttp({ clock: createSystemClock() });

describe('remote stand-ins over real HTTP on 127.0.0.1', () => {
  it('listens on loopback only and serves the wallet directory with CORS', async () => {
    expect(standIns.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${standIns.endpoints.api}/getWallets?projectId=demo&page=1&entries=40`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const page = await createWalletDirectoryClient(client(), config).fetchWallets({ page: 2 });
    expect(page.wallets).toHaveLength(40);
    expect(page.count).toBeGreaterThanOrEqual(1_000);
  });

  it('prints analytics events through log', async () => {
    await createPulseClient(client(), config).send({ eventId: 'e1', url: 'http://localhost', domain: 'localhost', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN', address: undefined } });
    expect(lines.some((line) => line.startsWith('[analytics] MODAL_OPEN'))).toBe(true);
  });

  it('shows a transfer made on anvil in activity and balances', async () => {
    const api = createBlockchainApiClient(client(), config);
    const before = await api.getBalance(RECEIVER, 'eip155:31337');
    const wallet = createWalletClient({ account: ANVIL_ACCOUNT_0 as `0x${string}`, transport: http(anvil.rpcUrl) });
    await wallet.sendTransaction({ to: RECEIVER, value: parseEther('1.25'), chain: null });
    const after = await api.getBalance(RECEIVER, 'eip155:31337');
    expect(Number(after[0]?.quantity.numeric)).toBeCloseTo(Number(before[0]?.quantity.numeric) + 1.25, 6);
    const page = await api.fetchTransactions({ account: RECEIVER, chainId: 'eip155:31337' });
    expect(page.data[0]).toMatchObject({ metadata: { operationType: 'receive', chain: 'eip155:31337' }, transfers: [{ direction: 'in', quantity: { numeric: '1.25' } }] });
  });

  it('forwards the project RPC host to anvil and applies scenarios over HTTP', async () => {
    const rpc = await fetch(`${standIns.endpoints.rpc}/v1/?chainId=eip155:31337&projectId=demo`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });
    expect(await rpc.json()).toMatchObject({ result: '0x7a69' });
    standIns.scenarios.rateLimitNext('directory', 1, 0);
    await createWalletDirectoryClient(client(), config).fetchWallets({ page: 1 });
    expect(standIns.scenarios.callsTo('directory').length).toBeGreaterThanOrEqual(2);
    standIns.scenarios.setOffline('blockchainApi');
    await expect(createBlockchainApiClient(client(), config).getNameSuggestions('alice')).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' });
    standIns.scenarios.reset();
  });
});
