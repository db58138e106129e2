import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { CHAIN_A, CHAIN_B, createHarness, createPage } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { SOLANA, scriptedAdapter } from '../fakes/scripted-chains.ts';

const SOLANA_ID = 'wallet-standard.demo-wallet';

/** The Solana side of the Demo Wallet, as the Wallet Standard discovery lists it (same name, its own id). */
function demoWalletOnSolana(): WalletDiscoveryPort {
  const provider: WalletProvider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
  const wallet: AnnouncedWallet = { info: { uuid: 'wallet-standard:demo-wallet', name: 'Demo Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: SOLANA_ID }, provider, namespace: 'solana' };
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  return { wallets$: wallets.asObservable(), requestAnnouncements: () => wallets.next([wallet]), stop: () => undefined };
}

/** A site on both families; pass the storage and page of an earlier one to play a reload (the wallet remembers the site). */
function twoFamilySite(storage = createMemoryStorage(), page = createPage()) {
  const harness = createHarness({
    page,
    storage,
    options: {
      networks: [CHAIN_A, CHAIN_B, SOLANA],
      adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, { balance: 3n * 10n ** 9n })],
      ports: { walletDiscovery: [createEip6963Discovery(page.target), demoWalletOnSolana()] },
    },
  });
  return { ...harness, storage, page };
}

describe('EVM and Solana in one modal', () => {
  it('a merged wallet connects on the chosen family, then on all of them; the choice is remembered', async () => {
    const { facade, storage } = twoFamilySite();
    await facade.ready;
    const merged = facade.stores.connectors.getSnapshot().connectors[0];
    expect(merged).toMatchObject({ type: 'MULTI_CHAIN', name: 'Demo Wallet' });
    expect(await facade.chainChoice.connect(merged?.id ?? '', 'solana')).toBe(true);
    expect(facade.stores.accounts.getSnapshot().solana).toMatchObject({ status: 'connected', connectorId: SOLANA_ID });
    expect(facade.stores.accounts.getSnapshot().eip155?.status ?? 'disconnected').toBe('disconnected');
    expect(facade.stores.connectors.getSnapshot().chainChoices).toEqual({ 'Demo Wallet': 'solana' });
    expect(await facade.chainChoice.connect(merged?.id ?? '', 'all')).toBe(true);
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({ eip155: { status: 'connected' }, solana: { status: 'connected' } });
    facade.destroy();
    // The next visit offers the last choice first.
    const again = twoFamilySite(storage);
    await again.facade.ready;
    expect(again.facade.stores.connectors.getSnapshot().chainChoices).toEqual({});
    await again.facade.chainChoice.loadRemembered();
    expect(again.facade.stores.connectors.getSnapshot().chainChoices).toEqual({ 'Demo Wallet': 'all' });
    again.facade.destroy();
  });

  it('connecting on all families keeps the modal on each prompt, closes it after the last, and leaves the first family in use', async () => {
    const { facade } = twoFamilySite();
    await facade.ready;
    const merged = facade.stores.connectors.getSnapshot().connectors[0];
    const families = (merged?.connectors ?? []).map((member) => member.chain);
    expect(families).toHaveLength(2);
    await facade.open();
    const connectedAtClose: string[][] = [];
    const stop = facade.stores.modal.subscribe((state) => {
      const accounts = facade.stores.accounts.getSnapshot();
      if (!state.open) connectedAtClose.push(families.filter((family) => accounts[family]?.status === 'connected'));
    });
    expect(await facade.chainChoice.connect(merged?.id ?? '', 'all')).toBe(true);
    stop();
    expect(connectedAtClose[0]).toEqual(families);
    expect(facade.state.getSnapshot().activeChain).toBe(families[0]);
    facade.destroy();
  });

  it('switching namespace sets the switching flag, then the active chain, network and address; a reload restores both with the last one active', async () => {
    const { facade, storage, page } = twoFamilySite();
    await facade.ready;
    await facade.connect('dev.walletport.demo', 'eip155');
    await facade.connect(SOLANA_ID, 'solana');
    expect(facade.state.getSnapshot().activeChain).toBe('solana');
    const switching: boolean[] = [];
    const stop = facade.stores.network.subscribe((state) => switching.push(state.switching));
    await facade.switchNamespace('eip155');
    stop();
    expect(switching).toContain(true);
    expect(facade.stores.network.getSnapshot()).toMatchObject({ activeChain: 'eip155', switching: false, caipNetwork: { caipNetworkId: CHAIN_A.caipNetworkId } });
    expect(facade.account().getSnapshot().address).toBe(ANVIL_ACCOUNT_0);
    facade.destroy();

    const reloaded = twoFamilySite(storage, page);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot()).toMatchObject({ eip155: { status: 'connected' }, solana: { status: 'connected', connectorId: SOLANA_ID } });
    expect(reloaded.facade.state.getSnapshot().activeChain).toBe('eip155');
    reloaded.facade.destroy();
  });

  it('disconnecting Solana keeps EVM connected and active, also after a reload; no namespace ends both', async () => {
    const { facade, storage, page } = twoFamilySite();
    await facade.ready;
    await facade.connect('dev.walletport.demo', 'eip155');
    await facade.connect(SOLANA_ID, 'solana');
    await facade.disconnect('solana');
    expect(facade.stores.accounts.getSnapshot().solana?.status ?? 'disconnected').toBe('disconnected');
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected' });
    expect(facade.stores.connection.getSnapshot().status).toBe('connected');
    expect(facade.state.getSnapshot().activeChain).toBe('eip155');
    // The modal stays on the account still connected rather than offering to connect again.
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    facade.destroy();

    const reloaded = twoFamilySite(storage, page);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected' });
    expect(reloaded.facade.stores.accounts.getSnapshot().solana?.status ?? 'disconnected').toBe('disconnected');
    await reloaded.facade.connect(SOLANA_ID, 'solana');
    await reloaded.facade.disconnect();
    expect(reloaded.facade.stores.accounts.getSnapshot()).toMatchObject({ eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } });
    expect(reloaded.facade.stores.connection.getSnapshot().status).toBe('disconnected');
    expect(reloaded.facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    reloaded.facade.destroy();
  });

  it('an account change of the EVM wallet while Solana is active keeps the EVM chain in its CAIP address', async () => {
    const { facade, page } = twoFamilySite();
    await facade.ready;
    await facade.connect('dev.walletport.demo', 'eip155');
    await facade.connect(SOLANA_ID, 'solana');
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    page.wallet.setAccounts([other]);
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ address: other, caipAddress: `${CHAIN_A.caipNetworkId}:${other}` });
    expect(facade.state.getSnapshot().activeChain).toBe('solana');
    facade.destroy();
  });

  it('a Solana connect that fails leaves the connected EVM side as it was', async () => {
    const { facade } = twoFamilySite();
    await facade.ready;
    await facade.connect('dev.walletport.demo', 'eip155');
    expect(await facade.connect('wallet-standard.not-there', 'solana')).toBe(false);
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
    expect(facade.stores.connection.getSnapshot().status).toBe('connected');
    facade.destroy();
  });
});
