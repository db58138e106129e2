import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../domain/caip/caip.ts';
import type { ConnectorSummary } from '../domain/connectors/announced-wallet.ts';
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../domain/connectors/connector-ids.ts';
import type { CaipNetwork } from '../domain/network/network.ts';
import type { ThemeMode } from '../domain/options/options.ts';
import type { RouterAction } from '../domain/routing/router.ts';
import type { ThemeVariables } from '../domain/theme/theme.ts';
import type { AppKitConfig } from './config.ts';
import { APP_EVENTS, type AppEventEmitter, type ModalEvent } from './events/app-events.ts';
import { FLOWS, type Flows } from './flows/registry.ts';
import { guarded } from './flows/guarded.ts';
import { Lifecycle } from './lifecycle.ts';
import type { ErrorReporterPort } from './ports/error-reporter.port.ts';
import { IMAGE_URLS, type ImageUrlsPort } from './ports/image-urls.port.ts';
import { PublicSnapshots, type AccountSnapshot, type PublicState } from './public-snapshots.ts';
import { AllWalletsService } from './all-wallets/index.ts';
import { BalanceService } from './balances/index.ts';
import { ConnectionService } from './services/connection.service.ts';
import { ConnectorService } from './wallets/connector.service.ts';
import { ChainChoiceService } from './services/chain-choice.service.ts';
import { ModalService, type OpenOptions } from './services/modal.service.ts';
import { NetworkService } from './services/network.service.ts';
import { OriginCheckService } from './services/origin-check.service.ts';
import { PersistedStateService, type SavedSession } from './services/persisted-state.service.ts';
import { EmbeddedSessionService } from './services/embedded/embedded-session.service.ts';
import { EmailLoginService } from './services/embedded/email-login.service.ts';
import { SocialLoginService } from './services/embedded/social-login.service.ts';
import { ThemeService } from './theme/index.ts';
import { HostCommandsService } from './services/host-commands.service.ts';
import { WalletConnectService } from './services/walletconnect.service.ts';
import type { StateObservable } from './stores/state-observable.ts';
import { ViewStores } from './stores/view-stores.ts';
import { connectGroups, recentWalletsOnOpen, type ConnectGroups } from './services/connect-groups.ts';
import { TOKENS } from './tokens.ts';

