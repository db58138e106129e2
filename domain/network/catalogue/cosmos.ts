import type { CaipNetwork } from '../network.ts';

// Cosmos SDK chains: the CAIP-2 reference is the chain id the chain itself reports (CAIP-5).
// Nothing here reads balances over RPC; the endpoint is kept for the shape integrators expect.
const RPC = { default: { http: ['https://rpc.walletconnect.org/v1'] } } as const;
const ATOM = { name: 'Cosmos', symbol: 'ATOM', decimals: 6 } as const;

export const cosmosHub = {
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: ATOM,
  rpcUrls: RPC,
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
} as const satisfies CaipNetwork;

export const osmosis = {
  id: 'osmosis-1',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:osmosis-1',
  name: 'Osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: RPC,
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' } },
  testnet: false,
} as const satisfies CaipNetwork;

export const cosmosHubTestnet = {
  id: 'theta-testnet-001',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:theta-testnet-001',
  name: 'Cosmos Hub Testnet',
  nativeCurrency: ATOM,
  rpcUrls: RPC,
  testnet: true,
} as const satisfies CaipNetwork;

/**
 * The human-readable part of account addresses per chain. Every Cosmos SDK chain picks its own, and an
 * address is only an account of the chain whose prefix it carries, so the prefix cannot be guessed from
 * the chain id: a chain missing here has no known prefix.
 */
const BECH32_PREFIXES: Readonly<Record<string, string>> = {
  [cosmosHub.caipNetworkId]: 'cosmos',
  [osmosis.caipNetworkId]: 'osmo',
  [cosmosHubTestnet.caipNetworkId]: 'cosmos',
};

/** The bech32 account prefix of a catalogued cosmos network (`cosmos:osmosis-1` → `osmo`); undefined otherwise. */
export function bech32PrefixOf(caipNetworkId: string): string | undefined {
  return Object.hasOwn(BECH32_PREFIXES, caipNetworkId) ? BECH32_PREFIXES[caipNetworkId] : undefined;
}
