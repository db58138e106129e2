/**
 * Just enough of Solana's transaction wire format for a wallet to sign: where the signature slots
 * and the message are, and which accounts must sign. Written out by hand so the in-page test wallet
 * does not pull in a Solana SDK.
 *
 * Wire format: compact-u16 signature count, 64 bytes per signature, then the message. A v0 message
 * starts with 0x80 | version; a legacy message starts directly with its 3-byte header
 * (required signatures, read-only signed, read-only unsigned), then a compact-u16 count of 32-byte
 * account keys. The first `required signatures` keys are the signers, in signature-slot order.
 */

export const SIGNATURE_LENGTH = 64;
const PUBLIC_KEY_LENGTH = 32;
const VERSION_PREFIX = 0x80;

export interface TransactionLayout {
  readonly version: 'legacy' | 0;
  /** Where the first signature slot starts (after the compact-u16 count). */
  readonly signaturesOffset: number;
  /** Where the message starts: the bytes from here to the end are what each signer signs. */
  readonly messageOffset: number;
  /** The public keys that must sign, in the order of the signature slots. */
  readonly signers: readonly Uint8Array[];
}

/**
 * A plain Uint8Array copy. Not `bytes.slice()`: callers in Node often pass a Buffer, whose slice is a
 * view, so writing a signature into it would change the caller's transaction.
 */
function copy(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

/** Reads a compact-u16 (1 to 3 bytes, 7 bits each, low bits first). */
function readCompactU16(bytes: Uint8Array, offset: number): { readonly value: number; readonly next: number } {
  let value = 0;
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index];
    if (byte === undefined) throw new Error('The transaction is truncated.');
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 };
  }
  throw new Error('The transaction has a malformed length.');
}

/** The layout of a legacy or v0 transaction; throws on anything it cannot read. */
export function transactionLayout(bytes: Uint8Array): TransactionLayout {
  const count = readCompactU16(bytes, 0);
  const messageOffset = count.next + count.value * SIGNATURE_LENGTH;
  const first = bytes[messageOffset];
  if (first === undefined) throw new Error('The transaction is truncated.');
  const versioned = (first & VERSION_PREFIX) !== 0;
  if (versioned && (first & ~VERSION_PREFIX) !== 0) {
    throw new Error(`Transaction version ${first & ~VERSION_PREFIX} is not supported.`);
  }
  const headerOffset = versioned ? messageOffset + 1 : messageOffset;
  const requiredSignatures = bytes[headerOffset];
  if (requiredSignatures === undefined) throw new Error('The transaction is truncated.');
  if (requiredSignatures !== count.value) {
    throw new Error(`The transaction has ${count.value} signature slots but its message requires ${requiredSignatures}.`);
  }
  const keys = readCompactU16(bytes, headerOffset + 3);
  if (keys.value < requiredSignatures) throw new Error('The transaction lists fewer accounts than signers.');
  const keysEnd = keys.next + keys.value * PUBLIC_KEY_LENGTH;
  if (keysEnd > bytes.length) throw new Error('The transaction is truncated.');
  const signers = Array.from({ length: requiredSignatures }, (_, index) =>
    copy(bytes.subarray(keys.next + index * PUBLIC_KEY_LENGTH, keys.next + (index + 1) * PUBLIC_KEY_LENGTH)),
  );
  return { version: versioned ? 0 : 'legacy', signaturesOffset: count.next, messageOffset, signers };
}

/** The signature slot of `publicKey` in the transaction, or -1 when it is not a required signer. */
export function signerSlot(layout: TransactionLayout, publicKey: ArrayLike<number>): number {
  return layout.signers.findIndex(
    (signer) => signer.length === publicKey.length && signer.every((byte, index) => byte === publicKey[index]),
  );
}

/** A copy of the transaction with `signature` written into slot `slot`. */
export function withSignature(bytes: Uint8Array, layout: TransactionLayout, slot: number, signature: Uint8Array): Uint8Array {
  if (signature.length !== SIGNATURE_LENGTH) throw new Error('A Solana signature is 64 bytes.');
  const signed = copy(bytes);
  signed.set(signature, layout.signaturesOffset + slot * SIGNATURE_LENGTH);
  return signed;
}

/** The signature in slot `slot`. */
export function signatureAt(bytes: Uint8Array, layout: TransactionLayout, slot: number): Uint8Array {
  const start = layout.signaturesOffset + slot * SIGNATURE_LENGTH;
  return copy(bytes.subarray(start, start + SIGNATURE_LENGTH));
}
