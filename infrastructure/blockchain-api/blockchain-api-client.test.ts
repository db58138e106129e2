import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createBlockchainApiClient } from './blockchain-api-client.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false };

function setup() {
  const clock = new VirtualClock();
  return { clock, api: createBlockchainApiClient(createFetchHttp({ clock }), config) };
}

const lastCall = () => remote.scenarios.callsTo('blockchainApi').at(-1);

describe('blockchain API client', () => {
  it('fetches transactions with account, cursor, onramp and chainId, and pages by next', async () => {
    const { api, clock } = setup();
    const first = await clock.settle(api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1', cache: 'no-cache', onramp: 'coinbase' }));
    expect(lastCall()).toMatchObject({ method: 'GET', path: `/v1/account/${ADDRESS}/history`, query: { projectId: 'p1', onramp: 'coinbase', chainId: 'eip155:1', st: 'appkit', sv: 'html-walletport-1.7.6' } });
    expect(lastCall()?.query).not.toHaveProperty('cache');
    expect(first.data).toHaveLength(10);
    expect(first.next).toBe('10');
    const second = await clock.settle(api.fetchTransactions({ account: ADDRESS, cursor: first.next, chainId: 'eip155:1' }));
    expect(lastCall()?.query).toEqual({ projectId: 'p1', cursor: '10', chainId: 'eip155:1', st: 'appkit', sv: 'html-walletport-1.7.6' });
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('keeps spam and other-chain entries for the domain to drop', async () => {
    const { api, clock } = setup();
    const page = await clock.settle(api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1' }));
    expect(page.data.some((tx) => tx.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true))).toBe(true);
    expect(page.data.some((tx) => tx.metadata.chain === 'eip155:137')).toBe(true);
  });

  it('fails transactions with "Failed to fetch transactions" on a bad shape', async () => {
    const { api, clock } = setup();
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ data: 'nope' }));
    const error = await clock.settle(api.fetchTransactions({ account: ADDRESS, chainId: 'eip155:1' })).catch((caught: unknown) => caught);
    expect(WalletportError.is(error) && error.shortMessage).toBe('Failed to fetch transactions');
  });

  it('gets balances by address and network id; a failure reads "Token Balance Unavailable"', async () => {
    const { api, clock } = setup();
    const balances = await clock.settle(api.getBalance(ADDRESS, 'eip155:1'));
    expect(lastCall()).toMatchObject({ path: `/v1/account/${ADDRESS}/balance`, query: { projectId: 'p1', currency: 'usd', chainId: 'eip155:1' } });
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'UNI']);
    remote.scenarios.failNext('blockchainApi', 4, 500);
    await expect(clock.settle(api.getBalance(ADDRESS, 'eip155:1'))).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' });
  });

  it('looks a name up, reverse-looks an address up and reads identity', async () => {
    const { api, clock } = setup();
    await expect(clock.settle(api.lookupName('alice.reown.id'))).resolves.toMatchObject({ name: 'alice.reown.id' });
    expect(lastCall()).toMatchObject({ path: '/v1/profile/account/alice.reown.id', query: { projectId: 'p1', apiVersion: '2' } });
    await expect(clock.settle(api.lookupName('nobody.reown.id'))).resolves.toBeUndefined();
    await expect(clock.settle(api.reverseLookup(ADDRESS))).resolves.toMatchObject([{ name: 'alice.reown.id' }]);
    expect(lastCall()).toMatchObject({ path: `/v1/profile/reverse/${ADDRESS}`, query: { projectId: 'p1', apiVersion: '2' } });
    await expect(clock.settle(api.fetchIdentity(ADDRESS, 'eip155:1'))).resolves.toMatchObject({ name: 'alice.reown.id' });
    expect(lastCall()).toMatchObject({ path: `/v1/identity/${ADDRESS}`, query: { projectId: 'p1', st: 'appkit', sv: 'html-walletport-1.7.6' } });
  });

  it('suggests names, each with a name', async () => {
    const { api, clock } = setup();
    const suggestions = await clock.settle(api.getNameSuggestions('alice'));
    expect(lastCall()).toMatchObject({ path: '/v1/profile/suggestions/alice', query: { projectId: 'p1', zone: 'reown.id' } });
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true });
    expect(suggestions.every((suggestion) => typeof suggestion.name === 'string')).toBe(true);
  });

  it('registers a name with coinType, address, signature and message; a signature of another key is refused', async () => {
    const { api, clock } = setup();
    const owner = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());
    const message = JSON.stringify({ name: 'carol.reown.id', attributes: {}, timestamp: 1_700_000_000 });
    const forged = await stranger.signMessage({ message });
    await expect(clock.settle(api.registerName({ coinType: 60, address: owner.address, signature: forged, message }))).rejects.toMatchObject({ shortMessage: 'Error registering name carol.reown.id' });
    const signature = await owner.signMessage({ message });
    await expect(clock.settle(api.registerName({ coinType: 60, address: owner.address, signature, message }))).resolves.toMatchObject({ name: 'carol.reown.id' });
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/v1/profile/account', query: { st: 'appkit', sv: 'html-walletport-1.7.6' }, body: { coin_type: 60, address: owner.address, message, signature } });
    // Taken once, refused the second time.
    await expect(clock.settle(api.registerName({ coinType: 60, address: owner.address, signature, message }))).rejects.toMatchObject({ shortMessage: 'Error registering name carol.reown.id' });
  });

  it('turns non-JSON, truncated and offline answers into typed errors', async () => {
    const { api, clock } = setup();
    remote.scenarios.respondNext('blockchainApi', 1, () => new HttpResponse('<html>502</html>'));
    await expect(clock.settle(api.getNameSuggestions('x'))).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' });
    remote.scenarios.respondNext('blockchainApi', 1, () => new HttpResponse('[{"name":'));
    await expect(clock.settle(api.reverseLookup(ADDRESS))).rejects.toMatchObject({ shortMessage: 'Error fetching names for address' });
    remote.scenarios.setOffline('blockchainApi');
    await expect(clock.settle(api.lookupName('alice.reown.id'))).rejects.toMatchObject({ shortMessage: 'Error resolving name' });
  });
});
