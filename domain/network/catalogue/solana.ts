import type { FamilyNetwork } from '../network-shape.ts';

// The Solana clusters as AppKit names them: the CAIP reference is the genesis hash's first 32 characters.
// The RPC URLs are each cluster's public endpoint (web3.js clusterApiUrl): the RPC proxy comes before them
// when a project id is set, and they alone serve a page without one.
const SOLANA_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
// AppKit 1.7.6 gives the three clusters one image (appkit-utils/src/PresetsUtil.ts:105-107).
const SOLANA_ASSETS = { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' } as const;
const SOLSCAN = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const;
// AppKit gives the test clusters mainnet's Solscan URL; Solscan shows a test cluster's accounts and
// transactions only when its query names the cluster, so a link built from the plain URL finds nothing.
const SOLSCAN_DEVNET = { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } } as const;
const SOLSCAN_TESTNET = { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } } as const;

/** Solana mainnet-beta, as AppKit's `solana`: CAIP id `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, SOL with 9 decimals, the public RPC endpoint. */
export const solana: FamilyNetwork<'solana'> = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: SOLANA_CURRENCY,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  assets: SOLANA_ASSETS,
  blockExplorers: SOLSCAN,
  testnet: false,
};

/** Solana devnet, as AppKit's `solanaDevnet`: a test cluster whose SOL can be airdropped. */
export const solanaDevnet: FamilyNetwork<'solana'> = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: SOLANA_CURRENCY,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  assets: SOLANA_ASSETS,
  blockExplorers: SOLSCAN_DEVNET,
  testnet: true,
};

/** Solana testnet, as AppKit's `solanaTestnet`: the cluster validators test releases on. */
export const solanaTestnet: FamilyNetwork<'solana'> = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: SOLANA_CURRENCY,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  assets: SOLANA_ASSETS,
  blockExplorers: SOLSCAN_TESTNET,
  testnet: true,
};
