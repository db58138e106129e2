import type { AnalyticsPort } from './analytics.port.ts';
import type { BlockchainApiPort } from './blockchain-api.port.ts';
import type { HttpPort } from './http.port.ts';
import type { ProjectConfigPort } from './project-config.port.ts';
import type { TelemetryPort } from './telemetry.port.ts';
import type { WalletDirectoryPort } from './wallet-directory.port.ts';

/** Remote-service ports an integrator may replace; anything left out gets the HTTP adapter. */
export interface RemotePortOverrides {
  /** How every remote service is reached; the default uses `fetch`. */
  readonly http?: HttpPort;
  /** Where analytics events go; the default posts them to Reown's analytics host (with a project id). */
  readonly analytics?: AnalyticsPort;
  /** Where error reports go; the default posts them to Reown's telemetry host (with a project id). */
  readonly telemetry?: TelemetryPort;
  /** Balances, transaction history and names; the default is Reown's blockchain API. */
  readonly blockchainApi?: BlockchainApiPort;
  /** The wallet list and its images; the default is WalletConnect's wallet directory. */
  readonly walletDirectory?: WalletDirectoryPort;
  /** The project's dashboard settings (the allowed origins, whether analytics are on); the default is Reown's config API. */
  readonly projectConfig?: ProjectConfigPort;
}
