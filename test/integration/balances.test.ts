import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B } from '../fakes/app-kit-harness.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createAccountViewHarness, deferred } from './account-view.helpers.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const balanceCalls = () => remote.scenarios.callsTo('blockchainApi').filter((call) => call.path.endsWith('/balance'));
const CAIP_A = `eip155:31337:${ANVIL_ACCOUNT_0}`;
const usdc = (chainId: string, decimals: string) => ({
  name: 'USD Coin', symbol: 'USDC', chainId, address: `${chainId}:0xa0b8`, value: 1, price: 1, quantity: { decimals, numeric: '1' }, iconUrl: 'https://i.example/usdc.png',
});

async function connected(input: Parameters<typeof createAccountViewHarness>[0] = {}) {
  const harness = createAccountViewHarness(input);
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  return harness;
}

describe('token balances from the blockchain API, on supported mainnets only', () => {
  it('reads the blockchain API on an eligible network, then answers from the 30 s portfolio cache', async () => {
    const { facade, clock } = await connected();
    const first = await facade.flows.balances.commands.fetchTokens();
    expect(first.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'UNI']);
    expect(balanceCalls()).toHaveLength(1);
    expect(balanceCalls()[0]?.query).toMatchObject({ chainId: 'eip155:31337', projectId: 'test-project' });
    expect(facade.flows.balances.state.getSnapshot()).toMatchObject({ caipAddress: CAIP_A, loading: false, source: 'api', lastRetry: undefined });

    clock.advance(29_999);
    await facade.flows.balances.commands.fetchTokens();
    expect(balanceCalls()).toHaveLength(1);
    expect(facade.flows.balances.state.getSnapshot().source).toBe('cache');

    clock.advance(1);
    await facade.flows.balances.commands.fetchTokens();
    expect(balanceCalls()).toHaveLength(2);
    expect(facade.flows.balances.state.getSnapshot().source).toBe('api');
  });

  it('force skips the cache (after a send)', async () => {
    const { facade } = await connected();
    await facade.flows.balances.commands.fetchTokens();
    await facade.flows.balances.commands.fetchTokens({ force: true });
    expect(balanceCalls()).toHaveLength(2);
  });

  it('shows loading while the API answers', async () => {
    const { facade } = await connected();
    const gate = deferred();
    remote.scenarios.respondNext('blockchainApi', 1, async () => {
      await gate.promise;
      return HttpResponse.json({ balances: [usdc('eip155:31337', '6')] });
    });
    const pending = facade.flows.balances.commands.fetchTokens();
    // Wait for the state, not for time: under load the request may take longer to go out.
    await vi.waitFor(() => expect(facade.flows.balances.state.getSnapshot().loading).toBe(true));
    gate.resolve();
    await pending;
    expect(facade.flows.balances.state.getSnapshot()).toMatchObject({ loading: false, tokenBalances: [expect.objectContaining({ symbol: 'USDC' })] });
  });

  it('drops zero-decimal tokens from the API answer as low quality', async () => {
    const { facade } = await connected();
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ balances: [usdc('eip155:31337', '6'), { ...usdc('eip155:31337', '0'), symbol: 'JUNK' }] }));
    expect((await facade.flows.balances.commands.fetchTokens()).map((token) => token.symbol)).toEqual(['USDC']);
  });

  it('fetches nothing on a testnet or without a connected address', async () => {
    const testnet = defineEvmNetwork({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:1', testnet: true });
    const { facade } = await connected({ options: { networks: [testnet, CHAIN_B] } });
    expect(await facade.flows.balances.commands.fetchTokens()).toEqual([]);
    const idle = createAccountViewHarness();
    await idle.facade.ready;
    expect(await idle.facade.flows.balances.commands.fetchTokens()).toEqual([]);
    expect(balanceCalls()).toHaveLength(0);
  });

  it("a failure shows 'Token Balance Unavailable' and gates the next fetch for 30 s", async () => {
    const { facade, clock, reports } = await connected();
    remote.scenarios.failNext('blockchainApi', 4, 503);
    expect(await clock.settle(facade.flows.balances.commands.fetchTokens())).toEqual([]);
    expect(balanceCalls()).toHaveLength(4);
    const failedAt = clock.now();
    expect(facade.flows.balances.state.getSnapshot()).toMatchObject({ loading: false, lastRetry: failedAt });
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', message: ERRORS.TOKEN_BALANCE_UNAVAILABLE.message });
    expect(reports.some((report) => report.context === 'token balance fetch failed')).toBe(true);

    clock.advance(29_999);
    await facade.flows.balances.commands.fetchTokens();
    expect(balanceCalls()).toHaveLength(4);
    clock.advance(1);
    expect(await facade.flows.balances.commands.fetchTokens()).toHaveLength(3);
    expect(balanceCalls()).toHaveLength(5);
    expect(facade.flows.balances.state.getSnapshot().lastRetry).toBeUndefined();
  });

  it('an API answer of the wrong shape is a failure, not a crash', async () => {
    const { facade } = await connected();
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ balances: 'lots' }));
    expect(await facade.flows.balances.commands.fetchTokens()).toEqual([]);
    expect(facade.stores.snackbar.getSnapshot().message).toBe(ERRORS.TOKEN_BALANCE_UNAVAILABLE.message);
  });

  it('a network switch while balances load drops the late answer', async () => {
    const { facade } = await connected();
    const gate = deferred();
    remote.scenarios.respondNext('blockchainApi', 1, async () => {
      await gate.promise;
      return HttpResponse.json({ balances: [usdc('eip155:31337', '6')] });
    });
    const late = facade.flows.balances.commands.fetchTokens();
    await vi.waitFor(() => expect(facade.flows.balances.state.getSnapshot().loading).toBe(true));
    await facade.switchNetwork(CHAIN_B);
    expect(facade.flows.balances.state.getSnapshot()).toMatchObject({ tokenBalances: [], caipAddress: undefined, loading: false });
    await facade.flows.balances.commands.fetchTokens();
    gate.resolve();
    await late;
    const state = facade.flows.balances.state.getSnapshot();
    expect(state.caipAddress).toBe(`eip155:31338:${ANVIL_ACCOUNT_0}`);
    expect(state.tokenBalances.every((token) => token.chainId === 'eip155:31338')).toBe(true);
  });

  it('disconnecting clears the list', async () => {
    const { facade } = await connected();
    await facade.flows.balances.commands.fetchTokens();
    await facade.disconnect();
    expect(facade.flows.balances.state.getSnapshot()).toMatchObject({ tokenBalances: [], caipAddress: undefined });
  });
});

