import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Verifies eip155 sessions signed with `personal_sign` by an externally owned account: the signature must
 * recover to the session's address. It needs no RPC, so it works on a server with no chain access; smart
 * contract accounts (EIP-1271 / EIP-6492) do not verify this way and are refused, and so is a signature
 * with high s. viem's signature check and the curve are imported on the first session judged, so a page
 * that only creates DefaultSIWX does not carry them in its first JavaScript.
 */
export class EIP155Verifier implements SIWXVerifier {
  // The record's namespace by type only: its value would bring the family's networks and address rule
  // into the first script of every page that configures sign-in.
  readonly chainNamespace: typeof EVM_FAMILY.namespace = 'eip155';

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const { checkEip155Signature } = await import('./eip155-signature.ts');
      return await checkEip155Signature({ address: session.data.accountAddress, message: session.message, signature: session.signature });
    } catch {
      // A session without data, or the crypto failing to load: it cannot be judged, so it is not verified.
      return false;
    }
  }
}
