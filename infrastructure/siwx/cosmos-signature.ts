import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { base64, bech32 } from '@scure/base';
import { adr36SignDocJson } from './cosmos-adr36.ts';
import { bech32PrefixOf } from '../../domain/network/catalogue/cosmos-bech32.ts';

/** What a cosmos sign-in claims: this address signed this message on this chain, with this StdSignature JSON. */
export interface CosmosSignatureClaim {
  readonly chainId: string;
  readonly address: string;
  readonly message: string;
  readonly signature: string;
}

const PUBLIC_KEY_TYPE = 'tendermint/PubKeySecp256k1';
const COMPRESSED_PUBLIC_KEY_BYTES = 33;
const SIGNATURE_BYTES = 64;
const ADDRESS_BYTES = 20;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The public key and raw signature of a StdSignature JSON, or undefined when it is not one. */
function parseStdSignature(text: string): { readonly publicKey: Uint8Array; readonly signature: Uint8Array } | undefined {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed) || !isRecord(parsed['pub_key'])) return undefined;
  const { type, value } = parsed['pub_key'];
  const signature = parsed['signature'];
  if (type !== PUBLIC_KEY_TYPE || typeof value !== 'string' || typeof signature !== 'string') return undefined;
  const publicKey = base64.decode(value);
  const signatureBytes = base64.decode(signature);
  if (publicKey.length !== COMPRESSED_PUBLIC_KEY_BYTES || signatureBytes.length !== SIGNATURE_BYTES) return undefined;
  return { publicKey, signature: signatureBytes };
}

/** The 20-byte account an address names, if it is canonical bech32 with the given prefix. */
function accountOf(address: string, prefix: string): Uint8Array | undefined {
  const decoded = bech32.decodeUnsafe(address);
  if (decoded === undefined || decoded.prefix !== prefix) return undefined;
  // Uppercase bech32 decodes too, but wallets sign with the lowercase form, which is then what the sign doc holds.
  if (bech32.encode(decoded.prefix, decoded.words) !== address) return undefined;
  const account = bech32.fromWordsUnsafe(decoded.words);
  return account !== undefined && account.length === ADDRESS_BYTES ? account : undefined;
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index]);
}

/**
 * Whether the claim's StdSignature is an ADR-36 signature of the message by the address's key on a
 * catalogued chain whose prefix the address carries. False for any malformed input; never throws.
 */
export function checkCosmosSignature(claim: CosmosSignatureClaim): boolean {
  const { chainId, address, message, signature } = claim;
  // Sessions arrive as JSON from clients: a field of another type must not be coerced into a string.
  if (![chainId, address, message, signature].every((field) => typeof field === 'string')) return false;
  try {
    const prefix = bech32PrefixOf(chainId);
    const account = prefix === undefined ? undefined : accountOf(address, prefix);
    const stdSignature = parseStdSignature(signature);
    if (account === undefined || stdSignature === undefined) return false;
    if (!sameBytes(ripemd160(sha256(stdSignature.publicKey)), account)) return false;
    const signDoc = adr36SignDocJson(address, new TextEncoder().encode(message));
    const digest = sha256(new TextEncoder().encode(signDoc));
    // Low-s only, as the Cosmos SDK accepts: a high-s twin of a valid signature is refused.
    return secp256k1.verify(stdSignature.signature, digest, stdSignature.publicKey, { format: 'compact', lowS: true, prehash: false });
  } catch {
    // Not JSON, not base64, or a public key that is no curve point: not a valid signature.
    return false;
  }
}
