import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { AppKit, AppKitOpenOptions } from '../core/app-kit-instance.ts';
import { getDefaultAppKit } from '../core/default-instance.ts';
import type { StateReader } from '../../application/stores/state-observable.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { ProviderType } from '../../application/host-commands/index.ts';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import { fetchNativeBalance, type FetchBalanceResult } from '../core/fetch-balance.ts';
import type { WalletInfo } from '../../application/stores/state.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { FlowName } from '../../application/flows/registry.ts';
import type { LateFlow } from '../core/late-flows.ts';

/**
 * The one way into React: the instance's context, `useStore`, and AppKit's hooks over them, which the
 * modal's views use as integrators do.
 *
 * The context holds the instance. The public hooks read it (falling back to the default
 * instance), and the modal's views reach the loaded core and the words through it; the modal
 * provides it where it mounts, its own React root included.
 */
export const AppKitContext = createContext<AppKit | undefined>(undefined);

/** Optional: scopes hooks to one instance (two modals on one page, or tests). */
export function AppKitProvider({ instance, children }: { readonly instance: AppKit; readonly children?: ReactNode }) {
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>;
}

/** The instance hooks read: the nearest provider's, else the one createAppKit made. */
export function useAppKitInstance(): AppKit {
  return useContext(AppKitContext) ?? getDefaultAppKit();
}

type Readable<T> = StateReader<T> & { getServerSnapshot?(): T };

const identity = <T,>(value: T): T => value;

/**
 * The one way React reads state, from the hooks and from the modal's views alike: any source (a
 * store, a derived view, a source that waits for the core), narrowed by `selector`. The component
 * renders again only when the selected value changes (compared with Object.is).
 */
