import type { BitcoinNetworkKind } from '../network/catalogue/bitcoin-kinds.ts';

/**
 * Bitcoin address syntax: the characters and lengths of the address kinds a wallet hands over. The checksum
 * and the version bytes are checked where the address is decoded (the signature verifier); this is the
 * cheap first look that needs no hashing.
 */

/** Base58check P2PKH (1…, m…, n…) and P2SH (3…, 2…): a 21-byte payload is 26 to 35 base58 characters. */
const BASE58_ADDRESS = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/;
/**
 * Bech32 segwit v0 (…1q…) and bech32m taproot (…1p…): after the version character, 38 characters for a
 * 20-byte program (P2WPKH) or 58 for a 32-byte one (P2WSH, P2TR), checksum included.
 */
const SEGWIT_ADDRESS = /^(bc|tb|bcrt)1[qp](?:[02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$/;

const BASE58_FIRST_CHARACTERS: Readonly<Record<BitcoinNetworkKind, string>> = { mainnet: '13', testnet: 'mn2' };
const SEGWIT_PREFIXES: Readonly<Record<BitcoinNetworkKind, readonly string[]>> = { mainnet: ['bc1'], testnet: ['tb1', 'bcrt1'] };

/** Bech32 may be written all upper case (QR codes use it), never mixed. */
function segwitForm(value: string): string | undefined {
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return undefined;
  return SEGWIT_ADDRESS.test(lower) ? lower : undefined;
}

/** Whether a value has the form of a P2PKH, P2SH, P2WPKH, P2WSH or P2TR address of any Bitcoin network. */
export function isBitcoinAddress(value: unknown): value is string {
  return typeof value === 'string' && (BASE58_ADDRESS.test(value) || segwitForm(value) !== undefined);
}

/** Whether a value has the form of an address of the given network kind (mainnet: 1/3/bc1; testnet: m/n/2/tb1/bcrt1). */
export function isBitcoinAddressOf(value: unknown, network: BitcoinNetworkKind): value is string {
  if (typeof value !== 'string') return false;
  if (BASE58_ADDRESS.test(value)) return BASE58_FIRST_CHARACTERS[network].includes(value.charAt(0));
  const segwit = segwitForm(value);
  return segwit !== undefined && SEGWIT_PREFIXES[network].some((prefix) => segwit.startsWith(prefix));
}
