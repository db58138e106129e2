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

export interface ModalState {
  readonly open: boolean;
  readonly loading: boolean;
  readonly initialized: boolean;
  readonly router: RouterState;
  readonly themeMode: ThemeMode;
  /** A configuration alert (e.g. 'Project ID Not Configured'), shown instead of crashing. */
  readonly alert: CatalogueEntry | undefined;
  /** True for 500 ms when a close was refused (the modal shakes). */
  readonly shake: boolean;
  /** `open({ namespace })` shows only that namespace's connectors. */
  readonly filterNamespace: ChainNamespace | undefined;
  readonly themeVariables: ThemeVariables;
  /** The Farcaster login URL while ConnectingFarcaster shows it (cleared when leaving without an address). */
  readonly farcasterUrl: string | undefined;
}

export interface WalletInfo {
  readonly name: string;
  readonly icon: string | undefined;
  readonly rdns: string | undefined;
}

export type { AccountEntry };

export interface NamespaceAccount {
  readonly status: ConnectionStatus;
  readonly address: string | undefined;
  readonly caipAddress: CaipAddress | undefined;
  readonly allAccounts: readonly AccountEntry[];
  readonly connectorId: string | undefined;
  readonly walletInfo: WalletInfo | undefined;
  /** Base units of the native currency on the active network; undefined until read. */
  readonly balance: bigint | undefined;
  readonly balanceDecimals: number | undefined;
  readonly balanceSymbol: string | undefined;
  /** The last connection error (its catalogue code, category and text). */
  readonly error: WalletportError | undefined;
}

export type AccountsState = Readonly<Partial<Record<ChainNamespace, NamespaceAccount>>>;

export interface NetworkState {
  readonly activeChain: ChainNamespace | undefined;
  readonly caipNetwork: CaipNetwork | undefined;
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
