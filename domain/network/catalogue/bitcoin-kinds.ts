/** The CAIP-2 ids of ./bitcoin.ts's networks, as literals: what maps a chain to its settings needs no entry. */
export const BITCOIN_MAINNET_ID = 'bip122:000000000019d6689c085ae165831e93';
export const BITCOIN_TESTNET_ID = 'bip122:000000000933ea01ad0ee984209779ba';
export const BITCOIN_REGTEST_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

/**
 * Which address family a chain uses. Testnet and regtest share the base58 version bytes (m…, n…, 2…) and
 * differ only in the bech32 prefix (tb1… and bcrt1…), which is why regtest counts as a testnet here.
 */
export type BitcoinNetworkKind = 'mainnet' | 'testnet';

const NETWORK_KINDS: Readonly<Record<string, BitcoinNetworkKind>> = {
  [BITCOIN_MAINNET_ID]: 'mainnet',
  [BITCOIN_TESTNET_ID]: 'testnet',
  [BITCOIN_REGTEST_ID]: 'testnet',
};

/** The kind of a known Bitcoin chain by its CAIP-2 id; undefined for any other id. */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetworkKind | undefined {
  return Object.hasOwn(NETWORK_KINDS, caipNetworkId) ? NETWORK_KINDS[caipNetworkId] : undefined;
}
