import { isAddress, isHex, verifyMessage } from 'viem';

/**
 * The order n of secp256k1's group (SEC 2, section 2.4.1). Written out rather than read from a curve
 * library: viem recovers the signer with its own pinned copy of @noble/curves, and importing another copy
 * for this one number would add a second secp256k1 to the chunk the first EVM sign-in loads.
 */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * Whether a 65-byte `r ‖ s ‖ v` signature has s in the lower half of the curve order. For every signature
 * (r, s) the pair (r, n - s) with the other recovery bit recovers the same address; accepting both would
 * let anyone who saw one present a second, different signature string for the same sign-in. Wallets
 * sign with low s (EIP-2), so the high-s twin is refused.
 */
function hasLowS(signature: string): boolean {
  if (signature.length !== 132) return false;
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  return s > 0n && s <= SECP256K1_ORDER / 2n;
}

/**
 * Whether `signature` is `personal_sign` by the externally owned account `address` over `message`, with
 * low s. Imported by name, not as viem's whole namespace, so a bundler keeps only these functions in the
 * chunk the first EVM session loads. False, never a throw, for bad input.
 */
export async function checkEip155Signature(input: { readonly address: string; readonly message: unknown; readonly signature: string }): Promise<boolean> {
  const { address, message, signature } = input;
  if (typeof message !== 'string' || !isAddress(address, { strict: false }) || !isHex(signature, { strict: true }) || !hasLowS(signature)) {
    return false;
  }
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    // A signature of the wrong length or with an invalid recovery byte throws inside viem: it simply does not verify.
    return false;
  }
}
