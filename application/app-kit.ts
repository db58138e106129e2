import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../domain/caip/caip.ts';
import type { ConnectorSummary } from '../domain/connectors/announced-wallet.ts';
import type { CaipNetwork } from '../domain/network/network.ts';
import type { ThemeMode } from '../domain/options/options.ts';
import type { RouterAction } from '../domain/routing/router.ts';
import type { TransactionAction } from '../domain/routing/transaction-action.ts';
import type { ThemeVariables } from '../domain/theme/theme.ts';
import type { ErrorReporterPort } from './ports/error-reporter.port.ts';
import type { AccountsState, ConnectorsState, ModalState, NetworkState } from './stores/state.ts';
import { STORES, type AccountStore, type ConnectorStore, type ModalStore, type NetworkStore, type SnackbarStore } from './stores/stores.ts';
import { token } from './token.ts';
import { PublicSnapshots, type AccountSnapshot, type PublicState } from './public-snapshots.ts';
import { TOKENS } from './tokens.ts';
import type { AppKitConfig } from './config.ts';
import { CONNECTION_SERVICE, type ConnectionService } from './services/connection.service.ts';
import { CONNECTOR_SERVICE, type ConnectorService } from './services/connector.service.ts';
import { MODAL_SERVICE, type ModalService, type OpenOptions } from './services/modal.service.ts';
import { NETWORK_SERVICE, type NetworkService } from './services/network.service.ts';
import { PERSISTED_STATE, type PersistedStateService } from './services/persisted-state.service.ts';
import { BALANCE_SERVICE, type BalanceService } from './services/balance.service.ts';
import { APP_EVENTS, type AppEventEmitter, type ModalEvent } from './events/app-events.ts';
import { ALL_WALLETS_SERVICE, type AllWalletsService } from './services/all-wallets.service.ts';
import { ALL_WALLETS_STORE, type AllWalletsStore } from './stores/all-wallets.store.ts';
import { IMAGE_URLS, type ImageUrlsPort } from './ports/image-urls.port.ts';
import { WALLET_CONNECT_SERVICE, type WalletConnectService } from './services/walletconnect.service.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../domain/connectors/connector-ids.ts';
import { ORIGIN_CHECK_SERVICE, type OriginCheckResult, type OriginCheckService } from './services/origin-check.service.ts';
import { SNACKBAR_SERVICE, type SnackbarService } from './services/snackbar.service.ts';
import type { AttachedSession } from './services/connection.service.ts';
import { CONNECTION_STATE_SERVICE, type ConnectionStateService } from './services/connection-state.service.ts';
import { SIWX_SERVICE, type SiwxService } from './services/siwx.service.ts';
import type { UniversalProviderAuthenticator } from './ports/siwx.port.ts';
import type { CaipNetworkId } from '../domain/caip/caip.ts';
import { CONNECTION_STORE, type ConnectionState, type ConnectionStore } from './stores/connection.store.ts';
import { SIWX_STORE, type SiwxState, type SiwxStore } from './stores/siwx.store.ts';
import type { TokenBalance } from '../domain/balance/token-balance.ts';
import { SEND_SERVICE, type SendService } from './services/send.service.ts';
import { SEND_STORE, type SendFlowState, type SendStore } from './stores/send.store.ts';
import { NAMES_SERVICE, type NamesService } from './services/names.service.ts';
import { NAME_LOOKUP_SERVICE, type Identity, type NameLookupService } from './services/name-lookup.service.ts';
import { NAMES_STORE, type NamesState, type NamesStore } from './stores/names.store.ts';
import { THEME_SERVICE, type ThemeService } from './services/theme.service.ts';
import { WALLET_DATA_STORE, type WalletDataStore } from './stores/wallet-data.store.ts';
import type { PreferredAccountType } from '../domain/account/account-types.ts';
import { ACCOUNT_TYPE_SERVICE, type AccountTypeService } from './services/account-type.service.ts';
import { ACTIVITY_SERVICE, type ActivityService } from './services/activity.service.ts';
import { TOKEN_BALANCE_SERVICE, type TokenBalanceService } from './services/token-balance.service.ts';
import { ACCOUNT_TYPE_STORE, type AccountTypeState, type AccountTypeStore } from './stores/account-type.store.ts';
import { ACTIVITY_STORE, type ActivityState, type ActivityStore } from './stores/activity.store.ts';
import { TOKEN_BALANCES_STORE, type TokenBalancesState, type TokenBalancesStore } from './stores/balances.store.ts';
import { LIFECYCLE, type Lifecycle } from './lifecycle.ts';

