import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts';

export interface NativeCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

/** A network as integrators configure it (the AppKit / viem chain shape plus CAIP fields). */
export interface CaipNetwork {
  readonly id: number | string;
  readonly chainNamespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
  readonly name: string;
  readonly nativeCurrency: NativeCurrency;
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[] };
    readonly chainDefault?: { readonly http: readonly string[] };
  };
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } };
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
  readonly testnet?: boolean;
}

/** A network is supported if no requested networks exist or it is among them. */
export function isNetworkSupported(caipNetworkId: string, requested: readonly CaipNetwork[]): boolean {
  return requested.length === 0 || requested.some((network) => network.caipNetworkId === caipNetworkId);
}

export function findNetwork(networks: readonly CaipNetwork[], caipNetworkId: string | undefined): CaipNetwork | undefined {
  return caipNetworkId === undefined ? undefined : networks.find((network) => network.caipNetworkId === caipNetworkId);
}
