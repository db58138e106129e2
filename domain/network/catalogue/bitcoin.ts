import type { CaipNetwork } from '../network.ts';

// Bitcoin as AppKit names it: the CAIP reference is the genesis block hash's first 32 hex characters.
const BITCOIN_CURRENCY = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;
const RPC = { default: { http: ['https://rpc.walletconnect.org/v1'] } } as const;

export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: BITCOIN_CURRENCY,
  rpcUrls: RPC,
} as const satisfies CaipNetwork;

export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: BITCOIN_CURRENCY,
  rpcUrls: RPC,
  testnet: true,
} as const satisfies CaipNetwork;
