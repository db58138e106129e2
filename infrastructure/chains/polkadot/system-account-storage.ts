import { blake2b } from '@noble/hashes/blake2b';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils';

/**
 * twox128("System") ++ twox128("Account"): the storage prefix of the System pallet's Account map, the
 * same on every Substrate chain. Written out so no xxhash code ships for a constant.
 */
export const SYSTEM_ACCOUNT_PREFIX = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

const ACCOUNT_ID_BYTES = 32;
/** blake2_128concat: a 16-byte blake2b hash of the key, then the key itself. */
const KEY_HASH_BYTES = 16;
/** nonce, consumers, providers, sufficients: four u32 before the balances. */
const FREE_OFFSET = 4 * 4;
const U128_BYTES = 16;
/** The four u32 counters, then AccountData's free, reserved, frozen and flags, each a u128. */
const ACCOUNT_INFO_BYTES = FREE_OFFSET + 4 * U128_BYTES;

/** The storage key of System.Account(accountId), as hex for `state_getStorage`. */
export function systemAccountKey(accountId: Uint8Array): string {
  if (accountId.length !== ACCOUNT_ID_BYTES) throw new RangeError(`An account id is ${ACCOUNT_ID_BYTES} bytes, not ${accountId.length}`);
  return `${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(concatBytes(blake2b(accountId, { dkLen: KEY_HASH_BYTES }), accountId))}`;
}

/**
 * The free balance in a `state_getStorage` answer for System.Account: `null` is an account the chain has
 * never seen, which holds nothing. Anything but a SCALE AccountInfo of exactly the current layout (u32
 * counters, u128 balances, little-endian) throws: a runtime with another layout would put other bytes
 * where the free balance is, and a wrong balance is worse than none.
 */
export function freeBalanceOf(storage: unknown): bigint {
  if (storage === null) return 0n;
  if (typeof storage !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(storage)) throw new TypeError('the account storage is not hex');
  const bytes = hexToBytes(storage.slice(2));
  if (bytes.length !== ACCOUNT_INFO_BYTES) throw new TypeError(`the account storage is ${bytes.length} bytes, not an AccountInfo of ${ACCOUNT_INFO_BYTES}`);
  let free = 0n;
  for (let index = FREE_OFFSET + U128_BYTES - 1; index >= FREE_OFFSET; index--) free = (free << 8n) | BigInt(bytes[index] ?? 0);
  return free;
}
