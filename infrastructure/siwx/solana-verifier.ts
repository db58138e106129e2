import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SIWXVerifier } from './verify-session.ts';

const PUBLIC_KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

/**
 * Verifies solana sessions: the address is the base58 ed25519 public key and the signature is the base58
 * ed25519 signature of the message's UTF-8 bytes, as wallets' `signMessage` and WalletConnect's
 * `solana_signMessage` return it.
 */
export class SolanaVerifier implements SIWXVerifier {
  readonly chainNamespace = 'solana' as const;

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const publicKey = base58.decode(session.data.accountAddress);
      const signature = base58.decode(session.signature);
      if (publicKey.length !== PUBLIC_KEY_BYTES || signature.length !== SIGNATURE_BYTES) return false;
      return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey);
    } catch {
      // Not base58, not a string, or a public key that is not a curve point: not a valid signature.
      return false;
    }
  }
}
