import type { Container } from 'inversify';
import { IMAGE_URLS } from '../application/ports/image-urls.port.ts';
import { resolveEndpoints, SDK_PROPERTIES, type RemoteConfig } from '../application/endpoints.ts';
import type { AppKitOptions } from '../application/options.ts';
import { REMOTE_TOKENS } from '../application/remote-tokens.ts';
import { ANALYTICS_SERVICE, AnalyticsService } from '../application/services/analytics.service.ts';
import { LOCAL_ERROR_REPORTER, TELEMETRY_REPORTER, TelemetryReporter } from '../application/services/telemetry-reporter.ts';
import { TOKENS } from '../application/tokens.ts';
import { createPulseClient } from './analytics/pulse-client.ts';
import { createBlockchainApiClient } from './blockchain-api/blockchain-api-client.ts';
import { createImageUrlCache } from './directory/image-urls.ts';
import { createWalletDirectoryClient } from './directory/wallet-directory-client.ts';
import { createFetchHttp } from './http/fetch-http.ts';
import { createProjectConfigClient } from './project/project-config-client.ts';


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

/**
 * Binds the remote-service adapters (spec §7) into a container built by createAppKitContainer.
 * Runs after the core bindings: the error reporter is rebound to the telemetry reporter (which
 * still forwards to the previous one) unless the integrator supplied their own.
 */
export function bindRemoteServices(container: Container, options: AppKitOptions): void {
  const ports = options.ports ?? {};
  const config = remoteConfigFrom(options);
  const http = ports.http ?? createFetchHttp({ clock: container.get(TOKENS.Clock) });
  const pulse = createPulseClient(http, config);
  const directory = ports.walletDirectory ?? createWalletDirectoryClient(http, config);

  container.bind(REMOTE_TOKENS.RemoteConfig).toConstantValue(config);
  container.bind(REMOTE_TOKENS.Http).toConstantValue(http);
  container.bind(REMOTE_TOKENS.Analytics).toConstantValue(ports.analytics ?? pulse);
  container.bind(REMOTE_TOKENS.Telemetry).toConstantValue(ports.telemetry ?? pulse);
  container.bind(REMOTE_TOKENS.BlockchainApi).toConstantValue(ports.blockchainApi ?? createBlockchainApiClient(http, config));
  container.bind(REMOTE_TOKENS.WalletDirectory).toConstantValue(directory);
  container.bind(REMOTE_TOKENS.ProjectConfig).toConstantValue(ports.projectConfig ?? createProjectConfigClient(http, config));
  container.bind(IMAGE_URLS).toDynamicValue(() => createImageUrlCache(directory));
  container.bind(ANALYTICS_SERVICE).to(AnalyticsService);

  if (ports.errorReporter === undefined) {
    container.bind(LOCAL_ERROR_REPORTER).toConstantValue(container.get(TOKENS.ErrorReporter));
    container.bind(TELEMETRY_REPORTER).to(TelemetryReporter);
    container.rebind(TOKENS.ErrorReporter).toService(TELEMETRY_REPORTER);
  }
}
