import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { APP_KIT, AppKitFacade } from '../application/app-kit.ts';
import type { AppKitConfig } from '../application/config.ts';
import type { AppKitOptions } from '../application/options.ts';
import { resolveConfig } from '../application/options.ts';
import { BALANCE_SERVICE, BalanceService } from '../application/services/balance.service.ts';
import { CHAIN_ADAPTER_REGISTRY, ChainAdapterRegistry } from '../application/services/chain-adapter.registry.ts';
import { CONNECTION_SERVICE, ConnectionService } from '../application/services/connection.service.ts';
import { CONNECTOR_SERVICE, ConnectorService } from '../application/services/connector.service.ts';
import { MODAL_SERVICE, ModalService } from '../application/services/modal.service.ts';
import { NETWORK_SERVICE, NetworkService } from '../application/services/network.service.ts';
import { PERSISTED_STATE, PersistedStateService } from '../application/services/persisted-state.service.ts';
import { initialModalState, type AccountsState, type ConnectorsState, type NetworkState } from '../application/stores/state.ts';
import { Store } from '../application/stores/store.ts';
import { STORES } from '../application/stores/stores.ts';
import { TOKENS } from '../application/tokens.ts';
import { EVENT_BUS, EventBus } from '../application/services/event-bus.service.ts';
import { THEME_SERVICE, ThemeService } from '../application/services/theme.service.ts';
import { ALL_WALLETS_SERVICE, AllWalletsService } from '../application/services/all-wallets.service.ts';
import { ALL_WALLETS_STORE, INITIAL_ALL_WALLETS, type AllWalletsState } from '../application/stores/all-wallets.store.ts';
import { ORIGIN_CHECK_FEATURES, ORIGIN_CHECK_SERVICE, OriginCheckService, originCheckFeatures } from '../application/services/origin-check.service.ts';
import { WALLET_DATA_SERVICE, WalletDataService } from '../application/services/wallet-data.service.ts';
import { INITIAL_WALLET_DATA, WALLET_DATA_STORE, type WalletDataState } from '../application/stores/wallet-data.store.ts';
import { SNACKBAR_SERVICE, SnackbarService } from '../application/services/snackbar.service.ts';
import { INITIAL_SNACKBAR, type SnackbarState } from '../application/stores/state.ts';
import { INITIAL_SIWX_STATE, SIWX_STORE, type SiwxState } from '../application/stores/siwx.store.ts';
import { INITIAL_SEND_FLOW_STATE, SEND_STORE, type SendFlowState } from '../application/stores/send.store.ts';
import { INITIAL_NAMES_STATE, NAMES_STORE, type NamesState } from '../application/stores/names.store.ts';
import { SEND_SERVICE, SendService } from '../application/services/send.service.ts';
import { NAMES_SERVICE, NamesService } from '../application/services/names.service.ts';
import { NAME_LOOKUP_SERVICE, NameLookupService } from '../application/services/name-lookup.service.ts';
import { createSystemClock } from './clock/system-clock.ts';
import { createEip6963Discovery } from './discovery/eip6963-discovery.ts';
import { createBrowserEnvironment } from './environment/browser-environment.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createMemoryStorage } from './storage/memory-storage.ts';
import { createConsoleErrorReporter } from './telemetry/console-error-reporter.ts';
import { bindRemoteServices } from './remote-services.ts';
import { bindSiwxDisconnectNetwork } from './flows/siwx-disconnect-network.bindings.ts';
import { bindWalletConnect } from './walletconnect/walletconnect.bindings.ts';
import { ACCOUNT_TYPE_SERVICE, AccountTypeService } from '../application/services/account-type.service.ts';
import { ACTIVITY_SERVICE, ActivityService } from '../application/services/activity.service.ts';
import { TOKEN_BALANCE_SERVICE, TokenBalanceService } from '../application/services/token-balance.service.ts';
import { ACCOUNT_TYPE_STORE, INITIAL_ACCOUNT_TYPE, type AccountTypeState } from '../application/stores/account-type.store.ts';
import { ACTIVITY_STORE, INITIAL_ACTIVITY, type ActivityState } from '../application/stores/activity.store.ts';
import { INITIAL_TOKEN_BALANCES, TOKEN_BALANCES_STORE, type TokenBalancesState } from '../application/stores/balances.store.ts';

/**
 * The one composition root. A new container per createAppKit call: two instances on one page
 * (or two tests in one process) never share state.
 */
