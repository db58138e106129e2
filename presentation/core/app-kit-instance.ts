import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/services/modal.service.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import type { CoreLink } from './core-link.ts';
import type { SiwxState } from '../../application/stores/siwx.store.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { SendFlowState } from '../../application/stores/send.store.ts';
import type { NamesState } from '../../application/stores/names.store.ts';
import type { Identity } from '../../application/services/name-lookup.service.ts';
import type { PreferredAccountType } from '../../domain/account/account-types.ts';
import type { TokenBalancesState } from '../../application/stores/balances.store.ts';
import type { ActivityState } from '../../application/stores/activity.store.ts';
import type { AccountTypeState } from '../../application/stores/account-type.store.ts';

/** What `sendToken` sends: a token of the account (no address for the native one), an amount, a receiver. */
export interface SendInput {
  readonly token: TokenBalance;
  readonly amount: number;
  readonly receiverAddress: string;
}

/** What `createAppKit` returns: the AppKit instance API, framework-free. */
export interface AppKit {
  /** Settles when the core has loaded and initialisation and session restore are done. */
  readonly ready: Promise<void>;
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  getState(): PublicState;
  subscribeState(listener: (state: PublicState) => void): () => void;
  getAccount(namespace?: ChainNamespace): AccountSnapshot;
  subscribeAccount(listener: (account: AccountSnapshot) => void, namespace?: ChainNamespace): () => void;
  getCaipNetwork(): CaipNetwork | undefined;
  switchNetwork(network: CaipNetwork | string): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** SIWX (spec §4): sign the sign-in message / cancel it (disconnects when sign-in is required). */
  requestSiwxSignature(): Promise<void>;
  cancelSiwx(): Promise<void>;
  /** Undefined until the core has loaded. */
  getSiwxState(): SiwxState | undefined;
  /** Spec §4 send through the connected wallet (it prompts). False on failure; the reason is in `getSendState().error`. */
  sendToken(input: SendInput): Promise<boolean>;
  getSendState(): SendFlowState | undefined;
  subscribeSend(listener: (state: SendFlowState) => void): () => void;
  /** Name suggestions, fetched once the input has been still for 500 ms, land in `getNamesState()`. */
  searchNames(query: string): void;
  /** Registers a name through the embedded wallet; false on failure ('Error registering name {name}' in state). */
  registerName(name: string): Promise<boolean>;
  getNamesState(): NamesState | undefined;
  subscribeNames(listener: (state: NamesState) => void): () => void;
  /** Name and avatar of an address on EVM mainnets (cached 5 minutes). */
  fetchIdentity(address: string): Promise<Identity | undefined>;
  /**
   * Native and token balances of the connected account (spec §4): cache-first (30 s); `force` reads afresh.
   * Never rejects: a failure shows 'Token Balance Unavailable' and gates the next fetch for 30 s.
   */
  fetchBalances(options?: { readonly force?: boolean }): Promise<void>;
  getTokenBalancesState(): TokenBalancesState | undefined;
  subscribeTokenBalances(listener: (state: TokenBalancesState) => void): () => void;
  /** Activity of the account on the network in view (first page), then the next page by cursor. */
  loadActivity(): Promise<void>;
  loadMoreActivity(): Promise<void>;
  getActivityState(): ActivityState | undefined;
  subscribeActivity(listener: (state: ActivityState) => void): () => void;
  /** Embedded wallet only; resolves with the type in effect (eoa when the wallet refused the switch). */
  setPreferredAccountType(type: PreferredAccountType, namespace?: ChainNamespace): Promise<PreferredAccountType>;
  getAccountTypeState(): AccountTypeState | undefined;
  subscribeAccountType(listener: (state: AccountTypeState) => void): () => void;
  /** The spec §7 events as they happen (MODAL_OPEN, CONNECT_SUCCESS, ...). */
  subscribeEvents(listener: (event: ModalEvent) => void): () => void;
  setThemeMode(mode: ThemeMode): void;
  /** Merged over the current variables and synced to the embedded wallet. */
  setThemeVariables(variables: ThemeVariables): void;
  getThemeMode(): ThemeMode;
  /** Removes the modal from the page and stops listening to wallets. */
  destroy(): void;
  /** @internal how the bundled hooks and views reach the lazily loaded core. */
  readonly link: CoreLink;
}
