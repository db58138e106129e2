import type { AnalyticsPort } from './analytics.port.ts';
import type { BlockchainApiPort } from './blockchain-api.port.ts';
import type { HttpPort } from './http.port.ts';
import type { ProjectConfigPort } from './project-config.port.ts';
import type { TelemetryPort } from './telemetry.port.ts';
import type { WalletDirectoryPort } from './wallet-directory.port.ts';

/** Remote-service ports an integrator may replace; anything left out gets the HTTP adapter. */
export interface RemotePortOverrides {
  readonly http?: HttpPort;
  readonly analytics?: AnalyticsPort;
  readonly telemetry?: TelemetryPort;
  readonly blockchainApi?: BlockchainApiPort;
  readonly walletDirectory?: WalletDirectoryPort;
  readonly projectConfig?: ProjectConfigPort;
}
