import type { CaipAddress, ChainNamespace } from '../domain/caip/caip.ts';
import type { ConnectionStatus } from '../domain/connection/connection-status.ts';
import type { AccountEntry, NamespaceAccount, WalletInfo } from './stores/state.ts';
import { EMPTY_ACCOUNT } from './stores/state.ts';
import type { AccountStore, ModalStore, NetworkStore } from './stores/stores.ts';

/** `getState()` of the public API (AppKit's PublicStateController shape). */
export interface PublicState {
  readonly open: boolean;
  readonly loading: boolean;
  readonly selectedNetworkId: string | undefined;
  readonly activeChain: ChainNamespace | undefined;
  readonly initialized: boolean;
}

/** `getAccount()` of the public API. */
export interface AccountSnapshot {
  readonly address: string | undefined;
  readonly caipAddress: CaipAddress | undefined;
  readonly isConnected: boolean;
  readonly status: ConnectionStatus;
  readonly allAccounts: readonly AccountEntry[];
  readonly walletInfo: WalletInfo | undefined;
}

type Listener<T> = (value: T) => void;

/** The previous object when no field changed: useSyncExternalStore needs stable snapshots. */
function keepIfSame<T extends object>(previous: T | undefined, next: T): T {
  if (previous && (Object.keys(next) as (keyof T)[]).every((key) => previous[key] === next[key])) return previous;
  return next;
}

/** The public state and account views over the stores, stable until something they show changes. */
export class PublicSnapshots {
  private state: PublicState | undefined;
  private readonly accounts = new Map<string, AccountSnapshot>();

  constructor(
    private readonly modalStore: ModalStore,
    private readonly accountStore: AccountStore,
    private readonly networkStore: NetworkStore,
  ) {}

  getState = (): PublicState => {
    const modal = this.modalStore.getSnapshot();
    const network = this.networkStore.getSnapshot();
    this.state = keepIfSame(this.state, {
      open: modal.open,
      loading: modal.loading,
      selectedNetworkId: network.caipNetwork?.caipNetworkId,
      activeChain: network.activeChain,
      initialized: modal.initialized,
    });
    return this.state;
  };

  subscribeState = (listener: Listener<PublicState>): (() => void) => {
    const notify = (): void => listener(this.getState());
    const stops = [this.modalStore.subscribe(notify), this.networkStore.subscribe(notify)];
    return () => stops.forEach((stop) => stop());
  };

  getAccount = (namespace?: ChainNamespace): AccountSnapshot => {
    const chain = namespace ?? this.networkStore.getSnapshot().activeChain;
    const account: NamespaceAccount = (chain && this.accountStore.getSnapshot()[chain]) || EMPTY_ACCOUNT;
    const key = chain ?? '';
    const next = keepIfSame(this.accounts.get(key), {
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.status === 'connected',
      status: account.status,
      allAccounts: account.allAccounts,
      walletInfo: account.walletInfo,
    });
    this.accounts.set(key, next);
    return next;
  };

  subscribeAccount = (listener: Listener<AccountSnapshot>, namespace?: ChainNamespace): (() => void) => {
    const notify = (): void => listener(this.getAccount(namespace));
    const stops = [this.accountStore.subscribe(notify), this.networkStore.subscribe(notify)];
    return () => stops.forEach((stop) => stop());
  };
}
