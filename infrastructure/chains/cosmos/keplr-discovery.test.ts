// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncedWallet } from '../../../application/ports/wallet-discovery.port.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey, CosmosTestWallet } from '../../../test/wallets/cosmos-wallet.ts';
import { createKeplrDiscovery } from './keplr-discovery.ts';

const globals = ['keplr', 'leap', 'cosmostation', 'walletportDemoCosmos', 'hostile'] as const;
const stops: (() => void)[] = [];

function put(name: string, value: unknown): void {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

function listed(extra: Parameters<typeof createKeplrDiscovery>[0] = []) {
  const discovery = createKeplrDiscovery(extra);
  let latest: readonly AnnouncedWallet[] = [];
  const subscription = discovery.wallets$.subscribe((wallets) => (latest = wallets));
  stops.push(() => {
    subscription.unsubscribe();
    discovery.stop();
  });
  return { discovery, latest: () => latest };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const name of globals) delete (window as unknown as Record<string, unknown>)[name];
});

describe('Keplr-compatible discovery', () => {
  it('lists Keplr, Leap, Cosmostation and the site-named wallet, without asking any of them anything', async () => {
    const enable = vi.fn(() => new Promise(() => undefined)); // a slow enable must not hold up the list
    const keplrLike = () => ({ enable, getKey: vi.fn() });
    put('keplr', keplrLike());
    put('leap', keplrLike());
    put('cosmostation', { providers: { keplr: keplrLike() } });
    put('walletportDemoCosmos', new CosmosTestWallet());
    const { discovery, latest } = listed([{ global: 'walletportDemoCosmos', name: 'Demo Wallet' }]);
    discovery.requestAnnouncements();
    expect(latest().map((wallet) => [wallet.info.rdns, wallet.info.name, wallet.namespace])).toEqual([
      ['keplr-compatible.keplr', 'Keplr', 'cosmos'],
      ['keplr-compatible.leap', 'Leap', 'cosmos'],
      ['keplr-compatible.cosmostation', 'Cosmostation', 'cosmos'],
      ['keplr-compatible.walletportDemoCosmos', 'Demo Wallet', 'cosmos'],
    ]);
    expect(latest().every((wallet) => wallet.info.icon.startsWith('data:image/svg+xml'))).toBe(true);
    expect(enable).not.toHaveBeenCalled();
  });

  it('skips hostile and partial objects without throwing, and lists one object injected twice once', () => {
    Object.defineProperty(window, 'keplr', { get: () => { throw new Error('hostile getter'); }, configurable: true });
    put('leap', { enable: 'not a function', getKey: () => undefined });
    put('cosmostation', new Proxy({}, { get: () => { throw new Error('hostile proxy'); } }));
    const shared = { enable: async () => undefined, getKey: async () => undefined };
    put('walletportDemoCosmos', shared);
    put('hostile', shared);
    const { discovery, latest } = listed([{ global: 'walletportDemoCosmos', name: 'Demo Wallet' }, { global: 'hostile', name: 'Copycat' }]);
    expect(() => discovery.requestAnnouncements()).not.toThrow();
    expect(latest().map((wallet) => wallet.info.name)).toEqual(['Demo Wallet']);
  });

  it('picks up a wallet injected later on the next request, keeping the providers it already gave', () => {
    const { discovery, latest } = listed();
    discovery.requestAnnouncements();
    expect(latest()).toEqual([]);
    put('keplr', { enable: async () => undefined, getKey: async () => undefined });
    discovery.requestAnnouncements();
    const first = latest()[0]?.provider;
    expect(first).toBeDefined();
    put('leap', { enable: async () => undefined, getKey: async () => undefined });
    window.dispatchEvent(new Event('load'));
    expect(latest()).toHaveLength(2);
    expect(latest()[0]?.provider).toBe(first);
  });

  it('turns keplr_keystorechange into accountsChanged on the provider, until stop()', async () => {
    const wallet = new CosmosTestWallet();
    put('walletportDemoCosmos', wallet);
    const { discovery, latest } = listed([{ global: 'walletportDemoCosmos', name: 'Demo Wallet' }]);
    discovery.requestAnnouncements();
    const provider = latest()[0]?.provider;
    if (!provider) throw new Error('not listed');
    await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: 'cosmoshub-4' } });
    const seen: unknown[] = [];
    provider.on?.('accountsChanged', ((accounts: unknown) => seen.push(accounts)) as never);
    const otherKey = '0e07'.repeat(16);
    wallet.setKey(otherKey);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual([expect.objectContaining({ address: cosmosAddressOfKey(otherKey), algo: 'secp256k1' })]);
    discovery.stop();
    wallet.setKey(COSMOS_TEST_KEY_HEX);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(1);
    expect(COSMOS_TEST_ADDRESS).not.toBe(cosmosAddressOfKey(otherKey));
  });
});
