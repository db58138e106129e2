import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
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
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createConsoleErrorReporter } from '../telemetry/console-error-reporter.ts';

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
    bind(TOKENS.AuthProvider).toConstantValue(ports.authProvider ?? null);
    // An integrator's reporter gets the errors as they are; the default one also feeds telemetry (remote services).
    if (ports.errorReporter) bind(TOKENS.ErrorReporter).toConstantValue(ports.errorReporter);
    else bind(LOCAL_ERROR_REPORTER).toConstantValue(createConsoleErrorReporter());
  });
}

/** Each family's own discovery, loaded when the modal first listens for wallets. */
function familyDiscoveries(adapters: readonly ChainAdapterDescriptor[]): WalletDiscoveryPort[] {
  return adapters.flatMap((adapter) => {
    const load = adapter.discovery?.bind(adapter);
    return load ? [deferredDiscovery(load, (error) => console.warn('[walletport] wallet discovery failed to load', error))] : [];
  });
}
