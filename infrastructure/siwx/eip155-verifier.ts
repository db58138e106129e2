import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Whether a 65-byte `r ‖ s ‖ v` signature has s in the lower half of the curve order. For every signature
 * (r, s) the pair (r, n - s) with the other recovery bit recovers the same address; accepting both would
 * let anyone who saw one present a second, different signature string for the same sign-in. Wallets
 * sign with low s (EIP-2), so the high-s twin is refused.
 */
function hasLowS(signature: string, curveOrder: bigint): boolean {
  if (signature.length !== 132) return false;
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  return s > 0n && s <= curveOrder / 2n;
}

/**
 * Verifies eip155 sessions signed with `personal_sign` by an externally owned account: the signature must
 * recover to the session's address. It needs no RPC, so it works on a server with no chain access; smart
 * contract accounts (EIP-1271 / EIP-6492) do not verify this way and are refused, and so is a signature
 * with high s. viem and the curve are imported on the first session judged, so a page that only creates
 * DefaultSIWX does not carry them in its first JavaScript.
 */
export class EIP155Verifier implements SIWXVerifier {
  // The record's namespace by type only: its value would bring the family's networks and address rule
  // into the first script of every page that configures sign-in.
  readonly chainNamespace: typeof EVM_FAMILY.namespace = 'eip155';

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    const [{ isAddress, isHex, verifyMessage }, { secp256k1 }] = await Promise.all([import('viem'), import('@noble/curves/secp256k1')]);
    const address = session.data.accountAddress;
    const signature = session.signature;
    if (typeof session.message !== 'string' || !isAddress(address, { strict: false }) || !isHex(signature, { strict: true })
      || !hasLowS(signature, secp256k1.CURVE.n)) {
      return false;
    }
    try {
      return await verifyMessage({ address, message: session.message, signature });
    } catch {
      // A signature of the wrong length or with an invalid recovery byte throws inside viem: it simply does not verify.
      return false;
    }
  }
}