export function createAppKitContainer(options: AppKitOptions): Container {
  const config: AppKitConfig = resolveConfig(options);
  const ports = options.ports ?? {};
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Storage).toConstantValue(ports.storage ?? (typeof window === 'undefined' ? createMemoryStorage() : createLocalStorage()));
  container.bind(TOKENS.Clock).toConstantValue(ports.clock ?? createSystemClock());
  container.bind(TOKENS.Environment).toConstantValue(ports.environment ?? createBrowserEnvironment());
  container.bind(TOKENS.ErrorReporter).toConstantValue(ports.errorReporter ?? createConsoleErrorReporter());
  container.bind(TOKENS.WalletDiscovery).toConstantValue(ports.walletDiscovery ?? createEip6963Discovery());
  container.bind(TOKENS.ChainAdapters).toConstantValue(options.adapters ?? []);
  container.bind(TOKENS.AuthProvider).toConstantValue(ports.authProvider ?? null);

  container.bind(STORES.Modal).toConstantValue(new Store(initialModalState(config.themeMode, config.alerts[0])));
  container.bind(STORES.Accounts).toConstantValue(new Store<AccountsState>({}));
  container.bind(STORES.Network).toConstantValue(new Store<NetworkState>({ activeChain: undefined, caipNetwork: undefined, switching: false, error: undefined }));
  container.bind(STORES.Connectors).toConstantValue(new Store<ConnectorsState>({ connectors: [] }));

  container.bind(PERSISTED_STATE).to(PersistedStateService);
  container.bind(CHAIN_ADAPTER_REGISTRY).to(ChainAdapterRegistry);
  container.bind(CONNECTOR_SERVICE).to(ConnectorService);
  container.bind(MODAL_SERVICE).to(ModalService);
  container.bind(BALANCE_SERVICE).to(BalanceService);
  container.bind(NETWORK_SERVICE).to(NetworkService);
  container.bind(CONNECTION_SERVICE).to(ConnectionService);
  container.bind(APP_KIT).to(AppKitFacade);
  bindRemoteServices(container, options);
  container.bind(EVENT_BUS).to(EventBus);
  container.bind(SNACKBAR_SERVICE).to(SnackbarService);
  container.bind(STORES.Snackbar).toConstantValue(new Store<SnackbarState>(INITIAL_SNACKBAR));
  container.bind(SIWX_STORE).toConstantValue(new Store<SiwxState>(INITIAL_SIWX_STATE));
  // Flow services, one group per area; add bindings under your group's marker only.
  // [balances-activity-account-type]
  container.bind(TOKEN_BALANCES_STORE).toConstantValue(new Store<TokenBalancesState>(INITIAL_TOKEN_BALANCES));
  container.bind(ACTIVITY_STORE).toConstantValue(new Store<ActivityState>(INITIAL_ACTIVITY));
  container.bind(ACCOUNT_TYPE_STORE).toConstantValue(new Store<AccountTypeState>(INITIAL_ACCOUNT_TYPE));
  container.bind(TOKEN_BALANCE_SERVICE).to(TokenBalanceService);
  container.bind(ACTIVITY_SERVICE).to(ActivityService);
  container.bind(ACCOUNT_TYPE_SERVICE).to(AccountTypeService);
  // [send-names]
  container.bind(SEND_STORE).toConstantValue(new Store<SendFlowState>(INITIAL_SEND_FLOW_STATE));
  container.bind(SEND_SERVICE).to(SendService);
  container.bind(NAMES_STORE).toConstantValue(new Store<NamesState>(INITIAL_NAMES_STATE));
  container.bind(NAMES_SERVICE).to(NamesService);
  container.bind(NAME_LOOKUP_SERVICE).to(NameLookupService);
  // [siwx-disconnect-network]
  bindSiwxDisconnectNetwork(container, options);
  // [modal-router-theme]
  container.bind(WALLET_DATA_STORE).toConstantValue(new Store<WalletDataState>(INITIAL_WALLET_DATA));
  container.bind(WALLET_DATA_SERVICE).to(WalletDataService);
  container.bind(THEME_SERVICE).to(ThemeService);
  container.bind(ALL_WALLETS_STORE).toConstantValue(new Store<AllWalletsState>(INITIAL_ALL_WALLETS));
  container.bind(ALL_WALLETS_SERVICE).to(AllWalletsService);
  container.bind(ORIGIN_CHECK_FEATURES).toConstantValue(originCheckFeatures(options));
  container.bind(ORIGIN_CHECK_SERVICE).to(OriginCheckService);
  // [walletconnect]
  bindWalletConnect(container, options, config);
  return container;
}

export function createAppKitFacade(options: AppKitOptions): AppKitFacade {
  return createAppKitContainer(options).get(APP_KIT);
}
