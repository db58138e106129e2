import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { COSMOS_FAMILY } from '../../domain/chain-families/cosmos.family.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Verifies cosmos sessions signed the ADR-36 way, as Keplr's (and Leap's, Cosmostation's)
 * `signArbitrary(chainId, signer, message)` does:
 *
 * - `session.signature` is the JSON of the StdSignature the wallet returns,
 *   `{"pub_key":{"type":"tendermint/PubKeySecp256k1","value":"<base64, 33-byte compressed key>"},
 *   "signature":"<base64, 64-byte r||s>"}`.
 * - The key must hash to the session's address: bech32 of ripemd160(sha256(key)) with the bech32 prefix of
 *   the session's chain (`cosmos` for the hub, `osmo` for Osmosis). Chains missing from the catalogue have
 *   no known prefix and never verify.
 * - The signature is secp256k1 (low s) over sha256 of the sorted, whitespace-free amino JSON of
 *   `{chain_id:"", account_number:"0", sequence:"0", fee:{gas:"0",amount:[]}, memo:"",
 *   msgs:[{type:"sign/MsgSignData", value:{signer:<address>, data:<base64 of the message's UTF-8>}}]}`.
 *
 * The crypto is loaded on first use, so pages that never see a cosmos session do not download it.
 */
export class CosmosVerifier implements SIWXVerifier {
  // The record's namespace by type only: its value would bring the family's networks and address rule
  // into the first script of every page that configures sign-in.
  readonly chainNamespace: typeof COSMOS_FAMILY.namespace = 'cosmos';

  shouldVerify(session: SiwxSession): boolean {
    return session.data.chainId.split(':')[0] === this.chainNamespace;
  }

  async verify(session: SiwxSession): Promise<boolean> {
    try {
      const { checkCosmosSignature } = await import('./cosmos-signature.ts');
      return checkCosmosSignature({
        chainId: session.data.chainId,
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      });
    } catch {
      // A session without data, or the crypto failing to load: it cannot be judged, so it is not verified.
      return false;
    }
  }
}
