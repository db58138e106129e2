import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { settle } from '../fakes/app-kit-harness.ts';
import { createAccountViewHarness, type WalletAssetAnswers } from './account-view.helpers.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const balanceCalls = () => remote.scenarios.callsTo('blockchainApi').filter((call) => call.path.endsWith('/balance'));
/** 31337 as EIP-5792 writes it. */
const CHAIN = '0x7a69';
const supported = () => ({ [CHAIN]: { assetDiscovery: { supported: true } } });
const asset = (symbol: string, decimals: number, type: 'ERC20' | 'NATIVE' = 'ERC20') => ({
  address: type === 'NATIVE' ? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' : '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  balance: '0xde0b6b3a7640000',
  type,
  metadata: { name: symbol, symbol, decimals, price: 2, iconUrl: `https://i.example/${symbol}.png` },
});

async function connected(wallet: WalletAssetAnswers) {
  const harness = createAccountViewHarness({ wallet });
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  return harness;
}

describe('balances from the wallet (EIP-5792 capabilities + wallet_getAssets)', () => {
  it('uses the wallet when it supports asset discovery on the chain, dropping zero-decimal tokens', async () => {
    const requests: unknown[] = [];
    const { facade, page } = await connected({ capabilities: supported, assets: () => ({ [CHAIN]: [asset('ETH', 18, 'NATIVE'), asset('TKN', 18), asset('NFTISH', 0)] }) });
    const original = page.wallet.request;
    page.wallet.request = (args) => {
      requests.push(args);
      return original(args);
    };
    const balances = await facade.flows.balances.commands.fetchTokens();
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '1' }, price: 2 }),
      expect.objectContaining({ symbol: 'TKN', address: asset('TKN', 18).address }),
    ]);
    expect(balances[0]).not.toHaveProperty('address');
    expect(facade.flows.balances.state.getSnapshot().source).toBe('wallet');
    expect(balanceCalls()).toHaveLength(0);
    expect(requests).toContainEqual({ method: 'wallet_getCapabilities', params: [ANVIL_ACCOUNT_0, [CHAIN]] });
    expect(requests).toContainEqual({ method: 'wallet_getAssets', params: [{ account: ANVIL_ACCOUNT_0, chainFilter: [CHAIN] }] });
  });

  it('asks the API when the wallet lacks asset discovery (unknown method, false, or another chain only)', async () => {
    for (const capabilities of [undefined, () => ({ [CHAIN]: { assetDiscovery: { supported: false } } }), () => ({ '0x1': { assetDiscovery: { supported: true } } })]) {
      remote.scenarios.reset();
      const { facade, reports } = await connected({ ...(capabilities ? { capabilities } : {}), assets: () => ({ [CHAIN]: [asset('TKN', 18)] }) });
      await facade.flows.balances.commands.fetchTokens();
      // 'Method not found' is how most wallets say "no EIP-5792": not a fault worth telemetry.
      expect(reports.filter((report) => report.context.startsWith('wallet_getAssets'))).toEqual([]);
      expect(facade.flows.balances.state.getSnapshot().source).toBe('api');
      expect(balanceCalls()).toHaveLength(1);
    }
  });

  it('refuses the whole wallet answer when one asset is malformed, and asks the API', async () => {
    const broken = { ...asset('BAD', 18), metadata: { name: 'BAD', symbol: 'BAD', decimals: '18', price: 1, iconUrl: '' } };
    const { facade, reports } = await connected({ capabilities: supported, assets: () => ({ [CHAIN]: [asset('TKN', 18), broken] }) });
    const balances = await facade.flows.balances.commands.fetchTokens();
    expect(facade.flows.balances.state.getSnapshot().source).toBe('api');
    expect(balances.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'UNI']);
    expect(reports.some((report) => report.context === 'wallet_getAssets not used')).toBe(true);
  });

  it('survives garbage capabilities and assets: strings, nulls, arrays, throwing getters, revoked proxies', async () => {
    const throwing = { get [CHAIN]() { throw new Error('boom'); } };
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const garbage: WalletAssetAnswers[] = [
      { capabilities: () => 'yes' },
      { capabilities: () => null },
      { capabilities: () => [supported()] },
      { capabilities: () => throwing },
      { capabilities: () => revocable.proxy },
      { capabilities: () => ({ [CHAIN]: { assetDiscovery: { supported: 'true' } } }) },
      { capabilities: supported, assets: () => 'all of them' },
      { capabilities: supported, assets: () => null },
      { capabilities: supported, assets: () => ({ [CHAIN]: 'nope' }) },
      { capabilities: supported, assets: () => throwing },
      { capabilities: supported, assets: () => { throw Object.assign(new Error('rejected'), { code: 4001 }); } },
    ];
    for (const answers of garbage) {
      remote.scenarios.reset();
      const { facade } = await connected(answers);
      expect(await facade.flows.balances.commands.fetchTokens()).toHaveLength(3);
      expect(facade.flows.balances.state.getSnapshot().source).toBe('api');
    }
  });

  it('an answer without this chain means the wallet holds nothing here', async () => {
    const { facade } = await connected({ capabilities: supported, assets: () => ({ '0x1': [asset('TKN', 18)] }) });
    expect(await facade.flows.balances.commands.fetchTokens()).toEqual([]);
    expect(facade.flows.balances.state.getSnapshot().source).toBe('wallet');
  });

  it('a wallet that hangs gets 5 s, then the API answers', async () => {
    const { facade, clock } = await connected({ capabilities: supported, assets: () => new Promise(() => undefined) });
    const pending = facade.flows.balances.commands.fetchTokens();
    await settle();
    expect(balanceCalls()).toHaveLength(0);
    clock.advance(4_999);
    await settle();
    expect(balanceCalls()).toHaveLength(0);
    clock.advance(1);
    expect(await pending).toHaveLength(3);
    expect(facade.flows.balances.state.getSnapshot().source).toBe('api');
  });
});
