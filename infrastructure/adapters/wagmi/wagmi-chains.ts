import type { Chain } from 'viem';
import { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';
import { http, type Transport } from 'wagmi';
import type { CaipNetwork } from '../../../domain/network/network.ts';

/** What `networks` takes: viem chains (AppKit's networks are viem chains with CAIP fields) or walletport CaipNetworks. */
export type WagmiAdapterNetwork = Chain | CaipNetwork;

function isCaipNetwork(network: WagmiAdapterNetwork): network is CaipNetwork {
  return typeof (network as { readonly chainNamespace?: unknown }).chainNamespace === 'string';
}

/** A CaipNetwork as the chain wagmi takes; the object keeps every other field it has (a viem chain's contracts). */
function toChain(network: CaipNetwork): Chain {
  const id = Number(network.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`[walletport] WagmiAdapter: the eip155 network "${network.name}" needs a numeric chain id, got ${JSON.stringify(network.id)}.`);
  return { ...network, id };
}

/**
 * wagmi's `chains`: the eip155 networks in the order given (other namespaces are left to the modal).
 * wagmi needs at least one, so none is a configuration error at construction.
 */
export function toWagmiChains(networks: readonly WagmiAdapterNetwork[]): readonly [Chain, ...Chain[]] {
  if (!Array.isArray(networks)) throw new Error('[walletport] WagmiAdapter needs `networks`: an array of viem chains or eip155 CaipNetworks.');
  const chains = networks.flatMap((network) => {
    if (!isCaipNetwork(network)) return [network];
    return network.chainNamespace === EVM_FAMILY.namespace ? [toChain(network)] : [];
  });
  const [first, ...rest] = chains;
  if (!first) throw new Error('[walletport] WagmiAdapter needs at least one eip155 network in `networks`.');
  return [first, ...rest];
}

/** The transports given, and for every other chain an http transport to its first default RPC URL. */
export function wagmiTransports(chains: readonly Chain[], given: Readonly<Record<number, Transport>> = {}): Record<number, Transport> {
  return Object.fromEntries(chains.map((chain) => [chain.id, given[chain.id] ?? http(chain.rpcUrls.default.http[0])]));
}
