import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { AnalyticsService } from '../application/analytics/index.ts';
import { AppKitFacade } from '../application/app-kit.ts';
import { ALL_CAPABILITIES, CAPABILITIES, CAPABILITY_DEFINITIONS, type Capabilities } from '../application/capabilities.ts';
import { tokenOf, type ResolvedNeeds } from '../application/capability.ts';
import type { AppKitConfig } from '../application/config.ts';
import { resolveEndpoints, SDK_PROPERTIES, type RemoteConfig } from '../application/endpoints.ts';
import { APP_EVENTS, type AppEventEmitter, type AppEvents } from '../application/events/app-events.ts';
import { EventStream } from '../application/events/event-stream.ts';
import { EventTracker } from '../application/events/event-tracker.ts';
import { FLOW_DEFINITIONS, FLOWS, type FlowName, type Flows } from '../application/flows/registry.ts';
import { Lifecycle } from '../application/lifecycle.ts';
import { Outcomes } from '../application/async/requests.ts';
import type { AppKitOptions } from '../application/options.ts';
import { resolveConfig } from '../application/options.ts';
import type { AnalyticsPort } from '../application/ports/analytics.port.ts';
import type { AuthProviderPort } from '../application/ports/auth-provider.port.ts';
import type { ChainAdapterDescriptor } from '../application/ports/chain-adapter.port.ts';
import type { ClockPort } from '../application/ports/clock.port.ts';
import type { EnvironmentPort } from '../application/ports/environment.port.ts';
import type { ErrorReporterPort } from '../application/ports/error-reporter.port.ts';
import type { HttpPort } from '../application/ports/http.port.ts';
import { IMAGE_URLS } from '../application/ports/image-urls.port.ts';
import { ONRAMP_SOURCE } from '../application/ports/onramp.port.ts';
import { PAY_EXCHANGES } from '../application/ports/pay.port.ts';
import { POPUPS, type PopupPort } from '../application/ports/popup.port.ts';
import type { ProjectConfigPort } from '../application/ports/project-config.port.ts';
import { isSiwxConfig } from '../application/ports/siwx.port.ts';
import type { StoragePort } from '../application/ports/storage.port.ts';
import { SWAP_SOURCES } from '../application/ports/swap-source.port.ts';
import type { TelemetryPort } from '../application/ports/telemetry.port.ts';
import type { WalletDirectoryPort } from '../application/ports/wallet-directory.port.ts';
import type { WalletDiscoveryPort } from '../application/ports/wallet-discovery.port.ts';
import { WALLET_CONNECT_PORT } from '../application/ports/walletconnect.port.ts';
import { REMOTE_TOKENS } from '../application/remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../application/runtime/runtime.ts';
import { PersistedStateService } from '../application/services/persisted-state.service.ts';
import { SnackbarService } from '../application/services/snackbar.service.ts';
import { LOCAL_ERROR_REPORTER, TelemetryReporter } from '../application/services/telemetry-reporter.ts';
import { APP_STATE, createAppState, type AppState } from '../application/stores/app-state.ts';
import { TOKENS } from '../application/tokens.ts';
import { createPulseClient } from './analytics/pulse-client.ts';
import { withProjectConsent } from './analytics/project-consent.ts';
import { createBlockchainApiClient } from './blockchain-api/blockchain-api-client.ts';
import { createSystemClock } from './clock/system-clock.ts';
import { createImageUrlCache } from './directory/image-urls.ts';
import { createWalletDirectoryClient } from './directory/wallet-directory-client.ts';
import { deferredDiscovery } from './discovery/deferred-discovery.ts';
import { createEip6963Discovery } from './discovery/eip6963-discovery.ts';
import { defaultFrameAuthProvider } from './embedded/default-frame-auth-provider.ts';
import { createBrowserEnvironment } from './environment/browser-environment.ts';
import { createBrowserPopups } from './environment/browser-popups.ts';
import { createFetchHttp } from './http/fetch-http.ts';
import { createLazyOnrampSource } from './onramp/lazy-onramp-source.ts';
import { createLazyPayExchanges } from './pay/lazy-pay-exchanges.ts';
import { createProjectConfigClient } from './project/project-config-client.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createMemoryStorage } from './storage/memory-storage.ts';
import { createSwapSources } from './swap/swap-sources.ts';
import { createConsoleErrorReporter } from './telemetry/console-error-reporter.ts';
import { walletConnectPort } from './walletconnect/walletconnect-port.ts';

