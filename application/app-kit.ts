import { inject, injectable } from 'inversify';
import type { CaipAddress, ChainNamespace } from '../domain/caip/caip.ts';
import type { ConnectorSummary } from '../domain/connectors/announced-wallet.ts';
import { AUTH_CONNECTOR_ID, connectionKindOf, WALLET_CONNECT_CONNECTOR_ID } from '../domain/connectors/connector-ids.ts';
import type { CaipNetwork } from '../domain/network/network.ts';
import type { ThemeMode } from '../domain/options/options.ts';
import type { RouterAction } from '../domain/routing/router.ts';
import type { ThemeVariables } from '../domain/theme/theme.ts';
import type { AppKitConfig } from './config.ts';
import { CAPABILITIES, type Capabilities } from './capabilities.ts';
import type { AllWalletsService } from './all-wallets/index.ts';
import type { ChainChoiceService } from './connect/index.ts';
import type { HostCommandsService } from './host-commands/index.ts';
import type { WalletConnectService } from './walletconnect/index.ts';
import type { ModalEvent } from './events/app-events.ts';
import { RUNTIME, type AppRuntime } from './runtime/runtime.ts';
import { FLOWS, type Flows } from './flows/registry.ts';
import { guarded } from './flows/guarded.ts';
import { IMAGE_URLS, type ImageUrlsPort } from './ports/image-urls.port.ts';
import type { OpenOptions } from './modal/modal.ts';
import type { SavedSession } from './services/persisted-state.service.ts';
import { derivedState, type StateObservable } from './stores/state-observable.ts';
import { EMPTY_ACCOUNT, type AccountEntry, type NamespaceAccount, type WalletInfo } from './stores/state.ts';
import { ViewStores } from './stores/view-stores.ts';
import { connectGroups, recentWalletsOnOpen, type ConnectGroups } from './connect/index.ts';
import type { ConnectionStatus } from '../domain/connection/connection-status.ts';
import type { AccountStore, ModalStore, NetworkStore } from './stores/stores.ts';
import type { ConnectedSocial } from '../domain/connectors/social-login.ts';

/**
 * The core an instance loads: the flows (state and commands each), the state the views read, and the
 * modal, connection and network commands. No container or observable plumbing is exposed; the
 * public instance API and the hooks are derived from `flows`, `state` and `account`.
 */
@injectable()
export class AppKitFacade {
  readonly ready: Promise<void>;
  /** The public state (AppKit's PublicStateController shape). */
  readonly state: StateObservable<PublicState>;
  /** The Connect view's groups, in the order they show. */
  readonly connectGroups: StateObservable<ConnectGroups>;
  private readonly snapshots: PublicSnapshots;

  readonly config: AppKitConfig;
  /** Messages, loading, features, networks, providers, identity: what the host page may ask besides connecting. */
  readonly host: HostCommandsService;
  readonly allWallets: AllWalletsService;
  /** WalletConnect pairing: `start` and `stop`; its phase and error are `stores.pairing`. */
  readonly walletConnect: WalletConnectService;
  /** A wallet offered on several chain families: connect on the one chosen (or all), remembered per wallet. */
  readonly chainChoice: ChainChoiceService;

  constructor(
    @inject(RUNTIME) private readonly runtime: AppRuntime,
    @inject(CAPABILITIES) private readonly capabilities: Capabilities,
    @inject(FLOWS) readonly flows: Flows,
    @inject(ViewStores.token) readonly stores: ViewStores,
    @inject(IMAGE_URLS) readonly images: ImageUrlsPort,
  ) {
    this.config = runtime.config;
    this.host = capabilities.host;
    this.allWallets = capabilities.allWallets;
    this.walletConnect = capabilities.walletConnect.service;
    this.chainChoice = capabilities.connect.chainChoice;
    const { emailLogin, socialLogin, originCheck } = capabilities;
    const config = this.config;
    this.snapshots = new PublicSnapshots(stores.modal, stores.accounts, stores.network, flows.accountType.state);
    this.state = this.snapshots.state;
    this.connectGroups = connectGroups(stores, config, emailLogin.service.available, () => socialLogin.service.offeredSocials(), {
      recentWallets: recentWalletsOnOpen(stores.modal, () => this.runtime.persisted.readRecentWallets()),
      isMobile: () => this.walletConnect.isMobile(),
    });
    this.ready = this.initialise();
    // Never blocks `ready`: a denied origin raises its alert in the modal store when the answer comes.
    void originCheck.check().catch((error: unknown) => this.runtime.reporter.report(error, 'origin check failed'));
  }

