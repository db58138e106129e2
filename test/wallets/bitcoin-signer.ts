import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { base64 } from '@scure/base';
import { opcodes, payments, Psbt, script, Transaction } from 'bitcoinjs-lib';
import type { BitcoinTestKeys } from './bitcoin-keys.ts';

/**
 * What the bitcoin test wallets sign, written apart from the sign-in verifier so a test proves the two
 * agree: BIP-322 simple message signatures and the wallet's own inputs of a PSBT.
 */

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);

function compactSize(value: number): number[] {
  if (value < 0xfd) return [value];
  return [0xfd, value & 0xff, value >> 8];
}

/** A witness stack as consensus encodes it: the item count, then each item with its length. */
export function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  return Uint8Array.from([...compactSize(items.length), ...items.flatMap((item) => [...compactSize(item.length), ...item])]);
}

/** BIP-322's `to_sign`: spends a virtual output paying to `scriptPubKey` that commits to the message. */
function bip322ToSign(message: string, scriptPubKey: Uint8Array): Transaction {
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', new TextEncoder().encode(message));
  const toSpend = new Transaction();
  toSpend.version = 0;
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]));
  toSpend.addOutput(scriptPubKey, 0n);
  const toSign = new Transaction();
  toSign.version = 0;
  toSign.addInput(toSpend.getHash(), 0, 0);
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n);
  return toSign;
}

function ecdsaWitnessSignature(sighash: Uint8Array, secret: Uint8Array): Uint8Array {
  const compact = secp256k1.sign(sighash, secret, { prehash: false }).toBytes('compact');
  return script.signature.encode(compact, Transaction.SIGHASH_ALL);
}

/** A BIP-322 simple signature (base64 witness) by the payment (P2WPKH) or ordinals (P2TR) key of `address`. */
export function signBip322(keys: BitcoinTestKeys, address: string, message: string): string {
  if (address === keys.payment.address) {
    const { payment } = keys;
    const scriptCode = payments.p2pkh({ hash: payment.script.subarray(2) }).output!;
    const sighash = bip322ToSign(message, payment.script).hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL);
    return base64.encode(encodeWitness([ecdsaWitnessSignature(sighash, payment.secret), payment.publicKey]));
  }
  if (address === keys.ordinals.address) {
    const { ordinals } = keys;
    const sighash = bip322ToSign(message, ordinals.script).hashForWitnessV1(0, [ordinals.script], [0n], Transaction.SIGHASH_DEFAULT);
    return base64.encode(encodeWitness([schnorr.sign(sighash, ordinals.secret)]));
  }
  throw new Error(`The wallet holds no key for ${address}.`);
}

/**
 * Signs the listed inputs of a PSBT (base64) with the wallet's keys, each only when the output it spends
 * is the wallet's own; any other input named is an error. The PSBT is answered signed, not finalised.
 */
export function signPsbtInputs(keys: BitcoinTestKeys, psbtBase64: string, indexes: readonly number[]): string {
  const psbt = Psbt.fromBase64(psbtBase64);
  const unsigned = Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer());
  const prevouts = psbt.data.inputs.map((input) => input.witnessUtxo);
  for (const index of indexes) {
    const prevout = prevouts[index];
    if (!prevout) throw new Error(`Input ${index} has no witness UTXO to sign against.`);
    if (sameBytes(prevout.script, keys.payment.script)) {
      const scriptCode = payments.p2pkh({ hash: keys.payment.script.subarray(2) }).output!;
      const sighash = unsigned.hashForWitnessV0(index, scriptCode, prevout.value, Transaction.SIGHASH_ALL);
      psbt.updateInput(index, { partialSig: [{ pubkey: keys.payment.publicKey, signature: ecdsaWitnessSignature(sighash, keys.payment.secret) }] });
    } else if (sameBytes(prevout.script, keys.ordinals.script)) {
      if (prevouts.some((item) => !item)) throw new Error('A taproot signature needs every input\'s witness UTXO.');
      const sighash = unsigned.hashForWitnessV1(index, prevouts.map((item) => item!.script), prevouts.map((item) => item!.value), Transaction.SIGHASH_DEFAULT);
      psbt.updateInput(index, { tapKeySig: schnorr.sign(sighash, keys.ordinals.secret) });
    } else {
      throw new Error(`Input ${index} does not spend an output of this wallet.`);
    }
  }
  return psbt.toBase64();
}
