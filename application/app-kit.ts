import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../domain/caip/caip.ts';
import type { ConnectorSummary } from '../domain/connectors/announced-wallet.ts';
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../domain/connectors/connector-ids.ts';
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
import { PublicSnapshots, type AccountSnapshot, type PublicState } from './public-snapshots.ts';
import type { OpenOptions } from './modal/modal.service.ts';
import type { SavedSession } from './services/persisted-state.service.ts';
import type { StateObservable } from './stores/state-observable.ts';
import { ViewStores } from './stores/view-stores.ts';
import { connectGroups, recentWalletsOnOpen, type ConnectGroups } from './connect/index.ts';

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

