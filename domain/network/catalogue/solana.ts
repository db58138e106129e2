import type { CaipNetwork } from '../network.ts';

// The Solana clusters as AppKit names them: the CAIP reference is the genesis hash's first 32 characters.
const SOLANA_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
const RPC = { default: { http: ['https://rpc.walletconnect.org/v1'] } } as const;
const SOLSCAN = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const;

export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: SOLANA_CURRENCY,
  rpcUrls: RPC,
  blockExplorers: SOLSCAN,
  testnet: false,
} as const satisfies CaipNetwork;

export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: SOLANA_CURRENCY,
  rpcUrls: RPC,
  blockExplorers: SOLSCAN,
  testnet: true,
} as const satisfies CaipNetwork;

export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: SOLANA_CURRENCY,
  rpcUrls: RPC,
  blockExplorers: SOLSCAN,
  testnet: true,
} as const satisfies CaipNetwork;