/**
 * The one composition root. A new container per createAppKit call: two instances on one page
 * (or two tests in one process) never share state. It binds each port to its adapter (or the
 * integrator's own), builds the runtime, and lists the capabilities; each capability builds its own parts.
 */
export function createAppKitContainer(options: AppKitOptions): Container {
  const config = resolveConfig(options);
  const container = new Container({ defaultScope: 'Singleton' });
  bindHostPorts(container, options, config);
  bindRemoteServices(container, options);
  bindRuntime(container, config);
  bindCapabilities(container, options, config);
  return container;
}

export function createAppKitFacade(options: AppKitOptions): AppKitFacade {
  return createAppKitContainer(options).get(AppKitFacade);
}

/**
 * What the host page provides: configuration, storage, clock, environment, wallet discovery, chain
 * adapters, the embedded wallet's auth provider. Each is the integrator's port when given, else the default.
 */
function bindHostPorts(container: Container, options: AppKitOptions, config: AppKitConfig): void {
  const ports = options.ports ?? {};
  const inBrowser = typeof window !== 'undefined';
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(Lifecycle).toConstantValue(new Lifecycle());
  container.bind(TOKENS.Storage).toConstantValue(ports.storage ?? (inBrowser ? createLocalStorage() : createMemoryStorage()));
  container.bind(TOKENS.Clock).toConstantValue(ports.clock ?? createSystemClock());
  container.bind(TOKENS.Environment).toConstantValue(ports.environment ?? createBrowserEnvironment());
  // EIP-6963 always; other families add their own mechanism (Solana's Wallet Standard) through their descriptor.
  const discovery = ports.walletDiscovery ?? [createEip6963Discovery(), ...familyDiscoveries(options.adapters ?? [])];
  container.bind(TOKENS.WalletDiscovery).toConstantValue(Array.isArray(discovery) ? discovery : [discovery]);
  container.bind(TOKENS.ChainAdapters).toConstantValue(options.adapters ?? []);
  container
    .bind(TOKENS.AuthProvider)
    .toDynamicValue(({ get }) => ports.authProvider ?? defaultFrameAuthProvider(config, get, options.embeddedWallet?.frameUrl !== undefined));
  container.bind(POPUPS).toConstantValue(ports.popups ?? (inBrowser ? createBrowserPopups(window) : null));
  // An integrator's reporter gets the errors as they are; the default one also feeds telemetry (below).
  if (ports.errorReporter) container.bind(TOKENS.ErrorReporter).toConstantValue(ports.errorReporter);
  else container.bind(LOCAL_ERROR_REPORTER).toConstantValue(createConsoleErrorReporter());
}

/** Each family's own discovery, loaded when the modal first listens for wallets. */
function familyDiscoveries(adapters: readonly ChainAdapterDescriptor[]): WalletDiscoveryPort[] {
  return adapters.flatMap((adapter) => {
    const load = adapter.discovery?.bind(adapter);
    return load ? [deferredDiscovery(load, (error) => console.warn('[walletport] wallet discovery failed to load', error))] : [];
  });
}

/**
 * Outside a browser (SSR, Node, unit tests) nothing is posted by default: a server render is not a
 * visit, and a test suite must not phone home.
 */
function remoteConfigFrom(options: AppKitOptions): RemoteConfig {
  const features = options.features ?? {};
  const inBrowser = typeof window !== 'undefined';
  return {
    projectId: typeof options.projectId === 'string' ? options.projectId : '',
    sdkType: SDK_PROPERTIES.sdkType,
    sdkVersion: SDK_PROPERTIES.sdkVersion,
    endpoints: resolveEndpoints(options.endpoints),
    analyticsEnabled: features.analytics === true || (features.analytics !== false && inBrowser),
    telemetryEnabled: features.telemetry === true || (features.telemetry !== false && inBrowser),
  };
}

