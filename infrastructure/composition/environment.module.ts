import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import { EIP155_ONLY_EMBEDDED_WALLET } from '../../domain/chain-families/eip155-only-rules.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { LOCAL_ERROR_REPORTER } from '../../application/services/telemetry-reporter.ts';
import { TOKENS } from '../../application/tokens.ts';
import { createSystemClock } from '../clock/system-clock.ts';
import { createEip6963Discovery } from '../discovery/eip6963-discovery.ts';
import { deferredDiscovery } from '../discovery/deferred-discovery.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import { createBrowserEnvironment } from '../environment/browser-environment.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { ServiceIdentifier } from 'inversify';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ClockPort } from '../../application/ports/clock.port.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { SDK_PROPERTIES } from '../../application/endpoints.ts';
import { PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { APP_STATE, type AppState } from '../../application/stores/app-state.ts';
import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import { HOSTED_SECURE_SITE_URL } from '../../domain/embedded/frame-messages.ts';
import { themeSyncPayload } from '../../domain/theme/theme.ts';
import { ALERTS, FRAME_TIMEOUT_REASONS, type AlertCode } from '../../domain/errors/alerts.ts';
import { LazyFrameAuthProvider } from '../embedded/lazy-frame-auth-provider.ts';
import { createBrowserPopups } from '../environment/browser-popups.ts';
import { POPUPS } from '../../application/ports/popup.port.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createConsoleErrorReporter } from '../telemetry/console-error-reporter.ts';
import { Outcomes } from '../../application/modal/outcomes.ts';

/**
 * What the host page provides: configuration, storage, clock, environment, wallet discovery, chain
 * adapters, the embedded wallet's auth provider. Each is the integrator's port when given, else the default.
 */
export function environmentModule(options: AppKitOptions, config: AppKitConfig): ContainerModule {
  const ports = options.ports ?? {};
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Config).toConstantValue(config);
    bind(Lifecycle).toConstantValue(new Lifecycle());
    bind(TOKENS.Storage).toConstantValue(ports.storage ?? (typeof window === 'undefined' ? createMemoryStorage() : createLocalStorage()));
    bind(TOKENS.Clock).toConstantValue(ports.clock ?? createSystemClock());
    bind(TOKENS.Environment).toConstantValue(ports.environment ?? createBrowserEnvironment());
    // EIP-6963 always; other families add their own mechanism (Solana's Wallet Standard) through their descriptor.
    const discovery = ports.walletDiscovery ?? [createEip6963Discovery(), ...familyDiscoveries(options.adapters ?? [])];
    bind(TOKENS.WalletDiscovery).toConstantValue(Array.isArray(discovery) ? discovery : [discovery]);
    bind(TOKENS.ChainAdapters).toConstantValue(options.adapters ?? []);
    bind(TOKENS.AuthProvider).toDynamicValue(({ get }) => ports.authProvider ?? frameAuthProvider(config, get, options.embeddedWallet?.frameUrl !== undefined));
    bind(POPUPS).toConstantValue(ports.popups ?? (typeof window === 'undefined' ? null : createBrowserPopups(window)));
    // An integrator's reporter gets the errors as they are; the default one also feeds telemetry (remote services).
    if (ports.errorReporter) bind(TOKENS.ErrorReporter).toConstantValue(ports.errorReporter);
    else bind(LOCAL_ERROR_REPORTER).toConstantValue(createConsoleErrorReporter());
  });
}

/**
 * The secure frame's client when the e-mail or social login is on: the site's own frame (`frameUrl`), else,
 * with a project id, Reown's hosted secure site as AppKit uses it (both speak W3mFrame). It loads on first
 * use. Its alerts and timeouts go where every other alert and report goes.
 */
function frameAuthProvider(config: AppKitConfig, get: <T>(id: ServiceIdentifier<T>) => T, frameUrlGiven: boolean): AuthProviderPort | null {
  // A frame address given but unusable is no reason to send the visitor's login somewhere else.
  const frameUrl = frameUrlGiven ? config.embeddedWalletFrameUrl : config.projectId ? HOSTED_SECURE_SITE_URL : undefined;
  const socials = config.features.socials !== false && config.features.socials.length > 0;
  if (!frameUrl || (!config.features.email && !socials)) return null;
  const persisted = get(PersistedStateService);
  // The shared state, not the runtime: the runtime is built from this provider.
  const modal = get<AppState>(APP_STATE).modal;
  const reporter = get<ErrorReporterPort>(TOKENS.ErrorReporter);
  // The modal shows the alert: the frame reports it as any use case reports what happened.
  const raiseAlert = (code: AlertCode) => get(Outcomes).report({ type: 'alert', alert: ALERTS[code] });
  const network = config.defaultNetwork?.chainNamespace === EIP155_ONLY_EMBEDDED_WALLET ? config.defaultNetwork : config.networks.find((item) => item.chainNamespace === EIP155_ONLY_EMBEDDED_WALLET);
  const provider = new LazyFrameAuthProvider({
    frameUrl,
    projectId: config.projectId,
    chainId: network?.id ?? EMBEDDED_WALLET.defaultChainId,
    enableLogger: true,
    clock: get<ClockPort>(TOKENS.Clock),
    readLastChainId: async () => (await persisted.readEmbeddedWalletCache()).lastChainId,
    clearLoginCache: () => persisted.clearEmbeddedWalletCache(),
    raiseAlert,
    dappData: {
      ...(config.metadata ? { metadata: config.metadata } : {}),
      sdkVersion: SDK_PROPERTIES.sdkVersion,
      sdkType: SDK_PROPERTIES.sdkType,
      projectId: config.projectId,
    },
    theme: () => {
      const { themeMode, themeVariables } = modal.getSnapshot();
      return themeSyncPayload({ themeMode, themeVariables });
    },
    onTimeout: (reason) => {
      raiseAlert(FRAME_TIMEOUT_REASONS[reason]);
      reporter.report(new Error(reason), 'embedded wallet frame timed out');
    },
  });
  get(Lifecycle).add(() => provider.destroy());
  return provider;
}

/** Each family's own discovery, loaded when the modal first listens for wallets. */
function familyDiscoveries(adapters: readonly ChainAdapterDescriptor[]): WalletDiscoveryPort[] {
  return adapters.flatMap((adapter) => {
    const load = adapter.discovery?.bind(adapter);
    return load ? [deferredDiscovery(load, (error) => console.warn('[walletport] wallet discovery failed to load', error))] : [];
  });
}
