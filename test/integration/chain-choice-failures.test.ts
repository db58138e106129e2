import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ChainAdapterDescriptor, WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B, createHarness, createPage, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { SOLANA, scriptedAdapter } from '../fakes/scripted-chains.ts';

/** The Solana side of the Demo Wallet, as the Wallet Standard discovery lists it (same name, its own id). */
function demoWalletOnSolana(): WalletDiscoveryPort {
  const provider: WalletProvider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
  const wallet: AnnouncedWallet = {
    info: { uuid: 'wallet-standard:demo-wallet', name: 'Demo Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'wallet-standard.demo-wallet' },
    provider,
    namespace: 'solana',
  };
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  return { wallets$: wallets.asObservable(), requestAnnouncements: () => wallets.next([wallet]), stop: () => undefined };
}

/** Which family's wallet refuses to switch, from the moment the test says so. */
interface SwitchRefusal {
  family: ChainNamespace | undefined;
}

/** The family's adapter, whose network switch fails while `refusal` names its family. */
function refusingSwitch(descriptor: ChainAdapterDescriptor, refusal: SwitchRefusal): ChainAdapterDescriptor {
  return {
    ...descriptor,
    load: async () => {
      const adapter = await descriptor.load();
      return {
        ...adapter,
        switchNetwork: (provider, network) =>
          refusal.family === descriptor.namespace ? Promise.reject(new Error('The wallet is busy')) : adapter.switchNetwork(provider, network),
      };
    },
  };
}

/** A site on EVM and Solana with the Demo Wallet on both; pass the storage and page of an earlier one to play a reload. */
function twoFamilySite(refusal: SwitchRefusal, storage = createMemoryStorage(), page = createPage()) {
  const harness = createHarness({
    page,
    storage,
    options: {
      networks: [CHAIN_A, CHAIN_B, SOLANA],
      adapters: [
        refusingSwitch(evmAdapterWithBalances({}), refusal),
        refusingSwitch(scriptedAdapter('solana', SOLANA, { balance: 3n * 10n ** 9n }), refusal),
      ],
      ports: { walletDiscovery: [createEip6963Discovery(page.target), demoWalletOnSolana()] },
    },
  });
  return { ...harness, storage, page };
}

describe('choosing all of a wallet\'s families when the switch to the first fails', () => {
  it('reports the failure, leaves the last family connected in use as the state says, and closes the modal on both connected', async () => {
    const refusal: SwitchRefusal = { family: undefined };
    const { facade, reports, storage, page } = twoFamilySite(refusal);
    await facade.ready;
    const merged = facade.stores.connectors.getSnapshot().connectors[0];
    const [first, last] = (merged?.connectors ?? []).map((member) => member.chain);
    if (!first || !last) throw new Error('the Demo Wallet is not offered on two families');
    await facade.open();
    refusal.family = first;

    expect(await facade.chainChoice.connect(merged?.id ?? '', 'all')).toBe(true);
    await settle();

    expect(facade.stores.accounts.getSnapshot()).toMatchObject({ [first]: { status: 'connected' }, [last]: { status: 'connected' } });
    expect(reports).toContainEqual({ error: expect.objectContaining({ code: 'CHAIN_NOT_SUPPORTED' }), context: 'switching to the first family connected failed' });
    // The family in use is the one the network state names, with the switch's failure beside it.
    const network = facade.stores.network.getSnapshot();
    expect(network).toMatchObject({ activeChain: last, switching: false, error: { code: 'CHAIN_NOT_SUPPORTED' } });
    expect(network.caipNetwork?.chainNamespace).toBe(last);
    expect(facade.state.getSnapshot().activeChain).toBe(last);
    expect(facade.stores.connection.getSnapshot().status).toBe('connected');
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    facade.destroy();

    // What was stored agrees: a reload restores both, the same family in use.
    const reloaded = twoFamilySite({ family: undefined }, storage, page);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot()).toMatchObject({ [first]: { status: 'connected' }, [last]: { status: 'connected' } });
    expect(reloaded.facade.state.getSnapshot().activeChain).toBe(last);
    reloaded.facade.destroy();
  });
});
