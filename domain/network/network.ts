import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts';
import type { NetworkShape } from './network-shape.ts';

export type { NativeCurrency } from './network-shape.ts';

/** A network as integrators configure it (the AppKit / viem chain shape plus CAIP fields), of a supported family. */
export interface CaipNetwork extends NetworkShape {
  readonly chainNamespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
}

/** A network is supported if no requested networks exist or it is among them. */
export function isNetworkSupported(caipNetworkId: string, requested: readonly CaipNetwork[]): boolean {
  return requested.length === 0 || requested.some((network) => network.caipNetworkId === caipNetworkId);
}

export function findNetwork(networks: readonly CaipNetwork[], caipNetworkId: string | undefined): CaipNetwork | undefined {
  return caipNetworkId === undefined ? undefined : networks.find((network) => network.caipNetworkId === caipNetworkId);
}
