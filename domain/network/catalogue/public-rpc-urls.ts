import type { CaipNetwork } from '../network.ts';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './bitcoin.ts';
import { cosmosHub, cosmosHubTestnet, osmosis } from './cosmos.ts';
import { kusama, polkadot, westend } from './polkadot.ts';
import { solana, solanaDevnet, solanaTestnet } from './solana.ts';

const CATALOGUE: readonly CaipNetwork[] = [solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, bitcoinRegtest, cosmosHub, osmosis, cosmosHubTestnet, polkadot, kusama, westend];

/**
 * The public endpoints this catalogue gives a network, by CAIP id; empty for a network it does not know.
 * Reads fall back to them when what the integrator passed leaves nothing usable, such as AppKit's own
 * Solana or Bitcoin entries, whose only URL is the RPC proxy, on a page without a project id.
 */
export function publicRpcUrlsOf(caipNetworkId: string): readonly string[] {
  return CATALOGUE.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default.http ?? [];
}