export type { AccountSnapshot, PublicState } from './public-snapshots.ts';

type Listener<T> = (value: T) => void;

/**
 * The facade the public API returns: every capability a host page or a view needs, with no
 * container, store or observable plumbing exposed.
 */
@injectable()
export class AppKitFacade {
  readonly ready: Promise<void>;
  /** Settles with the allowed-origins verdict (spec §5); never blocks `ready`. */
  readonly originChecked: Promise<OriginCheckResult>;
  private readonly snapshots: PublicSnapshots;

  constructor(
    @inject(STORES.Modal) readonly modalStore: ModalStore,
    @inject(STORES.Accounts) readonly accountStore: AccountStore,
    @inject(STORES.Network) readonly networkStore: NetworkStore,
    @inject(STORES.Connectors) readonly connectorStore: ConnectorStore,
    @inject(STORES.Snackbar) readonly snackbarStore: SnackbarStore,
    @inject(TOKENS.Config) readonly config: AppKitConfig,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
    @inject(MODAL_SERVICE) private readonly modal: ModalService,
    @inject(CONNECTION_SERVICE) private readonly connection: ConnectionService,
    @inject(CONNECTOR_SERVICE) private readonly connectors: ConnectorService,
    @inject(NETWORK_SERVICE) private readonly networks: NetworkService,
    @inject(BALANCE_SERVICE) private readonly balances: BalanceService,
    @inject(PERSISTED_STATE) private readonly persisted: PersistedStateService,
    @inject(APP_EVENTS) private readonly events: AppEventEmitter,
    @inject(SNACKBAR_SERVICE) readonly snackbar: SnackbarService,
    @inject(SIWX_STORE) readonly siwxStore: SiwxStore,
    @inject(SIWX_SERVICE) private readonly siwx: SiwxService,
    @inject(CONNECTION_STORE) readonly connectionStore: ConnectionStore,
    @inject(CONNECTION_STATE_SERVICE) private readonly connectionState: ConnectionStateService,
    @inject(THEME_SERVICE) readonly theme: ThemeService,
    @inject(WALLET_DATA_STORE) readonly walletDataStore: WalletDataStore,
    @inject(SEND_STORE) readonly sendStore: SendStore,
    @inject(SEND_SERVICE) private readonly sending: SendService,
    @inject(NAMES_STORE) readonly namesStore: NamesStore,
    @inject(NAMES_SERVICE) private readonly names: NamesService,
    @inject(NAME_LOOKUP_SERVICE) private readonly nameLookup: NameLookupService,
    @inject(TOKEN_BALANCES_STORE) readonly tokenBalancesStore: TokenBalancesStore,
    @inject(TOKEN_BALANCE_SERVICE) private readonly tokenBalances: TokenBalanceService,
    @inject(ACTIVITY_STORE) readonly activityStore: ActivityStore,
    @inject(ACTIVITY_SERVICE) private readonly activity: ActivityService,
    @inject(ACCOUNT_TYPE_STORE) readonly accountTypeStore: AccountTypeStore,
    @inject(ACCOUNT_TYPE_SERVICE) private readonly accountTypes: AccountTypeService,
    @inject(ORIGIN_CHECK_SERVICE) private readonly originCheck: OriginCheckService,
    @inject(ALL_WALLETS_STORE) readonly allWalletsStore: AllWalletsStore,
    @inject(ALL_WALLETS_SERVICE) readonly allWallets: AllWalletsService,
    @inject(IMAGE_URLS) readonly images: ImageUrlsPort,
    /** WalletConnect pairing: `start`, `stop` and its `store` (phase, error) for the QR views. */
    @inject(WALLET_CONNECT_SERVICE) readonly walletConnect: WalletConnectService,
    @inject(LIFECYCLE) private readonly lifecycle: Lifecycle,
  ) {
    this.snapshots = new PublicSnapshots(modalStore, accountStore, networkStore);
    this.ready = this.initialise();
    this.originChecked = this.originCheck.check().catch((error: unknown) => {
      this.reporter.report(error, 'origin check failed');
      return 'unknown' as const;
    });
  }

  private async initialise(): Promise<void> {
    try {
      const saved = await this.persisted.readSession();
      this.networks.initialise(saved.caipNetworkId);
      this.connectors.start();
      // A WalletConnect session comes back from the provider's storage, not from an announced wallet.
      if (saved.connectorId === WALLET_CONNECT_CONNECTOR_ID) await this.walletConnect.restore(saved);
      else await this.connection.restore(saved);
    } catch (error) {
      this.reporter.report(error, 'initialisation failed');
    } finally {
      this.modalStore.update({ initialized: true });
    }
  }