  private async initialise(): Promise<void> {
    try {
      const [saved, ...others] = await this.runtime.persisted.readSessions();
      this.capabilities.network.service.initialise(saved?.caipNetworkId);
      this.capabilities.wallets.connectors.start();
      // The other namespaces first, so that the one the visitor was on ends active.
      const restoreOne = (session: SavedSession): Promise<void> => {
        // A WalletConnect session comes back from the provider's storage, an embedded one from the secure
        // frame, any other from an announced wallet.
        if (session.connectorId === WALLET_CONNECT_CONNECTOR_ID) return this.walletConnect.restore(session);
        if (session.connectorId === AUTH_CONNECTOR_ID) return this.capabilities.embedded.session.restore(session);
        return this.capabilities.connect.connection.restore(session);
      };
      const sessions = [saved, ...others].filter((session): session is SavedSession => session !== undefined);
      if (!sessions.some((session) => session.connectorId === AUTH_CONNECTOR_ID)) void this.capabilities.embedded.session.preloadIfUsedBefore();
      await Promise.all(others.filter((session) => session.connectorId !== WALLET_CONNECT_CONNECTOR_ID).map(restoreOne));
      if (saved) await restoreOne(saved);
    } catch (error) {
      this.runtime.reporter.report(error, 'initialisation failed');
    } finally {
      this.stores.modal.update({ initialized: true });
    }
  }

  /** The account of `namespace`, or of the active namespace (following switches) when none is named. */
  account = (namespace?: ChainNamespace): StateObservable<AccountSnapshot> => this.snapshots.account(namespace);

  // Modal
  open = (options?: OpenOptions): Promise<void> => {
    guarded(this.runtime.reporter, 'modal action failed', () => this.capabilities.modal.service.open(options));
    return Promise.resolve();
  };
  close = (): Promise<void> => {
    guarded(this.runtime.reporter, 'modal action failed', () => void this.capabilities.modal.service.close());
    return Promise.resolve();
  };
  navigate = (action: RouterAction): void => guarded(this.runtime.reporter, 'modal action failed', () => this.capabilities.modal.service.navigate(action));
  setThemeMode = (mode: ThemeMode): void => guarded(this.runtime.reporter, 'modal action failed', () => this.capabilities.theme.setThemeMode(mode));
  setThemeVariables = (variables: ThemeVariables): void => guarded(this.runtime.reporter, 'modal action failed', () => this.capabilities.theme.setThemeVariables(variables));

  // Connection
  /** Connects a wallet on the family it was announced for, or on `namespace`. */
  connect = (connectorId: string, namespace?: ChainNamespace): Promise<boolean> => this.capabilities.connect.connection.connect(connectorId, namespace);
  disconnect = (namespace?: ChainNamespace): Promise<void> => this.capabilities.connect.connection.disconnect(namespace);
  /** The embedded wallet only: every session of its user ends, on every device, and it disconnects here. */
  signOutEverywhere = (): Promise<void> => this.capabilities.connect.connection.signOutEverywhere();
  switchNetwork = (network: CaipNetwork | string): Promise<void> => this.capabilities.network.service.switchNetwork(network);
  /** Makes another connected namespace the active one, on the network its session is on. */
  switchNamespace = (namespace: ChainNamespace): Promise<void> => this.capabilities.network.service.switchNamespace(namespace);
  refreshBalance = (namespace: ChainNamespace): Promise<void> => this.capabilities.balances.native.refresh(namespace);
  getConnector = (id: string): ConnectorSummary | undefined => this.capabilities.wallets.connectors.summary(id);

  /** The public event stream, as AppKit's subscribeEvents. */
  subscribeEvents = (listener: (event: ModalEvent) => void): (() => void) => this.runtime.events.on('track', listener);

  /**
   * Hands a failure the views caught (a view whose code did not arrive, or that broke while drawing) to the
   * error reporter: the view shows the catalogue's text with Try again, and the site's reporter still hears it.
   */
  reportViewFailure = (error: unknown): void => this.runtime.reporter.report(error, 'view failed');

  /** Stops everything the instance started: subscriptions, wallet listeners, discovery, image URLs. */
  destroy = (): void => {
    this.runtime.lifecycle.dispose();
    this.images.clear();
  };
}

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
