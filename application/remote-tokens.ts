import type { RemoteConfig } from './endpoints.ts';
import type { AnalyticsPort } from './ports/analytics.port.ts';
import type { BlockchainApiPort } from './ports/blockchain-api.port.ts';
import type { HttpPort } from './ports/http.port.ts';
import type { ProjectConfigPort } from './ports/project-config.port.ts';
import type { TelemetryPort } from './ports/telemetry.port.ts';
import type { WalletDirectoryPort } from './ports/wallet-directory.port.ts';
import { token } from './token.ts';

/**
 * Tokens of the remote services: their config (endpoints, project, SDK) and their ports (analytics, telemetry,
 * blockchain API, wallet directory, project config, and the HTTP the kit's own clients share), bound by
 * infrastructure/container.ts.
 */
export const REMOTE_TOKENS = {
  RemoteConfig: token<RemoteConfig>('RemoteConfig'),
  Http: token<HttpPort>('Http'),
  Analytics: token<AnalyticsPort>('Analytics'),
  Telemetry: token<TelemetryPort>('Telemetry'),
  BlockchainApi: token<BlockchainApiPort>('BlockchainApi'),
  WalletDirectory: token<WalletDirectoryPort>('WalletDirectory'),
  ProjectConfig: token<ProjectConfigPort>('ProjectConfig'),
} as const;
