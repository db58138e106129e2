import type { CaipAddress, ChainNamespace } from '../domain/caip/caip.ts';
import type { ConnectionStatus } from '../domain/connection/connection-status.ts';
import { connectionKindOf } from '../domain/connectors/connector-ids.ts';
import type { AccountEntry, NamespaceAccount, WalletInfo } from './stores/state.ts';
import { EMPTY_ACCOUNT } from './stores/state.ts';
import type { AccountStore, ModalStore, NetworkStore } from './stores/stores.ts';
import { derivedState, type StateObservable } from './stores/state-observable.ts';
import type { ConnectedSocial } from '../domain/connectors/social-login.ts';

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
  /** AppKit's field: set while the embedded wallet (the AUTH connector) holds the account, else undefined. */
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined;
}

/** AppKit's `embeddedWalletInfo`: who signed in to the embedded wallet and with which account type. */
export interface EmbeddedWalletInfo {
  readonly user: { readonly email?: string; readonly username?: string } | undefined;
  readonly authProvider: string;
  readonly accountType: 'eoa' | 'smartAccount' | undefined;
  readonly isSmartAccountDeployed: boolean;
}

// One object per account type, so a snapshot keeps its identity while nothing changed. The secure
// frame reports no deployment flag: a smart account that answers is taken as deployed.
const EMBEDDED_INFO = {
  eoa: Object.freeze({ user: undefined, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false }),
  smartAccount: Object.freeze({ user: undefined, authProvider: 'email', accountType: 'smartAccount', isSmartAccountDeployed: true }),
  unknown: Object.freeze({ user: undefined, authProvider: 'email', accountType: undefined, isSmartAccountDeployed: false }),
} as const satisfies Record<string, EmbeddedWalletInfo>;

function embeddedWalletInfo(account: NamespaceAccount, email: string | undefined, social: ConnectedSocial | undefined): EmbeddedWalletInfo | undefined {
  if (account.status !== 'connected' || connectionKindOf(account.connectorId) !== 'AUTH') return undefined;
  const type = account.allAccounts[0]?.type;
  const info = type === 'eoa' || type === 'smartAccount' ? EMBEDDED_INFO[type] : EMBEDDED_INFO.unknown;
  if (social) {
    // A social sign-in names its provider; the username is the user AppKit reports for it.
    const user = { ...(email === undefined ? {} : { email }), ...(social.username === undefined ? {} : { username: social.username }) };
    return { ...info, authProvider: social.provider, user };
  }
  return email === undefined ? info : { ...info, user: { email } };
}

/** The previous info when it says the same, so the account snapshot keeps its identity. */
function sameInfo(previous: EmbeddedWalletInfo | undefined, next: EmbeddedWalletInfo | undefined): EmbeddedWalletInfo | undefined {
  if (previous === undefined || next === undefined) return next;
  const same = previous.accountType === next.accountType && previous.user?.email === next.user?.email && previous.isSmartAccountDeployed === next.isSmartAccountDeployed
    && previous.authProvider === next.authProvider && previous.user?.username === next.user?.username;
  return same ? previous : next;
}

/** The public state and per-namespace account views over the stores. */
export class PublicSnapshots {
  readonly state: StateObservable<PublicState>;
  private readonly accounts = new Map<string, StateObservable<AccountSnapshot>>();

  constructor(
    modalStore: ModalStore,
    private readonly accountStore: AccountStore,
    private readonly networkStore: NetworkStore,
    /** Who signed in to the embedded wallet (its e-mail, or social provider and username, fill `embeddedWalletInfo`). */
    private readonly embeddedUser: StateObservable<{ readonly user: { readonly email?: string | null } | undefined; readonly social?: ConnectedSocial | undefined }>,
  ) {
    this.state = derivedState([modalStore, networkStore], () => {
      const modal = modalStore.getSnapshot();
      const network = networkStore.getSnapshot();
      return {
        open: modal.open,
        loading: modal.loading,
        selectedNetworkId: network.caipNetwork?.caipNetworkId,
        activeChain: network.activeChain,
        initialized: modal.initialized,
      };
    });
  }

  /** The account of `namespace`, or of the active namespace when none is named (it follows switches). */
  account(namespace?: ChainNamespace): StateObservable<AccountSnapshot> {
    const key = namespace ?? '';
    let source = this.accounts.get(key);
    if (!source) {
      let lastInfo: EmbeddedWalletInfo | undefined;
      source = derivedState([this.accountStore, this.networkStore, this.embeddedUser], () => {
        const chain = namespace ?? this.networkStore.getSnapshot().activeChain;
        const account: NamespaceAccount = (chain && this.accountStore.getSnapshot()[chain]) || EMPTY_ACCOUNT;
        return {
          address: account.address,
          caipAddress: account.caipAddress,
          isConnected: account.status === 'connected',
          status: account.status,
          allAccounts: account.allAccounts,
          walletInfo: account.walletInfo,
          embeddedWalletInfo: (lastInfo = sameInfo(lastInfo, embeddedWalletInfo(account, this.embeddedUser.getSnapshot().user?.email ?? undefined, this.embeddedUser.getSnapshot().social))),
        };
      });
      this.accounts.set(key, source);
    }
    return source;
  }
}
