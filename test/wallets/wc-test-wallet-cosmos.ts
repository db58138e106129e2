import type { StdSignDoc } from '@cosmjs/amino';
import { base64 } from '@scure/base';
import { bech32PrefixOf } from '../../domain/network/catalogue/cosmos.ts';
import { cosmosAddressOfKey, cosmosSigners } from './cosmos-keys.ts';
import type { FamilyRequestAnswerer } from './wc-test-wallet-namespaces.ts';

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The Cosmos side of the WalletConnect test wallet: WalletConnect's Cosmos methods answered with a real
 * secp256k1 key, as a phone wallet would. `cosmos_getAccounts` → `[{ algo, address, pubkey }]`,
 * `cosmos_signAmino` (ADR-36 documents included) and `cosmos_signDirect` → `{ signature, signed }`, bytes
 * in base64 and the account number as a decimal string.
 */
export function cosmosRequestAnswerer(keyHex: string): FamilyRequestAnswerer {
  const signers = cosmosSigners(keyHex);
  const prefixOf = (chain: string): string => {
    const prefix = bech32PrefixOf(chain);
    if (prefix === undefined) throw new Error(`test wallet: no bech32 prefix for ${chain}`);
    return prefix;
  };
  const ownAddress = (chain: string, signerAddress: unknown): string => {
    const address = cosmosAddressOfKey(keyHex, prefixOf(chain));
    if (signerAddress !== address) throw new Error('test wallet: not my account');
    return address;
  };
  return {
    namespace: 'cosmos',
    methods: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
    accountsOn: (chain) => (bech32PrefixOf(chain) === undefined ? [] : [cosmosAddressOfKey(keyHex, prefixOf(chain))]),
    async answer(method: string, params: unknown, chain: string): Promise<unknown> {
      const input = recordOf(params);
      if (method === 'cosmos_getAccounts' || method === 'cosmos_requestAccounts') {
        return [{ algo: 'secp256k1', address: cosmosAddressOfKey(keyHex, prefixOf(chain)), pubkey: base64.encode(signers.publicKey) }];
      }
      if (method === 'cosmos_signAmino') {
        const signer = ownAddress(chain, input['signerAddress']);
        const signDoc = input['signDoc'] as StdSignDoc;
        // A transaction document must be for the session's chain; an ADR-36 one names no chain.
        if (signDoc.chain_id !== '' && `cosmos:${signDoc.chain_id}` !== chain) throw new Error('test wallet: the document is for another chain');
        return (await signers.amino(prefixOf(chain))).signAmino(signer, signDoc);
      }
      if (method === 'cosmos_signDirect') {
        const signer = ownAddress(chain, input['signerAddress']);
        const doc = recordOf(input['signDoc']);
        if (`cosmos:${String(doc['chainId'])}` !== chain) throw new Error('test wallet: the document is for another chain');
        const signDoc = {
          bodyBytes: base64.decode(String(doc['bodyBytes'])),
          authInfoBytes: base64.decode(String(doc['authInfoBytes'])),
          chainId: String(doc['chainId']),
          accountNumber: BigInt(String(doc['accountNumber'])),
        };
        const { signature, signed } = await (await signers.direct(prefixOf(chain))).signDirect(signer, signDoc);
        return {
          signature,
          signed: { chainId: signed.chainId, accountNumber: signed.accountNumber.toString(), authInfoBytes: base64.encode(signed.authInfoBytes), bodyBytes: base64.encode(signed.bodyBytes) },
        };
      }
      throw new Error(`test wallet: ${method} is not supported on cosmos`);
    },
  };
}
