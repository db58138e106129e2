import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SIWXVerifier } from './verify-session.ts';

/**
 * Verifies eip155 sessions signed with `personal_sign` by an externally owned account: the signature must
 * recover to the session's address. It needs no RPC, so it works on a server with no chain access; smart
 * contract accounts (EIP-1271 / EIP-6492) do not verify this way and are refused. viem is imported on the
 * first session judged, so a page that only creates DefaultSIWX does not carry it in its first JavaScript.
 */
export class EIP155Verifier implements SIWXVerifier {
  readonly chainNamespace = 'eip155' as const;

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    const { isAddress, isHex, verifyMessage } = await import('viem');
    const address = session.data.accountAddress;
    const signature = session.signature;
    if (typeof session.message !== 'string' || !isAddress(address, { strict: false }) || !isHex(signature, { strict: true })) {
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
