import type { CaipAddress, ChainNamespace } from '../../domain/caip/caip.ts';
import type { AccountEntry } from '../../domain/account/account-types.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import type { ChainChoice } from '../../domain/connectors/chain-family.ts';
import type { ConnectionStatus } from '../../domain/connection/connection-status.ts';
import type { CatalogueEntry } from '../../domain/errors/catalogue.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import type { RouterState } from '../../domain/routing/router.ts';
import { initialRouterState } from '../../domain/routing/router.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** The modal's state: whether it is open, which view it shows, its theme and any configuration alert. */
export interface ModalState {
  /** True while the modal is open. */
  readonly open: boolean;
  /** True while the modal waits on something it shows a spinner for. */
  readonly loading: boolean;
  /** True once createAppKit has restored the saved session. */
  readonly initialized: boolean;
  /** The view shown and the views behind it (what Back returns to). */
  readonly router: RouterState;
  /** The colour scheme in use: the `themeMode` option until `setThemeMode` changes it. */
  readonly themeMode: ThemeMode;
  /** A configuration alert (e.g. 'Project ID Not Configured'), shown instead of crashing. */
  readonly alert: CatalogueEntry | undefined;
  /** True for 500 ms when a close was refused (the modal shakes). */
  readonly shake: boolean;
  /** `open({ namespace })` shows only that namespace's connectors. */
  readonly filterNamespace: ChainNamespace | undefined;
  /** The theme variables in use: the `themeVariables` option, merged with `setThemeVariables`. */
  readonly themeVariables: ThemeVariables;
  /** The Farcaster login URL while ConnectingFarcaster shows it (cleared when leaving without an address). */
  readonly farcasterUrl: string | undefined;
}

/** The connected wallet as the modal shows it (AppKit's `walletInfo`). */
export interface WalletInfo {
  /** The wallet's name, e.g. `MetaMask`. */
  readonly name: string;
  /** The wallet's icon, a URL or a data: URI; undefined when it has none. */
  readonly icon: string | undefined;
  /** The wallet's reverse-DNS id from EIP-6963 (`io.metamask`); undefined for wallets not announced that way. */
  readonly rdns: string | undefined;
}

export type { AccountEntry };

/** One chain family's connection: its account, wallet, balance and last error. */
export interface NamespaceAccount {
  /** Where this family's connection is. */
  readonly status: ConnectionStatus;
  /** The account's address in the family's format; undefined until connected. */
  readonly address: string | undefined;
  /** The account as CAIP-10 (`eip155:1:0x…`); undefined until connected. */
  readonly caipAddress: CaipAddress | undefined;
  /** Every account the wallet shares in this family, with its type; empty until connected. */
  readonly allAccounts: readonly AccountEntry[];
  /** The id of the connector that holds the connection (`walletConnect`, `AUTH`, an EIP-6963 rdns, …); undefined until connected. */
  readonly connectorId: string | undefined;
  /** The connected wallet's name and icon; undefined until connected. */
  readonly walletInfo: WalletInfo | undefined;
  /** Base units of the native currency on the active network; undefined until read. */
  readonly balance: bigint | undefined;
  /** The decimals of `balance` (18 for ETH); undefined until read. */
  readonly balanceDecimals: number | undefined;
  /** The currency symbol of `balance` (`ETH`); undefined until read. */
  readonly balanceSymbol: string | undefined;
  /** The last connection error (its catalogue code, category and text). */
  readonly error: WalletportError | undefined;
}

/** The account of each chain family, by namespace; a family never connected has no entry. */
export type AccountsState = Readonly<Partial<Record<ChainNamespace, NamespaceAccount>>>;

/** The selected network and any switch under way. */
export interface NetworkState {
  /** The chain family of the active connection or selected network; undefined before either. */
  readonly activeChain: ChainNamespace | undefined;
  /** The selected network; undefined before one is selected. */
  readonly caipNetwork: CaipNetwork | undefined;
  /** True while a switch waits on the wallet. */
  readonly switching: boolean;
  /** Why the last switch failed (its catalogue code, category and text). */
  readonly error: WalletportError | undefined;
}

export interface ConnectorsState {
  readonly connectors: readonly ConnectorSummary[];
  /** The chain family the visitor last chose for each merged wallet, by wallet name. */
  readonly chainChoices: Readonly<Record<string, ChainChoice>>;
}

export const EMPTY_ACCOUNT: NamespaceAccount = {
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  connectorId: undefined,
  walletInfo: undefined,
  balance: undefined,
  balanceDecimals: undefined,
  balanceSymbol: undefined,
  error: undefined,
};

export function initialModalState(themeMode: ThemeMode, alert: CatalogueEntry | undefined, themeVariables: ThemeVariables = {}): ModalState {
  return { open: false, loading: false, initialized: false, router: initialRouterState(), themeMode, alert, shake: false, filterNamespace: undefined, themeVariables, farcasterUrl: undefined };
}

export type { SnackbarState } from '../../domain/snackbar/snackbar.ts';
export { CLOSED_SNACKBAR as INITIAL_SNACKBAR } from '../../domain/snackbar/snackbar.ts';