export type { AccountSnapshot, PublicState } from './public-snapshots.ts';

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

  constructor(
    @inject(FLOWS) readonly flows: Flows,
    @inject(ViewStores) readonly stores: ViewStores,
    @inject(TOKENS.Config) readonly config: AppKitConfig,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
    @inject(ModalService) private readonly modal: ModalService,
    @inject(ConnectionService) private readonly connection: ConnectionService,
    @inject(ConnectorService) private readonly connectors: ConnectorService,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(BalanceService) private readonly balances: BalanceService,
    @inject(PersistedStateService) private readonly persisted: PersistedStateService,
    @inject(APP_EVENTS) private readonly events: AppEventEmitter,
    @inject(OriginCheckService) originCheck: OriginCheckService,
    @inject(ThemeService) private readonly theme: ThemeService,
    /** Messages, loading, features, networks, providers, identity: what the host page may ask besides connecting. */
    @inject(HostCommandsService) readonly host: HostCommandsService,
    @inject(AllWalletsService) readonly allWallets: AllWalletsService,
    @inject(IMAGE_URLS) readonly images: ImageUrlsPort,
    /** WalletConnect pairing: `start` and `stop`; its phase and error are `stores.pairing`. */
    @inject(WalletConnectService) readonly walletConnect: WalletConnectService,
    /** A wallet offered on several chain families: connect on the one chosen (or all), remembered per wallet. */
    @inject(ChainChoiceService) readonly chainChoice: ChainChoiceService,
    @inject(EmbeddedSessionService) private readonly embedded: EmbeddedSessionService,
    @inject(EmailLoginService) emailLogin: EmailLoginService,
    @inject(Lifecycle) private readonly lifecycle: Lifecycle,
    @inject(SocialLoginService) socialLogin: SocialLoginService,
  ) {
    this.snapshots = new PublicSnapshots(stores.modal, stores.accounts, stores.network, flows.accountType.state);
    this.state = this.snapshots.state;
    this.connectGroups = connectGroups(stores, config, emailLogin.available, () => socialLogin.offeredSocials(), {
      recentWallets: recentWalletsOnOpen(stores.modal, () => this.persisted.readRecentWallets()),
      isMobile: () => walletConnect.isMobile(),
    });
    this.ready = this.initialise();
    // Never blocks `ready`: a denied origin raises its alert in the modal store when the answer comes.
    void originCheck.check().catch((error: unknown) => this.reporter.report(error, 'origin check failed'));
  }

  private async initialise(): Promise<void> {
    try {
      const [saved, ...others] = await this.persisted.readSessions();
      this.networks.initialise(saved?.caipNetworkId);
      this.connectors.start();
      // The other namespaces first, so that the one the visitor was on ends active.
      const restoreOne = (session: SavedSession): Promise<void> => {
        // A WalletConnect session comes back from the provider's storage, an embedded one from the secure
        // frame, any other from an announced wallet.
        if (session.connectorId === WALLET_CONNECT_CONNECTOR_ID) return this.walletConnect.restore(session);
        if (session.connectorId === AUTH_CONNECTOR_ID) return this.embedded.restore(session);
        return this.connection.restore(session);
      };
      const sessions = [saved, ...others].filter((session): session is SavedSession => session !== undefined);
      if (!sessions.some((session) => session.connectorId === AUTH_CONNECTOR_ID)) void this.embedded.preloadIfUsedBefore();
      await Promise.all(others.filter((session) => session.connectorId !== WALLET_CONNECT_CONNECTOR_ID).map(restoreOne));
      if (saved) await restoreOne(saved);
    } catch (error) {
      this.reporter.report(error, 'initialisation failed');
    } finally {
      this.stores.modal.update({ initialized: true });
    }
  }

  /** The account of `namespace`, or of the active namespace (following switches) when none is named. */
  account = (namespace?: ChainNamespace): StateObservable<AccountSnapshot> => this.snapshots.account(namespace);

  // Modal
  open = (options?: OpenOptions): Promise<void> => {
    guarded(this.reporter, 'modal action failed', () => this.modal.open(options));
    return Promise.resolve();
  };
  close = (): Promise<void> => {
    guarded(this.reporter, 'modal action failed', () => void this.modal.close());
    return Promise.resolve();
  };
  navigate = (action: RouterAction): void => guarded(this.reporter, 'modal action failed', () => this.modal.navigate(action));
  setThemeMode = (mode: ThemeMode): void => guarded(this.reporter, 'modal action failed', () => this.theme.setThemeMode(mode));
  setThemeVariables = (variables: ThemeVariables): void => guarded(this.reporter, 'modal action failed', () => this.theme.setThemeVariables(variables));

  // Connection
  /** Connects a wallet on the family it was announced for, or on `namespace`. */
  connect = (connectorId: string, namespace?: ChainNamespace): Promise<boolean> => this.connection.connect(connectorId, namespace);
  disconnect = (namespace?: ChainNamespace): Promise<void> => this.connection.disconnect(namespace);
  /** The embedded wallet only: every session of its user ends, on every device, and it disconnects here. */
  signOutEverywhere = (): Promise<void> => this.connection.signOutEverywhere();
  switchNetwork = (network: CaipNetwork | string): Promise<void> => this.networks.switchNetwork(network);
  /** Makes another connected namespace the active one, on the network its session is on. */
  switchNamespace = (namespace: ChainNamespace): Promise<void> => this.networks.switchNamespace(namespace);
  refreshBalance = (namespace: ChainNamespace): Promise<void> => this.balances.refresh(namespace);
  getNetworks = (): readonly CaipNetwork[] => this.config.networks;
  getConnector = (id: string): ConnectorSummary | undefined => this.connectors.summary(id);

  /** The public event stream, as AppKit's subscribeEvents. */
  subscribeEvents = (listener: (event: ModalEvent) => void): (() => void) => this.events.on('track', listener);

  /** Stops everything the instance started: subscriptions, wallet listeners, discovery, image URLs. */
  destroy = (): void => {
    this.lifecycle.dispose();
    this.images.clear();
  };
}

