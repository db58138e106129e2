import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, createHarness, createPage, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { SOLANA, scriptedAdapter } from '../fakes/scripted-chains.ts';

const RECOMMENDED = ['r1', 'r2', 'r3'];

function directory(): WalletDirectoryPort & { readonly calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    fetchWallets: async (query) => {
      calls.push(query.page);
      return { count: RECOMMENDED.length, wallets: RECOMMENDED.map((id) => ({ id, name: `Wallet ${id}` }) as ApiWallet) };
    },
    fetchWalletImage: async () => new Blob(),
    fetchNetworkImage: async () => new Blob(),
  };
}

/** The ids of the rows the Connect view lists in `group` now. */
function rowIds(facade: ReturnType<typeof createHarness>['facade'], group: 'recent' | 'recommended'): string[] {
  return facade.connectGroups.getSnapshot().entries[group].map((entry) => (entry.kind === 'announced' ? entry.connector.id : entry.kind === 'walletConnect' ? 'walletConnect' : entry.wallet.id));
}

describe('the Connect view shown after Disconnect', () => {
  it('lists the recommended wallets, as on a first open, when the modal was opened while connected', async () => {
    const wallets = directory();
    const { facade } = createHarness({ options: { ports: { walletDirectory: wallets } } });
    const stop = facade.connectGroups.subscribe(() => undefined);
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    await facade.disconnect();
    await settle();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(rowIds(facade, 'recommended')).toEqual(RECOMMENDED);
    expect(facade.stores.modal.getSnapshot().loading).toBe(false);
    stop();
  });
});

describe('the Recent group', () => {
  it('lists the wallet once when storage holds it once per chain family (as earlier versions wrote it)', async () => {
    const storage = createMemoryStorage();
    await storage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify([
        { id: 'wallet-standard.demo-wallet', rdns: 'wallet-standard.demo-wallet', name: 'Demo Wallet' },
        { id: 'dev.walletport.demo', rdns: 'dev.walletport.demo', name: 'Demo Wallet' },
      ]),
    );
    const { facade } = createHarness({ storage });
    const stop = facade.connectGroups.subscribe(() => undefined);
    await facade.ready;
    await facade.open();
    await settle();
    // The Solana half is not announced here: the stored entry stands for the EVM wallet that is.
    expect(rowIds(facade, 'recent')).toEqual(['dev.walletport.demo']);
    stop();
  });

  it('lists the Demo Wallet once after it was connected on EVM and on Solana, and stores it once', async () => {
    // The same wallet on Solana, under the id the Wallet Standard discovery gives it.
    const solanaWallet: AnnouncedWallet = {
      info: { uuid: 'wallet-standard.demo-wallet', name: 'Demo Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'wallet-standard.demo-wallet' },
      provider: { request: async () => null, on: () => undefined, removeListener: () => undefined },
      namespace: 'solana',
    };
    const solanaDiscovery: WalletDiscoveryPort = { wallets$: new BehaviorSubject([solanaWallet]).asObservable(), requestAnnouncements: () => undefined, stop: () => undefined };
    const storage = createMemoryStorage();
    const page = createPage();
    const { facade } = createHarness({
      page,
      storage,
      options: {
        networks: [CHAIN_A, SOLANA],
        adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, {})],
        ports: { walletDiscovery: [createEip6963Discovery(page.target), solanaDiscovery] },
      },
    });
    await facade.ready;
    expect(await facade.connect('dev.walletport.demo', 'eip155')).toBe(true);
    expect(await facade.connect('wallet-standard.demo-wallet', 'solana')).toBe(true);
    const stored = JSON.parse(storage.entries.get(STORAGE_KEYS.recentWallets) ?? '[]') as { id: string }[];
    expect(stored.map((wallet) => wallet.id)).toEqual(['wallet-standard.demo-wallet']);
    const stop = facade.connectGroups.subscribe(() => undefined);
    await facade.open({ view: 'Connect' });
    await settle();
    expect(rowIds(facade, 'recent')).toHaveLength(1);
    stop();
  });
});
