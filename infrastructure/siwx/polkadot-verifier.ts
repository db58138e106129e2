import type { POLKADOT_FAMILY } from '../../domain/chain-families/polkadot.family.ts';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Verifies polkadot sessions: the address is the SS58 address of an sr25519 or ed25519 key with the
 * session network's prefix, and the signature is the hex signature that the polkadot{.js} extension's
 * `signRaw` or WalletConnect's `polkadot_signMessage` return, over the message or over the message wrapped
 * in `<Bytes>…</Bytes>`. Only the networks of the polkadot catalogue are judged, since the prefix an
 * address must carry is known only for them.
 *
 * The sr25519 and hashing code, the address rule and the network catalogue are imported when a polkadot
 * session is verified, so pages that never see one do not download them.
 */
export class PolkadotVerifier implements SIWXVerifier {
  // The record's namespace by type only: its value would bring the family's networks and address rule
  // into the first script of every page that configures sign-in.
  readonly chainNamespace: typeof POLKADOT_FAMILY.namespace = 'polkadot';

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const { message, signature, data } = session;
      const [{ ss58PrefixOf }, { isPolkadotAddress }, { checkPolkadotSignature }] = await Promise.all([
        import('../../domain/network/catalogue/polkadot-ss58.ts'),
        import('../../domain/address/polkadot-address.ts'),
        import('./polkadot-signature.ts'),
      ]);
      const ss58Prefix = ss58PrefixOf(data.chainId);
      if (ss58Prefix === undefined || !isPolkadotAddress(data.accountAddress)) return false;
      return checkPolkadotSignature({ message, signature, address: data.accountAddress, ss58Prefix });
    } catch {
      // A session that is not an object, or a failure loading the crypto: not verified.
      return false;
    }
  }
}
