// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { firstValueFrom, filter } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnnouncedWallet } from '../../../application/ports/wallet-discovery.port.ts';
import { createSolanaAdapter } from './solana-adapter.ts';
import { createWalletStandardDiscovery } from './wallet-standard-discovery.ts';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const;
const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** How a published wallet names devnet: the Solana Wallet Standard's chain name, not the CAIP-2 id. */
const WALLET_DEVNET = 'solana:devnet';

function account(address: string): WalletAccount {
  return { address, publicKey: new Uint8Array(32), chains: [WALLET_DEVNET], features: ['solana:signMessage'] };
}

/** A Wallet Standard wallet whose parts a test may break. */
function fakeWallet(overrides: Partial<Record<keyof Wallet, unknown>> & { readonly signature?: Uint8Array } = {}): Wallet {
  const accounts = [account(ADDRESS)];
  return {
    version: '1.0.0',
    name: 'Fake Solana',
    icon: ICON,
    chains: [WALLET_DEVNET],
    accounts,
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async ({ message }: { message: Uint8Array }) => [{ signedMessage: message, signature: overrides.signature ?? new Uint8Array(64).fill(7) }],
      },
    },
    ...overrides,
  } as Wallet;
}

const stops: (() => void)[] = [];
/** The registry's own register: unlike a wallet's registerWallet, it hands back the unregister, so tests do not leak wallets. */
const register = (wallet: Wallet): (() => void) => getWallets().register(wallet);
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function discover() {
  const discovery = createWalletStandardDiscovery();
  stops.push(() => discovery.stop());
  discovery.requestAnnouncements();
  return discovery;
}

function listed(discovery: ReturnType<typeof discover>, count: number): Promise<readonly AnnouncedWallet[]> {
  return firstValueFrom(discovery.wallets$.pipe(filter((wallets) => wallets.length >= count)));
}

describe('Wallet Standard discovery', () => {
  it('lists a Solana wallet registered before and one registered after it started, with name and icon', async () => {
    stops.push(register(fakeWallet({ name: 'Early Wallet' })));
    const discovery = discover();
    expect((await listed(discovery, 1))[0]?.info).toMatchObject({ name: 'Early Wallet', icon: ICON, rdns: 'wallet-standard.early-wallet' });
    const unregisterLate = register(fakeWallet({ name: 'Late Wallet' }));
    expect((await listed(discovery, 2)).map((wallet) => [wallet.info.name, wallet.namespace])).toEqual([
      ['Early Wallet', 'solana'],
      ['Late Wallet', 'solana'],
    ]);
    // A wallet that unregisters (an extension disabled) leaves the list.
    unregisterLate();
    expect((await firstValueFrom(discovery.wallets$)).map((wallet) => wallet.info.name)).toEqual(['Early Wallet']);
  });

  it('leaves out wallets without standard:connect or a solana chain, with throwing getters or a bad icon, and a second wallet under a taken name', async () => {
    const throwing = fakeWallet({ name: 'Throwing' });
    Object.defineProperty(throwing, 'features', { get: () => { throw new Error('boom'); } });
    for (const wallet of [
      fakeWallet({ name: 'No Connect', features: {} }),
      fakeWallet({ name: 'Bitcoin Only', chains: ['bitcoin:mainnet'] }),
      fakeWallet({ name: 'Bad Icon', icon: 'javascript:alert(1)' }),
      fakeWallet({ name: 'Impostor Name' }),
      fakeWallet({ name: 'Impostor Name', icon: 'data:image/png;base64,AAAA' }),
      throwing,
      fakeWallet({ name: 'Good Wallet' }),
    ]) stops.push(register(wallet));
    const discovery = discover();
    const wallets = await listed(discovery, 2);
    expect(wallets.map((wallet) => wallet.info.name)).toEqual(['Impostor Name', 'Good Wallet']);
    expect(wallets[0]?.info.icon).toBe(ICON);
  });

  it('stops listening: a wallet registered after stop() is not listed', async () => {
    const discovery = discover();
    discovery.stop();
    stops.push(register(fakeWallet({ name: 'After Stop' })));
    let seen: readonly AnnouncedWallet[] = [];
    discovery.wallets$.subscribe((wallets) => (seen = wallets)).unsubscribe();
    expect(seen).toEqual([]);
  });
});

describe('the solana adapter over a Wallet Standard wallet', () => {
  const network = { id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: DEVNET, chainNamespace: 'solana', name: 'Solana Devnet', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } } as const;

  async function providerOf(wallet: Wallet) {
    stops.push(register(wallet));
    const found = (await listed(discover(), 1)).find((item) => item.info.name === wallet.name);
    if (!found) throw new Error('not listed');
    return found.provider;
  }

  it('connects on the site\'s cluster and answers a 64-byte signature as base58', async () => {
    const provider = await providerOf(fakeWallet({ name: 'Signer' }));
    const adapter = createSolanaAdapter();
    expect(await adapter.connect(provider, { network })).toEqual({ accounts: [ADDRESS], chainReference: network.id });
    const signature = await adapter.signMessage?.(provider, { message: 'hello', address: ADDRESS });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
  });

  it('refuses a signature of the wrong length with a catalogue error', async () => {
    const provider = await providerOf(fakeWallet({ name: 'Short Signer', signature: new Uint8Array(12) }));
    const adapter = createSolanaAdapter();
    await adapter.connect(provider, { network });
    await expect(adapter.signMessage?.(provider, { message: 'hello', address: ADDRESS })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
  });

  it('fails a connect that answers malformed accounts, and one with no solana network configured', async () => {
    const broken = fakeWallet({ name: 'Broken Accounts' });
    (broken.features as Record<string, unknown>)['standard:connect'] = { version: '1.0.0', connect: async () => ({ accounts: [{ address: 42 }, null, 'x'] }) };
    const adapter = createSolanaAdapter();
    await expect(adapter.connect(await providerOf(broken), { network })).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    await expect(adapter.connect(await providerOf(fakeWallet({ name: 'No Network' })), {})).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
  });
});
