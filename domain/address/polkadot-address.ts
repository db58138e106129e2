/**
 * An SS58 account address: base58 characters, 35 to 49 long. The encoded bytes are a 1-byte prefix (0-63)
 * or a 2-byte one (64-16383), the 32-byte account id and a 2-byte checksum, so 35 or 36 bytes. Base58
 * writes 35 bytes in 35 to 48 characters (each leading zero byte, as in prefix 0, is one '1') and 36 bytes
 * in exactly 49, since a 2-byte prefix's first byte lies between 0x40 and 0x7f.
 *
 * Only the shape is checked here; the checksum and the prefix of the session's network are checked where
 * signatures are verified, which loads the hashing code on demand.
 */
const SS58_ACCOUNT_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{35,49}$/;

export function isPolkadotAddress(value: unknown): value is string {
  return typeof value === 'string' && SS58_ACCOUNT_ADDRESS.test(value);
}
