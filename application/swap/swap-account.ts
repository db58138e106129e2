import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { SWAP_NAMESPACE } from '../../domain/swap/swap-constants.ts';
import type { ChainAdapter, WalletProvider } from '../ports/chain-adapter.port.ts';
import type { SwapSourcePort, SwapSources } from '../ports/swap-source.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { connectedProvider } from '../wallets/connected-provider.ts';
import type { Wallets } from '../wallets/wallets.ts';
import type { SwapStore } from './swap.store.ts';

/** What a swap session is built from. */
export interface SwapDependencies {
  readonly runtime: AppRuntime;
  readonly wallets: Wallets;
  /** Reads the account's native and token balances afresh (after a swap). */
  readonly refreshBalances: () => Promise<void>;
  readonly sources: SwapSources;
  readonly store: SwapStore;
  /** The site's `tokens` option, listed first in the picker. */
  readonly configuredTokens: readonly string[];
}

/** The connected EVM account a swap works on, with its network's adapter and swap source. */
export interface SwapAccount {
  readonly namespace: ChainNamespace;
  readonly address: string;
  /** CAIP-10, as the swap sources take the owner. */
  readonly caipAddress: string;
  readonly network: CaipNetwork;
  readonly provider: WalletProvider;
  readonly adapter: ChainAdapter;
  readonly source: SwapSourcePort;
}

/** Swaps are EVM only: the account and network in view, refused plainly when they are not one. */
export async function swapAccount(deps: SwapDependencies): Promise<SwapAccount> {
  const { state } = deps.runtime;
  const { activeChain: namespace, caipNetwork: network } = state.network.getSnapshot();
  const account = namespace === undefined ? undefined : state.accounts.getSnapshot()[namespace];
  if (namespace === undefined || account?.status !== 'connected' || !account.address) throw catalogueError('CONNECT_BEFORE_REQUEST');
  if (namespace !== SWAP_NAMESPACE || !network || network.chainNamespace !== namespace) throw catalogueError('SWAPS_NETWORK_NOT_SUPPORTED');
  const provider = connectedProvider(deps.wallets, namespace, account.connectorId);
  if (!provider) throw catalogueError('WALLET_NOT_FOUND');
  const adapter = await deps.wallets.adapters.load(namespace);
  const source = await deps.sources.load(network, {
    call: (to, data) => (adapter.readCall ? adapter.readCall(network, { to, data }) : Promise.reject(new Error('the eip155 adapter reads no contracts'))),
    gasPrice: () => (adapter.gasPrice ? adapter.gasPrice(network) : Promise.reject(new Error('the eip155 adapter reads no gas price'))),
    latestBlockTime: () => (adapter.latestBlockTime ? adapter.latestBlockTime(network) : Promise.reject(new Error('the eip155 adapter reads no blocks'))),
    factories: () => (adapter.swapSourceFactories ? adapter.swapSourceFactories() : Promise.reject(new Error('the eip155 adapter carries no swap sources'))),
  });
  if (!source) throw catalogueError('SWAPS_NETWORK_NOT_SUPPORTED');
  return { namespace, address: account.address, caipAddress: `${network.caipNetworkId}:${account.address}`, network, provider, adapter, source };
}