  // Modal
  open = (options?: OpenOptions): Promise<void> => {
    this.guard(() => this.modal.open(options));
    return Promise.resolve();
  };
  close = (): Promise<void> => {
    this.guard(() => void this.modal.close());
    return Promise.resolve();
  };
  /** Closes with the spec's rules; `force` passes the ApproveTransaction and sign-in blocks. Returns whether it closed. */
  closeModal = (force = false): boolean => {
    let closed = false;
    this.guard(() => {
      closed = this.modal.close(force);
    });
    return closed;
  };
  navigate = (action: RouterAction): void => this.guard(() => this.modal.navigate(action));
  setFarcasterUrl = (url: string | undefined): void => this.guard(() => this.modal.setFarcasterUrl(url));
  setThemeMode = (mode: ThemeMode): void => this.guard(() => this.theme.setThemeMode(mode));
  setThemeVariables = (variables: ThemeVariables): void => this.guard(() => this.theme.setThemeVariables(variables));
  pushTransaction = (action: TransactionAction): void => this.guard(() => this.modal.pushTransaction(action));
  popTransaction = (outcome: 'cancel' | 'complete'): void => this.guard(() => this.modal.popTransaction(outcome));

  // Connection
  /** Connects a wallet on the family it was announced for, or on `namespace`. */
  connect = (connectorId: string, namespace?: ChainNamespace): Promise<boolean> => this.connection.connect(connectorId, namespace);
  disconnect = (namespace?: ChainNamespace): Promise<void> => this.connection.disconnect(namespace);
  switchNetwork = (network: CaipNetwork | string): Promise<void> => this.networks.switchNetwork(network);
  refreshBalance = (namespace: ChainNamespace): Promise<void> => this.balances.refresh(namespace);
  /** Spec §4 reset: pairing URI, expiry, linking, recent wallet, status, transactions, stored deep link. */
  resetConnection = (): Promise<void> => this.connectionState.reset();
  /** For connectors that establish their own session (embedded wallet, WalletConnect). */
  attachSession = (namespace: ChainNamespace, session: AttachedSession): Promise<void> => this.connection.attachSession(namespace, session);
  getConnectionState = (): ConnectionState => this.connectionStore.getSnapshot();

  // SIWX (spec §4, §8): the sign view's two buttons; missing preconditions reject with their §8 message.
  requestSiwxSignature = (): Promise<void> => this.siwx.requestSignMessage();
  cancelSiwx = (): Promise<void> => this.siwx.cancelSignMessage();
  /** WalletConnect's one-step sign-in (the WalletConnect adapter calls it); false unless every chain is eip155. */
  authenticateThroughUniversalProvider = (chains: readonly CaipNetworkId[], provider: UniversalProviderAuthenticator): Promise<boolean> =>
    this.siwx.authenticateThroughUniversalProvider(chains, provider);
  getSiwxState = (): SiwxState => this.siwxStore.getSnapshot();
  subscribeSiwx = (listener: Listener<SiwxState>): (() => void) => this.siwxStore.subscribe(listener);

  // Send (spec §4): the form, then `sendToken`; the outcome is in `getSendState()`, never a throw.
  setSendToken = (value: TokenBalance | undefined): void => this.guard(() => this.sending.setToken(value));
  setSendAmount = (amount: number | undefined): void => this.guard(() => this.sending.setAmount(amount));
  setSendReceiver = (address: string | undefined, profile?: { readonly name?: string; readonly imageUrl?: string }): void =>
    this.guard(() => this.sending.setReceiver(address, profile));
  sendToken = (): Promise<boolean> => this.settle(() => this.sending.send(), false, 'send failed');
  /** Stops waiting for a wallet prompt that is never answered. */
  cancelSend = (): void => this.guard(() => this.sending.cancel());
  resetSend = (): void => this.guard(() => this.sending.reset());
  getSendState = (): SendFlowState => this.sendStore.getSnapshot();
  subscribeSend = (listener: Listener<SendFlowState>): (() => void) => this.sendStore.subscribe(listener);

