import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { ChainAdapterRegistry, SessionRegistry } from './registries.ts';
import { ConnectorService } from './connector.service.ts';
import { TOKENS } from '../tokens.ts';

/**
 * What every use case that touches a chain builds on: each family's adapter (loaded on first use), the
 * wallets discovery announces and the provider behind each, and the live session of each namespace.
 * Connect, network, balances, send, names, SIWX and WalletConnect all read these; none owns them.
 */
export const Wallets = defineCapability(
  'wallets',
  { runtime: RUNTIME, descriptors: TOKENS.ChainAdapters, discoveries: TOKENS.WalletDiscovery, remote: REMOTE_TOKENS.RemoteConfig },
  ({ runtime, descriptors, discoveries, remote }) => {
    const adapters = new ChainAdapterRegistry(descriptors, runtime.config, remote);
    return {
      adapters,
      connectors: new ConnectorService(discoveries, runtime.state.connectors, runtime.config, adapters, runtime.lifecycle),
      sessions: new SessionRegistry(runtime.lifecycle),
    };
  },
);
export type Wallets = CapabilityParts<typeof Wallets>;
