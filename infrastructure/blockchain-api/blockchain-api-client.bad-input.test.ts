import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { ERROR_BODY } from '../../test/contracts/blockchain-api.contract.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createBlockchainApiClient } from './blockchain-api-client.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const endpoints = resolveEndpoints({});
const config = (projectId = 'p1'): RemoteConfig => ({ projectId, sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints, analyticsEnabled: false, telemetryEnabled: false });

function setup(projectId?: string) {
  const clock = new VirtualClock();
  return { clock, api: createBlockchainApiClient(createFetchHttp({ clock }), config(projectId)) };
}

/** Each call with the catalogue text its failure carries. */
const CALLS: readonly (readonly [string, string, (api: BlockchainApiPort) => Promise<unknown>])[] = [
  ['history', 'Failed to fetch transactions', (api) => api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1' })],
  ['balance', 'Token Balance Unavailable', (api) => api.getBalance(ADDRESS, 'eip155:1')],
  ['identity', 'Error fetching identity', (api) => api.fetchIdentity(ADDRESS, 'eip155:1')],
  ['name lookup', 'Error resolving name', (api) => api.lookupName('alice.reown.id')],
  ['reverse lookup', 'Error fetching names for address', (api) => api.reverseLookup(ADDRESS)],
  ['suggestions', 'Error fetching name suggestions', (api) => api.getNameSuggestions('alice')],
];

const BAD_ANSWERS: readonly (readonly [string, () => Response])[] = [
  ['an unknown shape', () => HttpResponse.json({ unexpected: true })],
  ['null', () => HttpResponse.json(null)],
  ['the wrong container (a list for an object, an object for a list)', () => HttpResponse.json([{ nope: 1 }])],
  ['200 with the service error body', () => HttpResponse.json(ERROR_BODY.example)],
  ['an HTML page', () => new HttpResponse('<html><body>Bad gateway</body></html>', { headers: { 'content-type': 'text/html' } })],
  ['a redirect', () => new HttpResponse(null, { status: 302, headers: { location: 'https://login.example/' } })],
];

describe('blockchain API client under bad answers', () => {
  const cases = CALLS.flatMap(([call, message, run]) => BAD_ANSWERS.map(([answer, respond]) => [call, answer, message, run, respond] as const));

  it.each(cases)('%s given %s fails with its own catalogue text, and the next call works', async (call, answer, message, run, respond) => {
    const { api, clock } = setup();
    // The network list is read first, so the scripted answer reaches the call itself.
    await clock.settle(api.fetchIdentity(ADDRESS, 'eip155:1'));
    // The reverse lookup answers a list, so its wrong container is an object.
    const wrongContainer = call === 'reverse lookup' && answer.startsWith('the wrong container');
    remote.scenarios.respondNext('blockchainApi', 1, wrongContainer ? () => HttpResponse.json({ names: [] }) : respond);
    const error = await clock.settle(run(api)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(WalletportError.is(error) && error.shortMessage).toBe(message);
    await expect(clock.settle(run(api))).resolves.toBeDefined();
  });

  it('drops a malformed balance or transaction and keeps the rest of the list', async () => {
    const { api, clock } = setup();
    const good = { name: 'USD Coin', symbol: 'USDC', price: 1, quantity: { decimals: '6', numeric: '2' }, iconUrl: '' };
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ balances: [good, { symbol: 42 }, null] }));
    await expect(clock.settle(api.getBalance(ADDRESS, 'eip155:1'))).resolves.toEqual([{ ...good, chainId: 'eip155:1' }]);
    const tx = { id: 't', metadata: { operationType: 'send', hash: '0x1', minedAt: 'x', sentFrom: 'a', sentTo: 'b', status: 'confirmed', nonce: 1 }, transfers: null };
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ data: [tx, { id: 7 }], next: null }));
    const page = await clock.settle(api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1' }));
    expect(page.data).toMatchObject([{ id: 't', transfers: [] }]);
  });
});

describe('blockchain API client requests', () => {
  it('never sends the registration twice, whatever the failure', async () => {
    const { api, clock } = setup();
    const before = remote.scenarios.callsTo('blockchainApi').length;
    remote.scenarios.failNext('blockchainApi', 4, 503);
    const message = JSON.stringify({ name: 'dave.reown.id', attributes: {}, timestamp: 1 });
    await expect(clock.settle(api.registerName({ coinType: 60, address: ADDRESS, signature: '0x12', message }))).rejects.toMatchObject({ shortMessage: 'Error registering name dave.reown.id' });
    expect(remote.scenarios.callsTo('blockchainApi').length - before).toBe(1);
  });

  it('without a projectId sends nothing: each call fails with its own text, caused by the missing projectId', async () => {
    const { api, clock } = setup('');
    const before = remote.scenarios.callsTo('blockchainApi').length;
    for (const [, message, run] of CALLS) {
      const error = await clock.settle(run(api)).catch((caught: unknown) => caught);
      expect(WalletportError.is(error) && error.shortMessage).toBe(message);
      expect(WalletportError.is(error) && error.walk((cause) => WalletportError.is(cause, 'PROJECT_ID_NOT_CONFIGURED'))).toBeTruthy();
    }
    await expect(clock.settle(api.registerName({ coinType: 60, address: ADDRESS, signature: '0x12', message: '{"name":"x.reown.id"}' }))).rejects.toMatchObject({ shortMessage: 'Error registering name x.reown.id' });
    expect(remote.scenarios.callsTo('blockchainApi').length).toBe(before);
  });

  it('on a network the service does not serve, asks nothing: balances fail as unavailable, history and identity are empty', async () => {
    const { api, clock } = setup();
    const before = remote.scenarios.callsTo('blockchainApi').length;
    const elsewhere = 'eip155:999999';
    await expect(clock.settle(api.getBalance(ADDRESS, elsewhere))).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' });
    await expect(clock.settle(api.fetchTransactions({ account: ADDRESS, chainId: elsewhere }))).resolves.toEqual({ data: [], next: undefined });
    await expect(clock.settle(api.fetchIdentity(ADDRESS, elsewhere))).resolves.toEqual({ name: null, avatar: null });
    expect(remote.scenarios.callsTo('blockchainApi').length).toBe(before);
  });
});

describe('blockchain API client name calls on a network', () => {
  it('ask nothing on a network the service does not serve, and ask as usual on one it serves', async () => {
    const { api, clock } = setup();
    const before = remote.scenarios.callsTo('blockchainApi').length;
    const elsewhere = 'eip155:999999';
    await expect(clock.settle(api.lookupName('alice.reown.id', elsewhere))).resolves.toBeUndefined();
    await expect(clock.settle(api.reverseLookup(ADDRESS, elsewhere))).resolves.toEqual([]);
    await expect(clock.settle(api.getNameSuggestions('alice', elsewhere))).resolves.toEqual([]);
    const message = JSON.stringify({ name: 'erin.reown.id', attributes: {}, timestamp: 1 });
    await expect(clock.settle(api.registerName({ caipNetworkId: elsewhere, coinType: 60, address: ADDRESS, signature: '0x12', message }))).rejects.toMatchObject({ shortMessage: 'Error registering name erin.reown.id' });
    expect(remote.scenarios.callsTo('blockchainApi').length).toBe(before);
    await expect(clock.settle(api.reverseLookup(ADDRESS, 'eip155:1'))).resolves.toMatchObject([{ name: 'alice.reown.id' }]);
  });
});
