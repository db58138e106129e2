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
  /** True while the modal is open. */
  readonly open: boolean;
  /** True while the modal waits on something it shows a spinner for. */
  readonly loading: boolean;
  /** The selected network's CAIP-2 id (`eip155:1`); undefined before one is selected. */
  readonly selectedNetworkId: string | undefined;
  /** The chain family of the active connection or selected network; undefined before either. */
  readonly activeChain: ChainNamespace | undefined;
  /** True once createAppKit has restored the saved session and the instance is ready. */
  readonly initialized: boolean;
}

/** `getAccount()` of the public API. */
export interface AccountSnapshot {
  /** The connected account's address in its family's format (0x… on eip155, base58 on Solana); undefined until connected. */
  readonly address: string | undefined;
  /** The account as CAIP-10, `namespace:reference:address` (`eip155:1:0x…`); undefined until connected. */
  readonly caipAddress: CaipAddress | undefined;
  /** True when `status` is `connected`. */
  readonly isConnected: boolean;
  /** Where the connection is: `connecting` also while a saved session is restored at load. */
  readonly status: ConnectionStatus;
  /** Every account the wallet shares in this family (the connected one first), with its type; empty until connected. */
  readonly allAccounts: readonly AccountEntry[];
  /** The connected wallet's name and icon; undefined until connected. */
  readonly walletInfo: WalletInfo | undefined;
  /** AppKit's field: set while the embedded wallet (the AUTH connector) holds the account, else undefined. */
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined;
}

/** AppKit's `embeddedWalletInfo`: who signed in to the embedded wallet and with which account type. */
export interface EmbeddedWalletInfo {
  /** Who signed in, as far as the login says; undefined when it says nothing. */
  readonly user:
    | {
        /** The e-mail address signed in with. */
        readonly email?: string;
        /** The social account's username (e.g. the X handle). */
        readonly username?: string;
      }
    | undefined;
  /** How the visitor signed in: `email`, or the social provider's name (`google`, `x`, …). */
  readonly authProvider: string;
  /** The embedded account's type; undefined until the secure frame reports it. */
  readonly accountType: 'eoa' | 'smartAccount' | undefined;
  /** True for a smart account (one that answers is taken as deployed); false for an EOA. */
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
