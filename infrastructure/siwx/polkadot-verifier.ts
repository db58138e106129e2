import { isPolkadotAddress } from '../../domain/address/polkadot-address.ts';
import { POLKADOT_FAMILY } from '../../domain/chain-families/polkadot.family.ts';
import { ss58PrefixOf } from '../../domain/network/catalogue/polkadot.ts';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SIWXVerifier } from './verify-session.ts';

/**
 * Verifies polkadot sessions: the address is the SS58 address of an sr25519 or ed25519 key with the
 * session network's prefix, and the signature is the hex signature that the polkadot{.js} extension's
 * `signRaw` or WalletConnect's `polkadot_signMessage` return, over the message or over the message wrapped
 * in `<Bytes>…</Bytes>`. Only the networks of the polkadot catalogue are judged, since the prefix an
 * address must carry is known only for them.
 *
 * The sr25519 and hashing code is imported when a polkadot session is verified, so pages that never see
 * one do not download it.
 */
export class PolkadotVerifier implements SIWXVerifier {
  readonly chainNamespace = POLKADOT_FAMILY.namespace;

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const { message, signature, data } = session;
      const ss58Prefix = ss58PrefixOf(data.chainId);
      if (ss58Prefix === undefined || !isPolkadotAddress(data.accountAddress)) return false;
      const { checkPolkadotSignature } = await import('./polkadot-signature.ts');
      return checkPolkadotSignature({ message, signature, address: data.accountAddress, ss58Prefix });
    } catch {
      // A session that is not an object, or a failure loading the crypto: not verified.
      return false;
    }
  }
}