  // Names (spec §4): debounced suggestions, registration through the embedded wallet, identity.
  searchNames = (query: string): void => this.guard(() => this.names.searchNames(query));
  registerName = (name: string): Promise<boolean> => this.settle(() => this.names.registerName(name), false, 'name registration failed');
  getNamesState = (): NamesState => this.namesStore.getSnapshot();
  subscribeNames = (listener: Listener<NamesState>): (() => void) => this.namesStore.subscribe(listener);
  fetchIdentity = (address: string): Promise<Identity | undefined> => this.settle(() => this.nameLookup.identity(address), undefined, 'identity read failed');
  fetchNameOf = (address: string): Promise<string | undefined> => this.settle(() => this.nameLookup.nameOf(address), undefined, 'name read failed');

  // Balances (spec §4, §9): cache-first for the account view; `force` after a send. Failures are state.
  fetchBalances = (options?: { readonly force?: boolean }): Promise<void> =>
    this.settle(async () => {
      const namespace = this.networkStore.getSnapshot().activeChain;
      await Promise.all([namespace && this.balances.refresh(namespace, { preferCache: options?.force !== true }), this.tokenBalances.fetch(options)]);
    }, undefined, 'balance fetch failed');
  fetchTokenBalances = (options?: { readonly force?: boolean }): Promise<readonly TokenBalance[]> =>
    this.settle(() => this.tokenBalances.fetch(options), [], 'token balance fetch failed');
  getTokenBalancesState = (): TokenBalancesState => this.tokenBalancesStore.getSnapshot();
  subscribeTokenBalances = (listener: Listener<TokenBalancesState>): (() => void) => this.tokenBalancesStore.subscribe(listener);

  // Activity (spec §4): first page for the network in view, then by cursor; failures are state and a snackbar.
  loadActivity = (): Promise<void> => this.settle(() => this.activity.load(), undefined, 'activity load failed');
  loadMoreActivity = (): Promise<void> => this.settle(() => this.activity.loadMore(), undefined, 'activity load failed');
  resetActivity = (): void => this.guard(() => this.activity.reset());
  getActivityState = (): ActivityState => this.activityStore.getSnapshot();
  subscribeActivity = (listener: Listener<ActivityState>): (() => void) => this.activityStore.subscribe(listener);

  // Account type (spec §4): rejects only without an embedded wallet ('Address or auth connector not found').
  setPreferredAccountType = (type: PreferredAccountType, namespace?: ChainNamespace): Promise<PreferredAccountType> =>
    this.accountTypes.setPreferredAccountType(type, namespace);
  getAccountTypeState = (): AccountTypeState => this.accountTypeStore.getSnapshot();
  subscribeAccountType = (listener: Listener<AccountTypeState>): (() => void) => this.accountTypeStore.subscribe(listener);

  // Snapshots for the public API and hooks: stable objects until something changes.
  getState = (): PublicState => this.snapshots.getState();
  subscribeState = (listener: Listener<PublicState>): (() => void) => this.snapshots.subscribeState(listener);
  getAccount = (namespace?: ChainNamespace): AccountSnapshot => this.snapshots.getAccount(namespace);
  subscribeAccount = (listener: Listener<AccountSnapshot>, namespace?: ChainNamespace): (() => void) =>
    this.snapshots.subscribeAccount(listener, namespace);

  /** The public event stream (spec §7 events), as AppKit's subscribeEvents. */
  subscribeEvents = (listener: Listener<ModalEvent>): (() => void) => this.events.on('track', listener);

  getModalState = (): ModalState => this.modalStore.getSnapshot();
  getAccounts = (): AccountsState => this.accountStore.getSnapshot();
  getNetworkState = (): NetworkState => this.networkStore.getSnapshot();
  getConnectors = (): ConnectorsState => this.connectorStore.getSnapshot();
  getNetworks = (): readonly CaipNetwork[] => this.config.networks;
  getConnector = (id: string): ConnectorSummary | undefined => this.connectors.summary(id);

  /** Tears down listeners (for tests and hot reload). */
  /** Stops everything the instance started: subscriptions, wallet listeners, discovery, image URLs. */
  destroy = (): void => {
    this.lifecycle.dispose();
    this.images.clear();
  };

  get destroyed(): boolean {
    return this.lifecycle.disposed;
  }

  /** The async variant of `guard`: a rejection is reported and answered with `fallback`. */
  private settle<T>(action: () => Promise<T>, fallback: T, context: string): Promise<T> {
    try {
      return action().catch((error: unknown) => {
        this.reporter.report(error, context);
        return fallback;
      });
    } catch (error) {
      this.reporter.report(error, context);
      return Promise.resolve(fallback);
    }
  }

  /** No exception from a UI call escapes into the host page: it is reported instead. */
  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.reporter.report(error, 'modal action failed');
    }
  }
}

export const APP_KIT = token<AppKitFacade>('AppKitFacade');
