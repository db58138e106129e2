import type { ChainAdapterDescriptor } from './ports/chain-adapter.port.ts';
import type { ClockPort } from './ports/clock.port.ts';
import type { EnvironmentPort } from './ports/environment.port.ts';
import type { ErrorReporterPort } from './ports/error-reporter.port.ts';
import type { StoragePort } from './ports/storage.port.ts';
import type { WalletDiscoveryPort } from './ports/wallet-discovery.port.ts';
import type { AppKitConfig } from './config.ts';
import type { AuthProviderPort } from './ports/auth-provider.port.ts';
import type { SiwxConfig } from './ports/siwx.port.ts';

import { token } from './token.ts';

export type { Token } from './token.ts';

export const TOKENS = {
  Config: token<AppKitConfig>('Config'),
  Storage: token<StoragePort>('Storage'),
  Clock: token<ClockPort>('Clock'),
  Environment: token<EnvironmentPort>('Environment'),
  ErrorReporter: token<ErrorReporterPort>('ErrorReporter'),
  /** Every discovery mechanism in use (EIP-6963 by default), each an adapter of the one port. */
  WalletDiscovery: token<readonly WalletDiscoveryPort[]>('WalletDiscovery'),
  ChainAdapters: token<readonly ChainAdapterDescriptor[]>('ChainAdapters'),
  /** `null` when no embedded wallet is configured. */
  AuthProvider: token<AuthProviderPort | null>('AuthProvider'),
  /** The integrator's `siwx` option; `null` when sign-in with a wallet message is off. */
  Siwx: token<SiwxConfig | null>('Siwx'),
} as const;
