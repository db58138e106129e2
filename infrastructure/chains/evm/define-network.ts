import type { CaipNetwork, NativeCurrency } from '../../../domain/network/network.ts';

/** An EVM chain as `defineEvmNetwork` takes it. */
export interface EvmNetworkInput {
  /** The EIP-155 chain id, e.g. `31337` for a local Anvil node. */
  readonly id: number;
  /** The name the modal shows. */
  readonly name: string;
  /** The chain's JSON-RPC URL. */
  readonly rpcUrl: string;
  /** The native currency; ETH with 18 decimals when absent. */
  readonly nativeCurrency?: NativeCurrency;
  /** True on a test network. */
  readonly testnet?: boolean;
  /** The block explorer's base URL, linked from the modal; none when absent. */
  readonly blockExplorerUrl?: string;
  /** The explorer's name, which the modal's links say ("View the account on Etherscan"); `Explorer` when absent. */
  readonly blockExplorerName?: string;
}

/** Builds a CAIP network for an EVM chain (the shape `networks` in createAppKit takes). */
export function defineEvmNetwork(input: EvmNetworkInput): CaipNetwork {
  return {
    id: input.id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${input.id}`,
    name: input.name,
    nativeCurrency: input.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [input.rpcUrl] } },
    ...(input.blockExplorerUrl ? { blockExplorers: { default: { name: input.blockExplorerName ?? 'Explorer', url: input.blockExplorerUrl } } } : {}),
    testnet: input.testnet ?? false,
  };
}