/** One client posts both analytics and telemetry events: both are POST /e on the analytics host. */
const PULSE = Symbol.for('walletport.remote.pulse');

/**
 * The remote services: HTTP, analytics, telemetry, blockchain API, wallet directory, project config,
 * swap, onramp and pay sources, each the integrator's port when given, else the HTTP adapter.
 */
function bindRemoteServices(container: Container, options: AppKitOptions): void {
  const ports = options.ports ?? {};
  const remote = remoteConfigFrom(options);
  const bind = container.bind.bind(container);
  bind(REMOTE_TOKENS.RemoteConfig).toConstantValue(remote);
  bind<HttpPort>(REMOTE_TOKENS.Http).toDynamicValue(({ get }) => ports.http ?? createFetchHttp({ clock: get(TOKENS.Clock) }));
  bind<AnalyticsPort & TelemetryPort>(PULSE).toDynamicValue(({ get }) => createPulseClient(get<HttpPort>(REMOTE_TOKENS.Http), remote));
  // The project's analytics opt-out governs the kit's own pulse client; a dApp's own analytics port is its to filter.
  bind(REMOTE_TOKENS.Analytics).toDynamicValue(
    ({ get }) => ports.analytics ?? withProjectConsent(get(PULSE), get<ProjectConfigPort>(REMOTE_TOKENS.ProjectConfig)),
  );
  bind(REMOTE_TOKENS.Telemetry).toDynamicValue(({ get }) => ports.telemetry ?? get(PULSE));
  bind(REMOTE_TOKENS.BlockchainApi).toDynamicValue(({ get }) => ports.blockchainApi ?? createBlockchainApiClient(get(REMOTE_TOKENS.Http), remote));
  bind<WalletDirectoryPort>(REMOTE_TOKENS.WalletDirectory).toDynamicValue(
    ({ get }) => ports.walletDirectory ?? createWalletDirectoryClient(get(REMOTE_TOKENS.Http), remote),
  );
  bind(REMOTE_TOKENS.ProjectConfig).toDynamicValue(({ get }) => ports.projectConfig ?? createProjectConfigClient(get(REMOTE_TOKENS.Http), remote));
  bind(SWAP_SOURCES).toDynamicValue(({ get }) =>
    createSwapSources({ config: get<AppKitConfig>(TOKENS.Config).swapSources, remote, http: get(REMOTE_TOKENS.Http), blockchainApi: get(REMOTE_TOKENS.BlockchainApi) }),
  );
  bind(ONRAMP_SOURCE).toDynamicValue(({ get }) => createLazyOnrampSource(get(REMOTE_TOKENS.Http), remote, get<AppKitConfig>(TOKENS.Config).onramp.sites));
  bind(PAY_EXCHANGES).toDynamicValue(({ get }) => createLazyPayExchanges(get(REMOTE_TOKENS.Http), remote));
  bind(IMAGE_URLS).toDynamicValue(({ get }) => createImageUrlCache(get(REMOTE_TOKENS.WalletDirectory)));
  if (ports.errorReporter === undefined) {
    bind(TOKENS.ErrorReporter).toDynamicValue(
      ({ get }) =>
        new TelemetryReporter(
          remote,
          get<TelemetryPort>(REMOTE_TOKENS.Telemetry),
          get<ClockPort>(TOKENS.Clock),
          get<EnvironmentPort>(TOKENS.Environment),
          get<ErrorReporterPort>(LOCAL_ERROR_REPORTER),
        ),
    );
  }
}

/**
 * The shared state, the public events and the runtime every capability is given: built once per instance
 * from the host's ports, before any capability.
 */
