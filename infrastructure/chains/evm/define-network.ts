import type { CaipNetwork, NativeCurrency } from '../../../domain/network/network.ts';

export interface EvmNetworkInput {
  readonly id: number;
  readonly name: string;
  readonly rpcUrl: string;
  readonly nativeCurrency?: NativeCurrency;
  readonly testnet?: boolean;
  readonly blockExplorerUrl?: string;
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
    ...(input.blockExplorerUrl ? { blockExplorers: { default: { name: 'Explorer', url: input.blockExplorerUrl } } } : {}),
    testnet: input.testnet ?? false,
  };
}
