import type { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { ChainAdapter, ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { Connect } from '../../application/connect/index.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';

export const SOLANA: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};

export const POLKADOT: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:4'] } },
};

/** An address of each family, as its wallet would report it. */
const ADDRESSES: Partial<Record<ChainNamespace, string>> = {
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  polkadot: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
};

/**
 * A chain adapter of a non-EVM family whose wallet answers from a script: no SDK, node or wallet, for tests
 * of the services above the adapter (the real adapters, in infrastructure/chains/, have their own tests).
 */
export function scriptedAdapter(
  namespace: ChainNamespace,
  network: CaipNetwork,
  script: { readonly balance?: bigint; readonly sendNative?: ChainAdapter['sendNative'] },
): ChainAdapterDescriptor {
  const session = { accounts: [ADDRESSES[namespace] ?? 'address'], chainReference: String(network.id) };
  const adapter: ChainAdapter = {
    namespace,
    connect: async () => session,
    reconnect: async () => session,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: script.balance ?? 0n, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }),
    watch: () => () => undefined,
    disconnect: async () => undefined,
    ...(script.sendNative ? { sendNative: script.sendNative } : {}),
  };
  return { namespace, load: async () => adapter };
}

/** A discovery mechanism of non-EVM families for tests: wallets are announced by hand, per namespace. */
export interface ScriptedDiscovery extends WalletDiscoveryPort {
  announce(namespace: ChainNamespace): string;
}

export function createScriptedDiscovery(): ScriptedDiscovery {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements: () => undefined,
    stop: () => undefined,
    announce(namespace) {
      const rdns = `test.${namespace}`;
      const provider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
      const info = { uuid: `uuid-${namespace}`, name: `${namespace} wallet`, icon: 'data:image/svg+xml,<svg/>', rdns };
      wallets.next([...wallets.getValue().filter((wallet) => wallet.info.rdns !== rdns), { info, provider, namespace }]);
      return rdns;
    },
  };
}

/** Announces a wallet for `namespace` through the scripted discovery and connects it. */
export async function connectScriptedWallet(container: Container, discovery: ScriptedDiscovery, namespace: ChainNamespace): Promise<boolean> {
  const rdns = discovery.announce(namespace);
  return container.get<Connect>(Connect.token).connection.connect(rdns, namespace);
}
