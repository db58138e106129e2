import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { CHAIN_A, createHarness, createPage } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { POLKADOT, SOLANA, scriptedAdapter } from '../fakes/scripted-chains.ts';

/** The Demo Wallet's sides on Solana and Polkadot (same name, each its own id), beside its EIP-6963 one. */
function demoWalletOn(namespaces: readonly ChainNamespace[]): WalletDiscoveryPort {
  const provider: WalletProvider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const announced = namespaces.map((namespace): AnnouncedWallet => ({
    info: { uuid: `demo-${namespace}`, name: 'Demo Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: `test.demo-wallet.${namespace}` },
    provider,
    namespace,
  }));
  return { wallets$: wallets.asObservable(), requestAnnouncements: () => wallets.next(announced), stop: () => undefined };
}

/** A site configured for `families` only, in a browser whose Demo Wallet serves EVM, Solana and Polkadot. */
async function siteOf(families: readonly ('eip155' | 'solana' | 'polkadot')[]) {
  const page = createPage();
  const harness = createHarness({
    page,
    options: {
      networks: [...(families.includes('eip155') ? [CHAIN_A] : []), ...(families.includes('solana') ? [SOLANA] : []), ...(families.includes('polkadot') ? [POLKADOT] : [])],
      adapters: [
        ...(families.includes('eip155') ? [evmAdapterWithBalances({})] : []),
        ...(families.includes('solana') ? [scriptedAdapter('solana', SOLANA, {})] : []),
        ...(families.includes('polkadot') ? [scriptedAdapter('polkadot', POLKADOT, {})] : []),
      ],
      ports: { walletDiscovery: [createEip6963Discovery(page.target), demoWalletOn(['solana', 'polkadot'])] },
    },
  });
  await harness.facade.ready;
  return harness;
}

const listedFamilies = (facade: Awaited<ReturnType<typeof siteOf>>['facade']) =>
  facade.stores.connectors.getSnapshot().connectors.map((connector) => ({ type: connector.type, families: (connector.connectors ?? [connector]).map((member) => member.chain) }));

describe("a wallet is offered on the site's families only", () => {
  it('on a Solana-only site the multi-family Demo Wallet is a plain Solana wallet: no family choice, and it connects on Solana', async () => {
    const { facade } = await siteOf(['solana']);
    expect(listedFamilies(facade)).toEqual([{ type: 'ANNOUNCED', families: ['solana'] }]);
    const [only] = facade.stores.connectors.getSnapshot().connectors;
    expect(await facade.connect(only?.id ?? '')).toBe(true);
    expect(facade.stores.accounts.getSnapshot().solana?.status).toBe('connected');
    expect(facade.stores.accounts.getSnapshot().eip155?.error).toBeUndefined();
    facade.destroy();
  });

  it("on an EVM and Polkadot site its choice lists those two and all of them, never Solana", async () => {
    const { facade } = await siteOf(['eip155', 'polkadot']);
    expect(listedFamilies(facade)).toEqual([{ type: 'MULTI_CHAIN', families: ['eip155', 'polkadot'] }]);
    const merged = facade.stores.connectors.getSnapshot().connectors[0];
    expect(await facade.chainChoice.connect(merged?.id ?? '', 'all')).toBe(true);
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({ eip155: { status: 'connected' }, polkadot: { status: 'connected' } });
    expect(facade.stores.accounts.getSnapshot().solana?.status ?? 'disconnected').toBe('disconnected');
    facade.destroy();
  });
});
