import { ed25519 } from '@noble/curves/ed25519';
import { blake2b } from '@noble/hashes/blake2b';
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base58 } from '@scure/base';
import * as sr25519 from '@scure/sr25519';

// The crypto behind PolkadotVerifier, loaded only when a polkadot session is verified.

const ACCOUNT_ID_BYTES = 32;
const CHECKSUM_BYTES = 2;
const SIGNATURE_BYTES = 64;
const SS58_CHECKSUM_CONTEXT = utf8ToBytes('SS58PRE');
/** Prefixes 64-16383 take two bytes, whose first byte is 0b01xxxxxx; 0b1xxxxxxx is reserved. */
const TWO_BYTE_PREFIX_FLAG = 0b0100_0000;
const MAX_ONE_BYTE_PREFIX = 63;
const MAX_PREFIX = 16_383;

export interface Ss58Account {
  readonly prefix: number;
  readonly accountId: Uint8Array;
}

function ss58Checksum(prefixAndAccountId: Uint8Array): Uint8Array {
  return blake2b(concatBytes(SS58_CHECKSUM_CONTEXT, prefixAndAccountId), { dkLen: 64 }).subarray(0, CHECKSUM_BYTES);
}

// The bit layout of the two-byte form follows the SS58 specification (docs.substrate.io, "SS58 address
// format") and polkadot-js's encodeAddress.
function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > MAX_PREFIX) throw new RangeError(`SS58 prefix out of range: ${prefix}`);
  if (prefix <= MAX_ONE_BYTE_PREFIX) return Uint8Array.of(prefix);
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | TWO_BYTE_PREFIX_FLAG, (prefix >> 8) | ((prefix & 0b11) << 6));
}

/** The SS58 address of a 32-byte account id (an sr25519 or ed25519 public key) on the network of `prefix`. */
export function encodeSs58Address(accountId: Uint8Array, prefix: number): string {
  if (accountId.length !== ACCOUNT_ID_BYTES) throw new RangeError(`An account id is ${ACCOUNT_ID_BYTES} bytes, not ${accountId.length}`);
  const payload = concatBytes(prefixBytes(prefix), accountId);
  return base58.encode(concatBytes(payload, ss58Checksum(payload)));
}

/** The prefix and account id of an SS58 address of a 32-byte account, or undefined if it is not one. */
export function decodeSs58Address(address: string): Ss58Account | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return undefined;
  }
  const first = bytes[0];
  const second = bytes[1];
  if (first === undefined || second === undefined || first >= 0b1000_0000) return undefined;
  const prefixLength = first < TWO_BYTE_PREFIX_FLAG ? 1 : 2;
  if (bytes.length !== prefixLength + ACCOUNT_ID_BYTES + CHECKSUM_BYTES) return undefined;
  const payload = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const checksum = ss58Checksum(payload);
  if (checksum[0] !== bytes[payload.length] || checksum[1] !== bytes[payload.length + 1]) return undefined;
  const prefix = prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8);
  return { prefix, accountId: payload.slice(prefixLength) };
}

type Scheme = 'sr25519' | 'ed25519';
/** The MultiSignature type byte is the index: 0x00 ed25519, 0x01 sr25519. */
const TYPED_SCHEMES: readonly Scheme[] = ['ed25519', 'sr25519'];

function verifies(scheme: Scheme, message: Uint8Array, signature: Uint8Array, accountId: Uint8Array): boolean {
  try {
    return scheme === 'sr25519' ? sr25519.verify(message, signature, accountId) : ed25519.verify(signature, message, accountId);
  } catch {
    // sr25519 throws for a signature without its marker bit and both throw for a key that is not a point.
    return false;
  }
}

/**
 * The schemes to try and the bare 64-byte signature. A bare signature does not say its scheme, so both are
 * tried, as polkadot-js's signatureVerify does; a typed one (a MultiSignature: 0x00 ed25519, 0x01 sr25519)
 * is tried with its own. ECDSA (0x02) accounts are ids hashed from the key and are not supported.
 */
function parseSignature(signatureHex: string): { readonly schemes: readonly Scheme[]; readonly signature: Uint8Array } | undefined {
  if (!/^(0x)?([0-9a-fA-F]{2})+$/.test(signatureHex)) return undefined;
  const bytes = hexToBytes(signatureHex.startsWith('0x') ? signatureHex.slice(2) : signatureHex);
  if (bytes.length === SIGNATURE_BYTES) return { schemes: ['sr25519', 'ed25519'], signature: bytes };
  if (bytes.length !== SIGNATURE_BYTES + 1) return undefined;
  const scheme = TYPED_SCHEMES[bytes[0] ?? TYPED_SCHEMES.length];
  return scheme === undefined ? undefined : { schemes: [scheme], signature: bytes.subarray(1) };
}

export interface PolkadotSignatureInput {
  /** The message text; UTF-8 bytes are what was signed. */
  readonly message: string;
  /** Hex, with or without 0x: 64 bytes, or 65 with a leading scheme byte. */
  readonly signature: string;
  /** The signer's SS58 address. */
  readonly address: string;
  /** The prefix the address must carry: the session network's. */
  readonly ss58Prefix: number;
}

/**
 * Whether `signature` is the address's key signing the message, either bare or as the polkadot{.js}
 * extension's `signRaw` signs it, wrapped in `<Bytes>` and `</Bytes>`. False, never a throw, for bad input.
 */
export function checkPolkadotSignature(input: PolkadotSignatureInput): boolean {
  const { message, signature, address, ss58Prefix } = input;
  if (typeof message !== 'string' || typeof signature !== 'string' || typeof address !== 'string') return false;
  const account = decodeSs58Address(address);
  const parsed = parseSignature(signature);
  if (account === undefined || account.prefix !== ss58Prefix || parsed === undefined) return false;
  const signedForms = [utf8ToBytes(message), utf8ToBytes(`<Bytes>${message}</Bytes>`)];
  return parsed.schemes.some((scheme) =>
    signedForms.some((form) => verifies(scheme, form, parsed.signature, account.accountId)));
}
