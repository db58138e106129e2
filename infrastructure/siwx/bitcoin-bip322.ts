import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { crypto, opcodes, payments, script, Transaction } from 'bitcoinjs-lib';
import { BufferReader } from 'bitcoinjs-lib/src/bufferutils';
import type { BitcoinAccount } from './bitcoin-signature.ts';

/**
 * BIP-322 "simple" signatures: the base64 witness stack that spends a virtual output paying to the address,
 * in a virtual transaction that commits to the message. Checked here for the single-key kinds (P2WPKH,
 * P2SH-P2WPKH, taproot key path); anything needing a script interpreter is refused.
 */

const MESSAGE_TAG = 'BIP0322-signed-message';
const COMPRESSED_KEY_BYTES = 33;
const SCHNORR_SIGNATURE_BYTES = 64;

/** sha256_tag("BIP0322-signed-message", message): the message as the virtual transaction commits to it. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return schnorr.utils.taggedHash(MESSAGE_TAG, message);
}

/**
 * The two virtual transactions of BIP-322: `to_spend` pays to `scriptPubKey` from an input that no network
 * has and whose scriptSig holds the message hash; `to_sign` spends it to OP_RETURN. Signing `to_sign`
 * therefore signs the message, and no real coin can ever be spent by it.
 */
export function bip322Transactions(
  message: Uint8Array,
  scriptPubKey: Uint8Array,
  scriptSig?: Uint8Array,
): { readonly toSpend: Transaction; readonly toSign: Transaction } {
  const toSpend = new Transaction();
  toSpend.version = 0;
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, bip322MessageHash(message)]));
  toSpend.addOutput(scriptPubKey, 0n);
  const toSign = new Transaction();
  toSign.version = 0;
  toSign.addInput(toSpend.getHash(), 0, 0, scriptSig);
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n);
  return { toSpend, toSign };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function p2wpkhOutput(keyHash: Uint8Array): Uint8Array {
  return script.compile([opcodes.OP_0, keyHash]);
}

/** A segwit v0 key spend: witness [DER signature + SIGHASH_ALL, compressed key] for the key hash. */
function checkKeyHashWitness(
  witness: readonly Uint8Array[],
  message: Uint8Array,
  scriptPubKey: Uint8Array,
  scriptSig: (keyHash: Uint8Array) => Uint8Array | undefined,
  expectedKeyHash: (keyHash: Uint8Array) => boolean,
): boolean {
  const [encodedSignature, publicKey] = witness;
  if (witness.length !== 2 || encodedSignature === undefined || publicKey === undefined) return false;
  if (publicKey.length !== COMPRESSED_KEY_BYTES) return false;
  const keyHash = crypto.hash160(publicKey);
  if (!expectedKeyHash(keyHash)) return false;
  // Strict DER (BIP-66) and a defined sighash type, or it throws; BIP-322 allows only SIGHASH_ALL.
  const { signature, hashType } = script.signature.decode(encodedSignature);
  if (hashType !== Transaction.SIGHASH_ALL) return false;
  const { toSign } = bip322Transactions(message, scriptPubKey, scriptSig(keyHash));
  // BIP-143: a P2WPKH input is signed with the P2PKH script of its key hash as script code.
  const scriptCode = payments.p2pkh({ hash: keyHash }).output;
  if (scriptCode === undefined) return false;
  const sighash = toSign.hashForWitnessV0(0, scriptCode, 0n, hashType);
  return secp256k1.verify(signature, sighash, publicKey, { prehash: false, lowS: true, format: 'compact' });
}

/** A taproot key-path spend: witness [64-byte Schnorr signature], or 65 bytes ending in SIGHASH_ALL. */
function checkTaprootWitness(witness: readonly Uint8Array[], message: Uint8Array, outputKey: Uint8Array): boolean {
  const [signature] = witness;
  if (witness.length !== 1 || signature === undefined) return false;
  let hashType: number;
  if (signature.length === SCHNORR_SIGNATURE_BYTES) hashType = Transaction.SIGHASH_DEFAULT;
  else if (signature.length === SCHNORR_SIGNATURE_BYTES + 1 && signature[SCHNORR_SIGNATURE_BYTES] === Transaction.SIGHASH_ALL) {
    hashType = Transaction.SIGHASH_ALL;
  } else return false;
  const scriptPubKey = script.compile([opcodes.OP_1, outputKey]);
  const { toSign } = bip322Transactions(message, scriptPubKey);
  const sighash = toSign.hashForWitnessV1(0, [scriptPubKey], [0n], hashType);
  return schnorr.verify(signature.subarray(0, SCHNORR_SIGNATURE_BYTES), sighash, outputKey);
}

/** The consensus-encoded witness stack, which must be the whole signature. */
function decodeWitness(signature: Uint8Array): Uint8Array[] {
  const reader = new BufferReader(signature);
  const witness = reader.readVector();
  if (reader.offset !== signature.length) throw new RangeError('bytes after the witness stack');
  return witness;
}

/** Whether a BIP-322 simple signature spends the account's virtual output for `message`. May throw on garbage. */
export function checkBip322SimpleSignature(account: BitcoinAccount, message: Uint8Array, signature: Uint8Array): boolean {
  const witness = decodeWitness(signature);
  switch (account.type) {
    case 'p2wpkh':
      return checkKeyHashWitness(witness, message, p2wpkhOutput(account.keyHash), () => undefined,
        (keyHash) => sameBytes(keyHash, account.keyHash));
    case 'p2sh': {
      // P2SH-P2WPKH: the scriptSig pushes the P2WPKH redeem script, whose hash is the address.
      const scriptPubKey = script.compile([opcodes.OP_HASH160, account.scriptHash, opcodes.OP_EQUAL]);
      return checkKeyHashWitness(witness, message, scriptPubKey, (keyHash) => script.compile([p2wpkhOutput(keyHash)]),
        (keyHash) => sameBytes(crypto.hash160(p2wpkhOutput(keyHash)), account.scriptHash));
    }
    case 'p2tr':
      return checkTaprootWitness(witness, message, account.outputKey);
    case 'p2pkh':
      // BIP-322 simple needs a segwit address; a 1… address signs in the legacy format.
      return false;
  }
}
