import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SOLANA_FAMILY } from '../../domain/chain-families/solana.family.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Verifies solana sessions: the address is the base58 ed25519 public key and the signature is the base58
 * ed25519 signature of the message's UTF-8 bytes, as wallets' `signMessage` and WalletConnect's
 * `solana_signMessage` return it. The curve code is imported on the first session judged, so a page that
 * never sees a Solana session does not download it.
 */
export class SolanaVerifier implements SIWXVerifier {
  // The record's namespace by type only: its value would bring the family's networks and address rule
  // into the first script of every page that configures sign-in.
  readonly chainNamespace: typeof SOLANA_FAMILY.namespace = 'solana';

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const { checkSolanaSignature } = await import('./solana-signature.ts');
      return checkSolanaSignature({ address: session.data.accountAddress, message: session.message, signature: session.signature });
    } catch {
      // A session without data, or the crypto failing to load: it cannot be judged, so it is not verified.
      return false;
    }
  }
}
