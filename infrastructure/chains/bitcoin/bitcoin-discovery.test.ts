// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { filter, firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS, BitcoinTestWallet } from '../../../test/wallets/bitcoin-wallet.ts';
import { createBitcoinDiscovery, createBitcoinWalletStandardDiscovery } from './bitcoin-discovery.ts';
import { createInjectedBitcoinDiscovery } from './injected-bitcoin-discovery.ts';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));
const register = (wallet: Wallet): void => void stops.push(getWallets().register(wallet));

function started(discovery: WalletDiscoveryPort): WalletDiscoveryPort {
  stops.push(() => discovery.stop());
  discovery.requestAnnouncements();
  return discovery;
}
const listed = (discovery: WalletDiscoveryPort, count: number): Promise<readonly AnnouncedWallet[]> =>
  firstValueFrom(discovery.wallets$.pipe(filter((wallets) => wallets.length >= count)));

function testWallet(name: string): BitcoinTestWallet {
  return new BitcoinTestWallet({ name }, { approve: () => true });
}

/** A test wallet with one part replaced by what a hostile or broken page script would register. */
function broken(name: string, change: (wallet: Record<string, unknown>) => void): Wallet {
  const wallet = testWallet(name);
  const copy: Record<string, unknown> = { version: wallet.version, name, icon: wallet.icon, chains: wallet.chains, accounts: [], features: wallet.features };
  change(copy);
  return copy as unknown as Wallet;
}

describe('the Wallet Standard bitcoin discovery', () => {
  it('lists bitcoin wallets with bitcoin:connect only: not solana ones, nor throwing, featureless or icon-less ones', async () => {
    register(broken('Solana Only', (wallet) => (wallet['chains'] = ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])));
    register(broken('No Connect', (wallet) => (wallet['features'] = { 'bitcoin:signMessage': {} })));
    register(broken('Bad Icon', (wallet) => (wallet['icon'] = 'javascript:alert(1)')));
    register(broken('Throwing', (wallet) => Object.defineProperty(wallet, 'features', { get: () => { throw new Error('boom'); } })));
    register(broken('Throwing Chains', (wallet) => Object.defineProperty(wallet, 'chains', { get: () => { throw new Error('boom'); } })));
    register(testWallet('Good Bitcoin'));
    const wallets = await listed(started(createBitcoinWalletStandardDiscovery()), 1);
    expect(wallets.map((wallet) => [wallet.info.name, wallet.info.rdns, wallet.namespace])).toEqual([['Good Bitcoin', 'wallet-standard.good-bitcoin', 'bip122']]);
  });

  it('wraps the wallet: accounts with purposes, a BIP-322 signature in base64, a silent read that prompts nothing', async () => {
    const wallet = testWallet('Wrapped');
    register(wallet);
    const [found] = await listed(started(createBitcoinWalletStandardDiscovery()), 1);
    const provider = found!.provider;
    expect(await provider.request({ method: 'bip122_getAccounts' })).toEqual([]);
    expect(wallet.calls).toEqual([]);
    expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([
      { address: BITCOIN_TEST_ADDRESS, purpose: 'payment', publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) },
      { address: BITCOIN_TEST_ORDINALS_ADDRESS, purpose: 'ordinals', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const answer = (await provider.request({ method: 'signMessage', params: { address: BITCOIN_TEST_ADDRESS, message: 'hi', protocol: 'bip322' } })) as { signature: string };
    expect(answer.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await expect(provider.request({ method: 'signMessage', params: { address: 'bcrt1qnotmine', message: 'hi' } })).rejects.toThrow(/no longer holds/);
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4200 });
  });

  it('emits accountsChanged while someone listens, and stops following the wallet after the last listener', async () => {
    const wallet = testWallet('Events');
    register(wallet);
    const [found] = await listed(started(createBitcoinWalletStandardDiscovery()), 1);
    const seen: unknown[] = [];
    const listener = (accounts: never): void => void seen.push(accounts);
    found!.provider.on?.('accountsChanged', listener);
    await found!.provider.request({ method: 'bip122_requestAccounts' });
    wallet.revoke();
    expect(seen.at(-1)).toEqual([]);
    found!.provider.removeListener?.('accountsChanged', listener);
    await found!.provider.request({ method: 'bip122_requestAccounts' });
    const count = seen.length;
    wallet.revoke();
    expect(seen).toHaveLength(count);
  });
});

describe('the injected bitcoin providers (Xverse, Unisat)', () => {
  const page = (globals: Record<string, unknown>) => () => globals;

  it('lists Xverse and Unisat, read defensively; a throwing getter or a provider without methods is left out', async () => {
    const xverse = { BitcoinProvider: { request: async () => ({ result: [] }) } };
    const wallets = await listed(started(createInjectedBitcoinDiscovery(page({ XverseProviders: xverse, unisat: { requestAccounts: async () => [] } }))), 2);
    expect(wallets.map((wallet) => [wallet.info.name, wallet.info.rdns, wallet.namespace])).toEqual([['Xverse', 'com.xverse', 'bip122'], ['Unisat', 'io.unisat', 'bip122']]);
    const hostile = Object.defineProperty({ unisat: { requestAccounts: 'no' } }, 'XverseProviders', { get: () => { throw new Error('boom'); } });
    let seen: readonly AnnouncedWallet[] = [];
    started(createInjectedBitcoinDiscovery(() => hostile)).wallets$.subscribe((list) => (seen = list)).unsubscribe();
    expect(seen).toEqual([]);
  });

  it('lists a wallet of both kinds once, by its Wallet Standard registration', async () => {
    register(testWallet('Xverse Wallet'));
    const injected = createInjectedBitcoinDiscovery(page({ BitcoinProvider: { request: async () => ({ result: [] }) }, unisat: { requestAccounts: async () => [] } }));
    const wallets = await listed(started(createBitcoinDiscovery(createBitcoinWalletStandardDiscovery(), injected)), 2);
    expect(wallets.map((wallet) => wallet.info.name)).toEqual(['Xverse Wallet', 'Unisat']);
  });
});