export function useStore<T>(source: Readable<T>): T;
export function useStore<T, Selected>(source: Readable<T>, selector: (value: T) => Selected): Selected;
export function useStore<T, Selected>(source: Readable<T>, selector: (value: T) => Selected = identity as (value: T) => Selected): Selected {
  // The last snapshot and what was selected from it, so an unchanged snapshot selects nothing anew.
  const memo = useRef<{ snapshot: T; selected: Selected } | undefined>(undefined);
  const select = (snapshot: T): Selected => {
    const previous = memo.current;
    if (previous && Object.is(previous.snapshot, snapshot)) return previous.selected;
    const selected = selector(snapshot);
    if (previous && Object.is(previous.selected, selected)) {
      memo.current = { snapshot, selected: previous.selected };
      return previous.selected;
    }
    memo.current = { snapshot, selected };
    return selected;
  };
  const subscribe = useCallback((notify: () => void) => source.subscribe(() => notify()), [source]);
  const getSnapshot = (): Selected => select(source.getSnapshot());
  const getServerSnapshot = (): Selected => selector((source.getServerSnapshot ?? source.getSnapshot)());
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** AppKit's useAppKit: opens and closes the modal. */
export function useAppKit(): {
  /** Opens the modal (on `options.view` when given); settles once it is open. */
  open: (options?: AppKitOpenOptions) => Promise<void>;
  /** Closes the modal. */
  close: () => Promise<void>;
} {
  const kit = useAppKitInstance();
  return useMemo(() => ({ open: kit.open, close: kit.close }), [kit]);
}

/** AppKit's useAppKitState: whether the modal is open or loading, the selected network and the active chain family; re-renders on change. */
export function useAppKitState(): PublicState {
  return useStore(useAppKitInstance().link.state);
}

/** What `useAppKitAccount` returns, as AppKit's hook does. */
export interface UseAppKitAccountResult {
  /** The connected account's address in its family's format (0x… on eip155, base58 on Solana); undefined until connected. */
  readonly address: string | undefined;
  /** The account as CAIP-10 (`eip155:1:0x…`); undefined until connected. */
  readonly caipAddress: AccountSnapshot['caipAddress'];
  /** True when `status` is `connected`. */
  readonly isConnected: boolean;
  /** Where the connection is: `connecting` also while a saved session is restored at load. */
  readonly status: AccountSnapshot['status'];
  /** Every account the wallet shares in this family, with its type; empty until connected. */
  readonly allAccounts: AccountSnapshot['allAccounts'];
  /** Who signed in to the embedded wallet and with which account type; undefined for other wallets. */
  readonly embeddedWalletInfo: AccountSnapshot['embeddedWalletInfo'];
}

function useAccountSnapshot(namespace?: ChainNamespace): AccountSnapshot {
  return useStore(useAppKitInstance().link.account(namespace));
}

/** AppKit's useAppKitAccount: the account of the active chain family, or of `options.namespace`; re-renders on change. */
export function useAppKitAccount(
  options: {
    /** The chain family whose account to read; the active one when absent. */
    readonly namespace?: ChainNamespace;
  } = {},
): UseAppKitAccountResult {
  const account = useAccountSnapshot(options.namespace);
  return useMemo(
    () => ({
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.isConnected,
      status: account.status,
      allAccounts: account.allAccounts,
      embeddedWalletInfo: account.embeddedWalletInfo,
    }),
    [account],
  );
}

/** What `useAppKitNetwork` returns, as AppKit's hook does. */
export interface UseAppKitNetworkResult {
  /** The selected network; undefined before one is selected. */
  readonly caipNetwork: CaipNetwork | undefined;
  /** The selected network's CAIP-2 id (`eip155:1`); undefined before one is selected. */
  readonly caipNetworkId: CaipNetwork['caipNetworkId'] | undefined;
  /** The selected network's `id`: a number on eip155 (`1`), the CAIP-2 reference elsewhere; undefined before one is selected. */
  readonly chainId: number | string | undefined;
  /** A configured network, its CAIP id, or a viem chain with the id of a configured eip155 network. */
  readonly switchNetwork: AppKit['switchNetwork'];
}

/** The active network without the switch (AppKit's useAppKitNetworkCore). */
export function useAppKitNetworkCore(): Omit<UseAppKitNetworkResult, 'switchNetwork'> {
  const caipNetwork = useStore(useAppKitInstance().link.network, (network) => network.caipNetwork);
  return useMemo(() => ({ caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }), [caipNetwork]);
}

/** AppKit's useAppKitNetwork: the selected network and the function that switches it; re-renders on change. */
export function useAppKitNetwork(): UseAppKitNetworkResult {
  const kit = useAppKitInstance();
  const core = useAppKitNetworkCore();
  return useMemo(() => ({ ...core, switchNetwork: kit.switchNetwork }), [core, kit]);
}

/** The connected wallet's provider of `namespace` (an EIP-1193 provider for eip155) and how it was connected. */
export function useAppKitProvider<Provider = WalletProvider>(
  namespace: ChainNamespace,
): {
  /** The wallet's provider (EIP-1193 on eip155, the Wallet Standard wallet on Solana); undefined when not connected. */
  walletProvider: Provider | undefined;
  /** How the wallet was connected (`ANNOUNCED`, `WALLET_CONNECT`, `AUTH`); undefined when not connected. */
  walletProviderType: ProviderType | undefined;
} {
  const kit = useAppKitInstance();
  const walletProvider = useStore(kit.link.providers, (providers) => providers.providers[namespace]);
  const walletProviderType = useStore(kit.link.providers, (providers) => providers.providerIds[namespace]);
  return useMemo(() => ({ walletProvider: walletProvider as Provider | undefined, walletProviderType }), [walletProvider, walletProviderType]);
}

/** AppKit's useAppKitBalance: `fetchBalance()` reads the native balance of the account in view afresh. */
export function useAppKitBalance(): {
  /** Reads the native balance afresh; never rejects, a failure is in the result. */
  fetchBalance: () => Promise<FetchBalanceResult>;
} {
  const kit = useAppKitInstance();
  return useMemo(() => ({ fetchBalance: () => fetchNativeBalance(kit) }), [kit]);
}

/** AppKit's useDisconnect. */
export function useDisconnect(): {
  /** Disconnects the wallet of `options.namespace`, or of every chain family when absent. */
  disconnect: (options?: {
    /** The chain family to disconnect. */
    readonly namespace?: ChainNamespace;
  }) => Promise<void>;
} {
  const kit = useAppKitInstance();
  return useMemo(() => ({ disconnect: (options = {}) => kit.disconnect(options.namespace) }), [kit]);
}

/** AppKit's useWalletInfo: the connected wallet's name and icon; re-renders on change. */
export function useWalletInfo(): {
  /** The connected wallet's name, icon and rdns; undefined until connected. */
  walletInfo: WalletInfo | undefined;
} {
  const account = useAccountSnapshot();
  return useMemo(() => ({ walletInfo: account.walletInfo }), [account.walletInfo]);
}

const NO_THEME_VARIABLES: ThemeVariables = Object.freeze({});

/** Theme mode and variables with their setters (variables merge over the current ones). */
export function useAppKitTheme(): {
  /** The colour scheme in use. */
  themeMode: ThemeMode;
  /** The theme variables in use; empty until any are set. */
  themeVariables: ThemeVariables;
  /** Switches the colour scheme. */
  setThemeMode: (mode: ThemeMode) => void;
  /** Sets theme variables, merged over the current ones. */
  setThemeVariables: (variables: ThemeVariables) => void;
} {
  const kit = useAppKitInstance();
  const themeMode = useStore(kit.link.modal, (modal) => modal?.themeMode ?? kit.link.initial.themeMode);
  const themeVariables = useStore(kit.link.modal, (modal) => modal?.themeVariables ?? NO_THEME_VARIABLES);
  return useMemo(
    () => ({ themeMode, themeVariables, setThemeMode: kit.setThemeMode, setThemeVariables: kit.setThemeVariables }),
    [themeMode, themeVariables, kit],
  );
}

/** The latest event of the public stream (AppKit's useAppKitEvents): MODAL_CREATED until another happens. */
export function useAppKitEvents(): ModalEvent {
  return useStore(useAppKitInstance().link.lastEvent);
}

/**
 * One of the modal's flows (send, names, siwx, balances, activity, accountType): its state, undefined
 * until the core has loaded, and its commands, e.g. `useFlow('send').commands.send({ token, amount, to })`.
 */
export function useFlow<Name extends FlowName>(
  name: Name,
): {
  /** The flow's state; undefined until the core has loaded. Re-renders on change. */
  readonly state: ReturnType<LateFlow<Name>['state']['getSnapshot']>;
  /** The flow's commands; each waits for the core, so each returns a promise. */
  readonly commands: LateFlow<Name>['commands'];
} {
  const flow = useAppKitInstance().flows[name];
  const state = useStore(flow.state);
  return useMemo(() => ({ state, commands: flow.commands }), [state, flow]);
}
