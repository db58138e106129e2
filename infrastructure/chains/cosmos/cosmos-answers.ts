import { base64 } from '@scure/base';
import { isCosmosAddress } from '../../../domain/address/cosmos-address.ts';

/** One account as WalletConnect's `cosmos_getAccounts` answers it. */
export interface CosmosAccountAnswer {
  readonly algo: string;
  /** bech32 */
  readonly address: string;
  /** base64 of the 33-byte compressed secp256k1 key */
  readonly pubkey: string;
}

/** A StdSignature as cosmos wallets return it (amino JSON). */
export interface StdSignatureAnswer {
  readonly pub_key: { readonly type: string; readonly value: string };
  readonly signature: string;
}

const COMPRESSED_PUBLIC_KEY_BYTES = 33;
const SIGNATURE_BYTES = 64;
const SECP256K1_PUBKEY_TYPE = 'tendermint/PubKeySecp256k1';

/** A property of a wallet's answer; a throwing getter or proxy reads as absent. */
export function fieldOf(value: unknown, key: string): unknown {
  try {
    return recordOf(value)[key];
  } catch {
    return undefined;
  }
}

export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The length of base64 text once decoded, -1 when it is not base64. */
export function base64Length(value: unknown): number {
  if (typeof value !== 'string') return -1;
  try {
    return base64.decode(value).length;
  } catch {
    return -1;
  }
}

/** The well-formed accounts of an answer; anything else a wallet lists is left out. */
export function accountsOf(value: unknown): CosmosAccountAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const [algo, address, pubkey] = [fieldOf(item, 'algo'), fieldOf(item, 'address'), fieldOf(item, 'pubkey')];
    const valid = typeof algo === 'string' && isCosmosAddress(address) && base64Length(pubkey) === COMPRESSED_PUBLIC_KEY_BYTES;
    return valid ? [{ algo, address, pubkey: pubkey as string }] : [];
  });
}

/** The StdSignature of a secp256k1 key, or undefined when the value is not one. */
export function stdSignatureOf(value: unknown): StdSignatureAnswer | undefined {
  const [publicKey, signature] = [fieldOf(value, 'pub_key'), fieldOf(value, 'signature')];
  const [type, key] = [fieldOf(publicKey, 'type'), fieldOf(publicKey, 'value')];
  if (type !== SECP256K1_PUBKEY_TYPE || base64Length(key) !== COMPRESSED_PUBLIC_KEY_BYTES || base64Length(signature) !== SIGNATURE_BYTES) return undefined;
  return { pub_key: { type, value: key as string }, signature: signature as string };
}

/**
 * The signer and data of an ADR-36 document (chain id "", one `sign/MsgSignData`), or undefined for any
 * other amino document. Keplr-style wallets sign those only through `signArbitrary`.
 */
export function adr36Payload(signDoc: unknown): { readonly signer: string; readonly data: Uint8Array } | undefined {
  const msgs = fieldOf(signDoc, 'msgs');
  if (fieldOf(signDoc, 'chain_id') !== '' || !Array.isArray(msgs) || msgs.length !== 1) return undefined;
  const value = fieldOf(msgs[0], 'value');
  const [signer, data] = [fieldOf(value, 'signer'), fieldOf(value, 'data')];
  if (fieldOf(msgs[0], 'type') !== 'sign/MsgSignData' || typeof signer !== 'string' || typeof data !== 'string') return undefined;
  try {
    return { signer, data: base64.decode(data) };
  } catch {
    return undefined;
  }
}
