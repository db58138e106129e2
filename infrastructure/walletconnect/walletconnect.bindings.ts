import type { Container } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { WALLET_CONNECT_PORT } from '../../application/ports/walletconnect.port.ts';
import { WALLET_CONNECT_SERVICE, WalletConnectService } from '../../application/services/walletconnect.service.ts';
import { Store } from '../../application/stores/store.ts';
import { INITIAL_WALLETCONNECT_PAIRING, WALLETCONNECT_PAIRING_STORE, type WalletConnectPairingState } from '../../application/stores/walletconnect.store.ts';
import { createUniversalProviderAdapter } from './universal-provider-adapter.ts';

export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';

/** Chain id → RPC URL of the configured EVM networks: the integrator's custom URL first, then the network's own. */
export function walletConnectRpcMap(config: AppKitConfig): Record<string, string> {
  const entries = config.networks.flatMap((network) => {
    if (network.chainNamespace !== 'eip155') return [];
    const url = config.customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0];
    return url ? [[String(network.id), url] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** Only ws(s) URLs are taken from the option; anything else falls back to the public relay. */
function relayUrlOf(options: AppKitOptions): string {
  const url = options.walletConnect?.relayUrl;
  return typeof url === 'string' && /^wss?:\/\//.test(url) ? url : DEFAULT_RELAY_URL;
}

/** WalletConnect pairing: the port (the integrator's, or the universal-provider adapter) and its service. */
export function bindWalletConnect(container: Container, options: AppKitOptions, config: AppKitConfig): void {
  const port =
    options.ports?.walletConnect ??
    createUniversalProviderAdapter({
      projectId: config.projectId,
      relayUrl: relayUrlOf(options),
      rpcMap: walletConnectRpcMap(config),
      metadata: config.metadata ?? { name: 'walletport', description: '', url: typeof location === 'undefined' ? 'http://localhost' : location.origin, icons: [] },
    });
  container.bind(WALLET_CONNECT_PORT).toConstantValue(port);
  container.bind(WALLETCONNECT_PAIRING_STORE).toConstantValue(new Store<WalletConnectPairingState>(INITIAL_WALLETCONNECT_PAIRING));
  container.bind(WALLET_CONNECT_SERVICE).to(WalletConnectService);
}
