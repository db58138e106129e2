import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';

const PUBLIC_KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

/**
 * Whether a base58 ed25519 signature is the address's signature of the message's UTF-8 bytes. Anything that
 * is not base58 of the right length, or a public key that is not a curve point, simply does not verify.
 */
export function checkSolanaSignature(input: { readonly address: string; readonly message: string; readonly signature: string }): boolean {
  try {
    const publicKey = base58.decode(input.address);
    const signature = base58.decode(input.signature);
    if (publicKey.length !== PUBLIC_KEY_BYTES || signature.length !== SIGNATURE_BYTES) return false;
    return ed25519.verify(signature, new TextEncoder().encode(input.message), publicKey);
  } catch {
    return false;
  }
}
