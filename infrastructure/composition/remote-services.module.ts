import { ContainerModule } from 'inversify';
import { resolveEndpoints, SDK_PROPERTIES, type RemoteConfig } from '../../application/endpoints.ts';
import type { AppKitOptions } from '../../application/options.ts';
import type { AnalyticsPort } from '../../application/ports/analytics.port.ts';
import type { TelemetryPort } from '../../application/ports/telemetry.port.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';
import type { AppKitConfig } from '../../application/config.ts';
import { SWAP_SOURCES } from '../../application/ports/swap-source.port.ts';
import { ONRAMP_SOURCE } from '../../application/ports/onramp.port.ts';
import { PAY_EXCHANGES } from '../../application/ports/pay.port.ts';
import { IMAGE_URLS } from '../../application/ports/image-urls.port.ts';
import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import { REMOTE_TOKENS } from '../../application/remote-tokens.ts';
import { LOCAL_ERROR_REPORTER, TelemetryReporter } from '../../application/services/telemetry-reporter.ts';
import type { ClockPort } from '../../application/ports/clock.port.ts';
import type { EnvironmentPort } from '../../application/ports/environment.port.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { TOKENS } from '../../application/tokens.ts';
import { createPulseClient } from '../analytics/pulse-client.ts';
import { withProjectConsent } from '../analytics/project-consent.ts';
import { createBlockchainApiClient } from '../blockchain-api/blockchain-api-client.ts';
import { createSwapSources } from '../swap/swap-sources.ts';
import { createLazyOnrampSource } from '../onramp/lazy-onramp-source.ts';
import { createLazyPayExchanges } from '../pay/lazy-pay-exchanges.ts';
import { createImageUrlCache } from '../directory/image-urls.ts';
import { createWalletDirectoryClient } from '../directory/wallet-directory-client.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createProjectConfigClient } from '../project/project-config-client.ts';

/**
 * Outside a browser (SSR, Node, unit tests) nothing is posted by default: a server render is not a
 * visit, and a test suite must not phone home.
 */
export function remoteConfigFrom(options: AppKitOptions): RemoteConfig {
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
 * The remote services: HTTP, analytics, telemetry, blockchain API, wallet directory and
 * project config, each the integrator's port when given, else the HTTP adapter.
 */
export function remoteServicesModule(options: AppKitOptions): ContainerModule {
  const ports = options.ports ?? {};
  const config = remoteConfigFrom(options);
  return new ContainerModule(({ bind }) => {
    bind(REMOTE_TOKENS.RemoteConfig).toConstantValue(config);
    bind<HttpPort>(REMOTE_TOKENS.Http).toDynamicValue((context) => ports.http ?? createFetchHttp({ clock: context.get(TOKENS.Clock) }));
    bind<AnalyticsPort & TelemetryPort>(PULSE).toDynamicValue((context) => createPulseClient(context.get<HttpPort>(REMOTE_TOKENS.Http), config));
    // The project's analytics opt-out governs the kit's own pulse client; a dApp's own analytics port is its to filter.
    bind(REMOTE_TOKENS.Analytics).toDynamicValue(
      (context) => ports.analytics ?? withProjectConsent(context.get(PULSE), context.get<ProjectConfigPort>(REMOTE_TOKENS.ProjectConfig)),
    );
    bind(REMOTE_TOKENS.Telemetry).toDynamicValue((context) => ports.telemetry ?? context.get(PULSE));
    bind(REMOTE_TOKENS.BlockchainApi).toDynamicValue((context) => ports.blockchainApi ?? createBlockchainApiClient(context.get(REMOTE_TOKENS.Http), config));
    bind<WalletDirectoryPort>(REMOTE_TOKENS.WalletDirectory).toDynamicValue(
      (context) => ports.walletDirectory ?? createWalletDirectoryClient(context.get(REMOTE_TOKENS.Http), config),
    );
    bind(REMOTE_TOKENS.ProjectConfig).toDynamicValue((context) => ports.projectConfig ?? createProjectConfigClient(context.get(REMOTE_TOKENS.Http), config));
    bind(SWAP_SOURCES).toDynamicValue(({ get }) =>
      createSwapSources({ config: get<AppKitConfig>(TOKENS.Config).swapSources, remote: config, http: get(REMOTE_TOKENS.Http), blockchainApi: get(REMOTE_TOKENS.BlockchainApi) }),
    );
    bind(ONRAMP_SOURCE).toDynamicValue(({ get }) => createLazyOnrampSource(get(REMOTE_TOKENS.Http), config, get<AppKitConfig>(TOKENS.Config).onramp.sites));
    bind(PAY_EXCHANGES).toDynamicValue(({ get }) => createLazyPayExchanges(get(REMOTE_TOKENS.Http), config));
    bind(IMAGE_URLS).toDynamicValue((context) => createImageUrlCache(context.get(REMOTE_TOKENS.WalletDirectory)));
    if (ports.errorReporter === undefined) {
      bind(TOKENS.ErrorReporter).toDynamicValue(
        ({ get }) =>
          new TelemetryReporter(
            config,
            get<TelemetryPort>(REMOTE_TOKENS.Telemetry),
            get<ClockPort>(TOKENS.Clock),
            get<EnvironmentPort>(TOKENS.Environment),
            get<ErrorReporterPort>(LOCAL_ERROR_REPORTER),
          ),
      );
    }
  });
}
