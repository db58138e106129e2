import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { CheckedAppKitOptions } from '../../application/options.ts';
import type { AccountsState, NetworkState } from '../../application/stores/state.ts';
import type { ThemeMode } from '../../domain/options/options.ts';

/**
 * What the page shows before the core has loaded, and what a server render shows: derived from
 * the options alone, so the server's HTML and the client's hydrating render are the same whatever
 * the visitor's stored session holds (that arrives with the core, after hydration).
 */
export interface InitialSnapshots {
  readonly state: PublicState;
  readonly account: AccountSnapshot;
  readonly network: NetworkState;
  readonly accounts: AccountsState;
  readonly themeMode: ThemeMode;
}

const DISCONNECTED: AccountSnapshot = Object.freeze({
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  allAccounts: [],
  walletInfo: undefined,
  embeddedWalletInfo: undefined,
});

export function initialSnapshots(options: CheckedAppKitOptions): InitialSnapshots {
  const networks = options.networks;
  // The core starts on the stored network if there is one, else on this one: the same rule without storage.
  const caipNetwork = options.defaultNetwork ?? networks[0];
  const activeChain = caipNetwork?.chainNamespace;
  return Object.freeze({
    state: Object.freeze({ open: false, loading: false, selectedNetworkId: caipNetwork?.caipNetworkId, activeChain, initialized: false }),
    account: DISCONNECTED,
    network: Object.freeze({ activeChain, caipNetwork, switching: false, error: undefined }),
    accounts: Object.freeze({}),
    themeMode: options.themeMode === 'light' ? 'light' : 'dark',
  });
}