function bindRuntime(container: Container, config: AppKitConfig): void {
  const bind = container.bind.bind(container);
  bind(APP_STATE).toConstantValue(createAppState(config));
  bind(APP_EVENTS).toDynamicValue(({ get }) => {
    const reporter = get<ErrorReporterPort>(TOKENS.ErrorReporter);
    const events = new EventStream<AppEvents>((error, event) => reporter.report(error, `${String(event)} listener threw`));
    // Destroying the instance releases every listener, the host page's included.
    get(Lifecycle).add(() => events.clear());
    return events;
  });
  bind(PersistedStateService).toDynamicValue(({ get }) => new PersistedStateService(get<StoragePort>(TOKENS.Storage), get<ErrorReporterPort>(TOKENS.ErrorReporter)));
  bind(SnackbarService).toDynamicValue(({ get }) => new SnackbarService(get<AppState>(APP_STATE).snackbar, get<ClockPort>(TOKENS.Clock)));
  bind(AnalyticsService).toDynamicValue(({ get }) => {
    const state = get<AppState>(APP_STATE);
    return new AnalyticsService(
      get<RemoteConfig>(REMOTE_TOKENS.RemoteConfig),
      get<AnalyticsPort>(REMOTE_TOKENS.Analytics),
      get<ClockPort>(TOKENS.Clock),
      get<EnvironmentPort>(TOKENS.Environment),
      get(Outcomes),
      state.accounts,
      state.network,
    );
  });
  bind(EventTracker).toDynamicValue(({ get }) => new EventTracker(get(AnalyticsService), get<ClockPort>(TOKENS.Clock), get<AppEventEmitter>(APP_EVENTS)));
  bind(Outcomes).toDynamicValue(() => new Outcomes());
  bind(RUNTIME).toDynamicValue(({ get }): AppRuntime => ({
    config,
    state: get<AppState>(APP_STATE),
    clock: get<ClockPort>(TOKENS.Clock),
    reporter: get<ErrorReporterPort>(TOKENS.ErrorReporter),
    environment: get<EnvironmentPort>(TOKENS.Environment),
    auth: get<AuthProviderPort | null>(TOKENS.AuthProvider),
    popups: get<PopupPort | null>(POPUPS),
    lifecycle: get(Lifecycle),
    events: get<AppEventEmitter>(APP_EVENTS),
    outcomes: get(Outcomes),
    tracker: get(EventTracker),
    snackbar: get(SnackbarService),
    persisted: get(PersistedStateService),
  }));
}

/**
 * The capabilities: the two ports they need that come from the options (the WalletConnect relay, the
 * integrator's SIWX config), every capability of the one list (built once from what it needs), the
 * capabilities and the flows as the facade receives them (by name), and the facade the public API returns.
 * Each capability builds its own parts; nothing here binds a part.
 */
function bindCapabilities(container: Container, options: AppKitOptions, config: AppKitConfig): void {
  const bind = container.bind.bind(container);
  bind(WALLET_CONNECT_PORT).toDynamicValue(({ get }) => {
    const port = walletConnectPort(options, config);
    // Whoever uses the port (a pairing, a restore), destroying the instance lets go of the relay.
    get<Lifecycle>(Lifecycle).add(() => void port?.close?.());
    return port;
  });
  // The option comes from untyped JavaScript too: anything that is not a SIWX config leaves SIWX off.
  bind(TOKENS.Siwx).toConstantValue(isSiwxConfig(options.siwx) ? options.siwx : null);
  for (const capability of ALL_CAPABILITIES) {
    bind(capability.token).toDynamicValue(({ get }) => {
      const needs = Object.fromEntries(Object.entries(capability.needs).map(([name, need]) => [name, get<unknown>(tokenOf(need))]));
      return capability.build(needs as ResolvedNeeds<typeof capability.needs>);
    });
  }
  bind(CAPABILITIES).toDynamicValue(({ get }) => {
    const names = Object.keys(CAPABILITY_DEFINITIONS) as (keyof Capabilities)[];
    return Object.fromEntries(names.map((name) => [name, get<unknown>(CAPABILITY_DEFINITIONS[name].token)])) as unknown as Capabilities;
  });
  bind(FLOWS).toDynamicValue(({ get }) => {
    const names = Object.keys(FLOW_DEFINITIONS) as FlowName[];
    return Object.fromEntries(names.map((name) => [name, get<unknown>(FLOW_DEFINITIONS[name].token)])) as unknown as Flows;
  });
  // The facade asks for the capabilities, the modal first, so the modal (whose navigator follows the use
  // cases' outcomes) is built with the facade, before any use case can report an outcome.
  bind(AppKitFacade).toSelf();
}
