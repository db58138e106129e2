import type { AccountData, AminoSignResponse, OfflineAminoSigner, StdSignDoc } from '@cosmjs/amino';
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing';
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { base64 } from '@scure/base';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { accountsOf, base64Length, fieldOf, stdSignatureOf, type StdSignatureAnswer } from './cosmos-answers.ts';

const invalid = (what: string) => catalogueError('WALLET_ANSWER_INVALID', { params: { what } });

function signatureOf(answer: unknown): StdSignatureAnswer {
  const signature = stdSignatureOf(fieldOf(answer, 'signature'));
  if (!signature) throw invalid('a secp256k1 StdSignature');
  return signature;
}

/** The direct sign doc the wallet says it signed (it may have changed the fee), back in cosmjs's shape. */
function signedDirect(value: unknown, asked: SignDoc): SignDoc {
  if (value === undefined) return asked;
  const [bodyBytes, authInfoBytes, chainId, accountNumber] = ['bodyBytes', 'authInfoBytes', 'chainId', 'accountNumber'].map((key) => fieldOf(value, key));
  if (base64Length(bodyBytes) < 0 || base64Length(authInfoBytes) < 0 || typeof chainId !== 'string' || !/^\d+$/.test(String(accountNumber))) {
    throw invalid('the signed document of a direct signature');
  }
  return { bodyBytes: base64.decode(bodyBytes as string), authInfoBytes: base64.decode(authInfoBytes as string), chainId, accountNumber: BigInt(String(accountNumber)) };
}

function signedAmino(value: unknown, asked: StdSignDoc): StdSignDoc {
  if (value === undefined) return asked;
  const fee = fieldOf(value, 'fee');
  if (typeof fieldOf(value, 'chain_id') !== 'string' || !Array.isArray(fieldOf(value, 'msgs')) || typeof fee !== 'object' || fee === null) throw invalid('the signed document of an amino signature');
  return value as StdSignDoc;
}

/**
 * A cosmjs `OfflineDirectSigner & OfflineAminoSigner` over a provider that answers WalletConnect's
 * Cosmos methods: a Keplr-compatible wallet wrapped by the discovery, or a WalletConnect session. Bytes
 * travel as base64 and the account number as a decimal string, as over WalletConnect. The chain id goes
 * with every request: a browser wallet needs it, a WalletConnect wallet reads it from the document.
 */
export async function createCosmosOfflineSigner(provider: WalletProvider, chainId: string): Promise<OfflineDirectSigner & OfflineAminoSigner> {
  const request = async (method: string, params: Record<string, unknown>): Promise<unknown> => provider.request({ method, params: { ...params, chainId } });
  return {
    async getAccounts(): Promise<readonly AccountData[]> {
      return accountsOf(await request('cosmos_getAccounts', {})).map((account) => ({
        address: account.address,
        algo: 'secp256k1' as const,
        pubkey: base64.decode(account.pubkey),
      }));
    },
    async signDirect(signerAddress: string, signDoc: SignDoc): Promise<DirectSignResponse> {
      const params = {
        signerAddress,
        signDoc: {
          chainId: signDoc.chainId,
          accountNumber: signDoc.accountNumber.toString(),
          authInfoBytes: base64.encode(signDoc.authInfoBytes),
          bodyBytes: base64.encode(signDoc.bodyBytes),
        },
      };
      const answer = await request('cosmos_signDirect', params);
      return { signature: signatureOf(answer), signed: signedDirect(fieldOf(answer, 'signed'), signDoc) };
    },
    async signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse> {
      const answer = await request('cosmos_signAmino', { signerAddress, signDoc });
      return { signature: signatureOf(answer), signed: signedAmino(fieldOf(answer, 'signed'), signDoc) };
    },
  };
}