describe('the native-balance cache answers for 30 s', () => {
  it('fetchBalances answers from the cache for 30 s; refreshBalance always reads the chain', async () => {
    const storage = createMemoryStorage();
    const { facade, clock, nativeReads } = await connected({ options: { ports: { storage } } });
    const readsAfterConnect = nativeReads.length;
    expect(storage.entries.get(STORAGE_KEYS.nativeBalanceCache)).toContain(CAIP_A);

    await facade.flows.balances.commands.fetch();
    expect(nativeReads).toHaveLength(readsAfterConnect);
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);

    clock.advance(30_000);
    await facade.flows.balances.commands.fetch();
    expect(nativeReads).toHaveLength(readsAfterConnect + 1);

    await facade.refreshBalance('eip155');
    expect(nativeReads).toHaveLength(readsAfterConnect + 2);
  });

  it('a testnet balance is read from the chain and never cached', async () => {
    const storage = createMemoryStorage();
    const testnet = { ...CHAIN_A, testnet: true };
    const { facade, nativeReads } = await connected({ options: { networks: [testnet, CHAIN_B], ports: { storage } } });
    await facade.flows.balances.commands.fetch();
    await facade.flows.balances.commands.fetch();
    expect(nativeReads.filter((id) => id === 'eip155:31337').length).toBeGreaterThanOrEqual(3);
    expect(storage.entries.get(STORAGE_KEYS.nativeBalanceCache)).toBeUndefined();
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);
  });
});
