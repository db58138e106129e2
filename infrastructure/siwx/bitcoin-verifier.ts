import type { BITCOIN_FAMILY } from '../../domain/chain-families/bitcoin.family.ts';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Verifies bip122 sessions: a BIP-322 "simple" signature (P2WPKH, P2SH-P2WPKH, P2TR key path) or a legacy
 * BIP-137 signed message (P2PKH, P2SH-P2WPKH, P2WPKH), base64 as wallets' `signMessage` returns it, by the
 * session's address on the session's chain. The crypto (bitcoinjs-lib, secp256k1) is loaded only here, so
 * a page that never verifies a Bitcoin session never downloads it.
 */
export class BitcoinVerifier implements SIWXVerifier {
  // The record's namespace by type only: its value would bring the family's networks and address rule
  // into the first script of every page that configures sign-in.
  readonly chainNamespace: typeof BITCOIN_FAMILY.namespace = 'bip122';

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const { chainId, accountAddress } = session.data;
      // With the signature check, so a page that never sees a bitcoin session downloads none of it.
      const [{ bitcoinNetworkOf }, { isBitcoinAddressOf }, { checkBitcoinSignature }] = await Promise.all([
        import('../../domain/network/catalogue/bitcoin-kinds.ts'),
        import('../../domain/address/bitcoin-address.ts'),
        import('./bitcoin-signature.ts'),
      ]);
      const network = bitcoinNetworkOf(chainId);
      if (network === undefined || !isBitcoinAddressOf(accountAddress, network)) return false;
      if (typeof session.message !== 'string' || typeof session.signature !== 'string') return false;
      return checkBitcoinSignature({
        address: accountAddress,
        caipNetworkId: chainId,
        message: session.message,
        signature: session.signature,
      });
    } catch {
      // A session of the wrong shape (no data, no chain id): not verified.
      return false;
    }
  }
}
