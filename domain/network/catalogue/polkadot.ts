import type { FamilyNetwork } from '../network-shape.ts';

// The Polkadot relay chains as WalletConnect names them: the CAIP reference is the genesis hash's first 32
// hex characters. Each relay chain writes its addresses with its own SS58 prefix, kept beside the entries.
// Plain literals, no helper calls, so a bundler can drop the entries a page does not import.

/** The Polkadot relay chain: DOT with 10 decimals, addresses in SS58 prefix 0. */
export const polkadot: FamilyNetwork<'polkadot'> = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
};

/** The Kusama relay chain: KSM with 12 decimals, addresses in SS58 prefix 2. */
export const kusama: FamilyNetwork<'polkadot'> = {
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: { default: { http: ['https://kusama-rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  testnet: false,
};

/** Westend, Polkadot's test relay chain: WND with 12 decimals, addresses in the generic SS58 prefix 42. */
export const westend: FamilyNetwork<'polkadot'> = {
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: { default: { http: ['https://westend-rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  testnet: true,
};

// Kept apart, keyed by the ids alone: the adapter and the SIWX verifier read prefixes without pulling these entries into a page.
export { ss58PrefixOf } from './polkadot-ss58.ts';
