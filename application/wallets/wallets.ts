import { inject, injectable } from 'inversify';
import type { RemoteConfig } from '../endpoints.ts';
import type { ChainAdapterDescriptor } from '../ports/chain-adapter.port.ts';
import type { WalletDiscoveryPort } from '../ports/wallet-discovery.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { ChainAdapterRegistry } from './chain-adapter.registry.ts';
import { ConnectorService } from './connector.service.ts';
import { SessionRegistry } from './session-registry.ts';
import { TOKENS } from '../tokens.ts';

/**
 * What every use case that touches a chain builds on: each family's adapter (loaded on first use), the
 * wallets discovery announces and the provider behind each, and the live session of each namespace.
 * Connect, network, balances, send, names, SIWX and WalletConnect all read these; none owns them.
 */
@injectable()
export class Wallets {
  readonly adapters: ChainAdapterRegistry;
  readonly connectors: ConnectorService;
  readonly sessions: SessionRegistry;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(TOKENS.ChainAdapters) descriptors: readonly ChainAdapterDescriptor[],
    @inject(TOKENS.WalletDiscovery) discoveries: readonly WalletDiscoveryPort[],
    @inject(REMOTE_TOKENS.RemoteConfig) remote: RemoteConfig,
  ) {
    this.adapters = new ChainAdapterRegistry(descriptors, runtime.config, remote);
    this.connectors = new ConnectorService(discoveries, runtime.state.connectors, runtime.config, this.adapters, runtime.lifecycle);
    this.sessions = new SessionRegistry(runtime.lifecycle);
  }
}
