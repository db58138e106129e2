import type { FamilyNetwork } from '../network-shape.ts';

// Cosmos SDK chains: the CAIP-2 reference is the chain id the chain itself reports (CAIP-5).
// The URLs are CometBFT RPC endpoints (what @cosmjs/stargate connects to), each chain's public nodes from
// cosmos/chain-registry (`apis.rpc` of cosmoshub/chain.json, osmosis/chain.json and
// testnets/cosmoshubtestnet/chain.json); the RPC proxy serves no cosmos chain. `customRpcUrls` goes first.
const ATOM = { name: 'Cosmos', symbol: 'ATOM', decimals: 6 } as const;

/** The Cosmos Hub (`cosmos:cosmoshub-4`): ATOM with 6 decimals, cosmos1… addresses. */
export const cosmosHub: FamilyNetwork<'cosmos'> = {
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: ATOM,
  rpcUrls: { default: { http: ['https://cosmos-rpc.polkachu.com', 'https://cosmoshub-rpc.lavenderfive.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
};

/** Osmosis (`cosmos:osmosis-1`): OSMO with 6 decimals, osmo1… addresses. */
export const osmosis: FamilyNetwork<'cosmos'> = {
  id: 'osmosis-1',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:osmosis-1',
  name: 'Osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.osmosis.zone', 'https://osmosis-rpc.polkachu.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' } },
  testnet: false,
};

/** The Cosmos Hub's public testnet (`cosmos:theta-testnet-001`): ATOM with 6 decimals, cosmos1… addresses. */
export const cosmosHubTestnet: FamilyNetwork<'cosmos'> = {
  id: 'theta-testnet-001',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:theta-testnet-001',
  name: 'Cosmos Hub Testnet',
  nativeCurrency: ATOM,
  rpcUrls: { default: { http: ['https://rpc.sentry-01.theta-testnet.polypore.xyz', 'https://rpc.sentry-02.theta-testnet.polypore.xyz'] } },
  testnet: true,
};

// Kept apart, keyed by the ids alone: the adapter and the SIWX check read prefixes without pulling these entries into a page.
export { bech32PrefixOf } from './cosmos-bech32.ts';
