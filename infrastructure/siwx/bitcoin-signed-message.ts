import { secp256k1 } from '@noble/curves/secp256k1';
import { crypto, opcodes, script } from 'bitcoinjs-lib';
import { BufferWriter, varuint } from 'bitcoinjs-lib/src/bufferutils';
import type { BitcoinAccount } from './bitcoin-signature.ts';

/**
 * The legacy "Bitcoin Signed Message" format (Bitcoin Core's signmessage, extended to segwit by BIP-137):
 * 65 bytes, a header byte then the compact (r, s) signature. The header tells the recovery id and which
 * address the recovered key stands for:
 *   27–30 P2PKH with an uncompressed key, 31–34 P2PKH with a compressed key,
 *   35–38 P2SH-P2WPKH, 39–42 P2WPKH.
 * Electrum and some hardware wallets sign segwit addresses with the 31–34 header, so a compressed-key
 * header is accepted for any single-key address; the 35–42 headers must match the address kind.
 */

const MESSAGE_PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
const SIGNATURE_BYTES = 65;
const FIRST_HEADER = 27;
const FIRST_COMPRESSED_HEADER = 31;
const FIRST_P2SH_HEADER = 35;
const FIRST_P2WPKH_HEADER = 39;
const LAST_HEADER = 42;

/** Whether the bytes have the legacy shape (so they are not a BIP-322 witness stack). */
export function isSignedMessageSignature(signature: Uint8Array): boolean {
  const header = signature[0];
  return signature.length === SIGNATURE_BYTES && header !== undefined && header >= FIRST_HEADER && header <= LAST_HEADER;
}

/** double-SHA256 of the prefix and the length-prefixed message: what the compact signature signs. */
export function signedMessageHash(message: Uint8Array): Uint8Array {
  const writer = BufferWriter.withCapacity(MESSAGE_PREFIX.length + varuint.encodingLength(message.length) + message.length);
  writer.writeSlice(MESSAGE_PREFIX);
  writer.writeVarSlice(message);
  return crypto.hash256(writer.end());
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The account kind a header names, or undefined for the P2PKH headers that Electrum also uses for segwit. */
function headerAccountType(header: number): BitcoinAccount['type'] | undefined {
  if (header >= FIRST_P2WPKH_HEADER) return 'p2wpkh';
  if (header >= FIRST_P2SH_HEADER) return 'p2sh';
  return header >= FIRST_COMPRESSED_HEADER ? undefined : 'p2pkh';
}

/** Whether a 65-byte legacy signature recovers to the account's key. May throw for an unrecoverable signature. */
export function checkSignedMessageSignature(account: BitcoinAccount, message: Uint8Array, signature: Uint8Array): boolean {
  if (!isSignedMessageSignature(signature)) return false;
  const header = signature[0] ?? 0;
  const namedType = headerAccountType(header);
  if (namedType !== undefined && namedType !== account.type) return false;
  const compressed = header >= FIRST_COMPRESSED_HEADER;
  const recovery = (header - FIRST_HEADER) & 3;
  // Recovery does not care whether s is low: Bitcoin Core's verifymessage accepts either.
  const publicKey = secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
    .addRecoveryBit(recovery)
    .recoverPublicKey(signedMessageHash(message))
    .toBytes(compressed);
  const keyHash = crypto.hash160(publicKey);
  switch (account.type) {
    // The uncompressed-key headers name P2PKH (above), so a segwit account is only reached with a compressed key.
    case 'p2pkh':
    case 'p2wpkh':
      return sameBytes(keyHash, account.keyHash);
    case 'p2sh':
      return sameBytes(crypto.hash160(script.compile([opcodes.OP_0, keyHash])), account.scriptHash);
    case 'p2tr':
      // Taproot keys sign only with BIP-322.
      return false;
  }
}
