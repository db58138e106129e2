import type { AppKitConfig } from '../../application/config.ts';
import type { AppKitOptions } from '../../application/options.ts';
import type { WalletConnectPort } from '../../application/ports/walletconnect.port.ts';
import { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import { createUniversalProviderAdapter } from './universal-provider-adapter.ts';

export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';

/** Chain id → RPC URL of the configured EVM networks: the integrator's custom URL first, then the network's own. */
export function walletConnectRpcMap(config: AppKitConfig): Record<string, string> {
  const entries = config.networks.flatMap((network) => {
    const url = config.customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0];
    // EVM chains by decimal id (the universal provider's own keys); other families by CAIP network id.
    const key = network.chainNamespace === EVM_FAMILY.namespace ? String(network.id) : network.caipNetworkId;
    return url ? [[key, url] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** Only ws(s) URLs are taken from the option; anything else falls back to the public relay. */
function relayUrlOf(options: AppKitOptions): string {
  const url = options.walletConnect?.relayUrl;
  return typeof url === 'string' && /^wss?:\/\//.test(url) ? url : DEFAULT_RELAY_URL;
}

/** The WalletConnect port: the integrator's, or the universal-provider adapter (its SDK loads on first pairing). */
export function walletConnectPort(options: AppKitOptions, config: AppKitConfig): WalletConnectPort {
  return (
    options.ports?.walletConnect ??
    createUniversalProviderAdapter({
      projectId: config.projectId,
      relayUrl: relayUrlOf(options),
      rpcMap: walletConnectRpcMap(config),
      metadata: config.metadata ?? { name: 'walletport', description: '', url: typeof location === 'undefined' ? 'http://localhost' : location.origin, icons: [] },
    })
  );
}
