import type { FamilyNetwork } from '../network-shape.ts';
import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, BITCOIN_TESTNET_ID } from './bitcoin-kinds.ts';

// Bitcoin as AppKit names it: the CAIP reference is the genesis block hash's first 32 hex characters.
// The URLs are esplora REST APIs, not JSON-RPC: the adapter reads UTXOs and fees and broadcasts there. The
// defaults are mempool.space's public ones, the API AppKit 1.7.6's bitcoin adapter reads UTXOs from
// (adapters/bitcoin/src/utils/BitcoinApi.ts:10); `customRpcUrls` puts another esplora API first.
const BITCOIN_CURRENCY = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

/** Bitcoin mainnet, as AppKit's `bitcoin`: CAIP id `bip122:000000000019d6689c085ae165831e93`, BTC with 8 decimals; its URLs are mempool.space's esplora REST API. */
export const bitcoin: FamilyNetwork<'bip122'> = {
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  caipNetworkId: BITCOIN_MAINNET_ID,
  name: 'Bitcoin',
  nativeCurrency: BITCOIN_CURRENCY,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  // AppKit names no explorer for Bitcoin; the account and transaction links go to the site whose API this is.
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  // appkit-utils/src/PresetsUtil.ts:109 (AppKit 1.7.6)
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
};

/** Bitcoin testnet3, as AppKit's `bitcoinTestnet`: tb1… addresses; its URLs are mempool.space's testnet esplora REST API. */
export const bitcoinTestnet: FamilyNetwork<'bip122'> = {
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  caipNetworkId: BITCOIN_TESTNET_ID,
  name: 'Bitcoin Testnet',
  nativeCurrency: BITCOIN_CURRENCY,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  // appkit-utils/src/PresetsUtil.ts:111 (AppKit 1.7.6)
  assets: { imageId: '39354064-d79b-420b-065d-f980c4b78200' },
  testnet: true,
};

/**
 * A local regtest node (`bitcoind -regtest`): every regtest chain starts from the same genesis block, so
 * the id is the same on every machine. There is no public endpoint; the RPC URL is the node's default port.
 */
export const bitcoinRegtest: FamilyNetwork<'bip122'> = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  caipNetworkId: BITCOIN_REGTEST_ID,
  name: 'Bitcoin Regtest',
  nativeCurrency: BITCOIN_CURRENCY,
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  testnet: true,
};

// Kept apart, keyed by the ids alone: the adapter and the SIWX verifier read a chain's kind without pulling these entries into a page.
export { bitcoinNetworkOf, type BitcoinNetworkKind } from './bitcoin-kinds.ts';
