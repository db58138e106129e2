import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX } from '../../../test/wallets/cosmos-wallet.ts';
import { compressedPublicKeyOf, privateKeyOf } from '../../../test/wallets/cosmos-keys.ts';
import { cosmosRequestAnswerer } from '../../../test/wallets/wc-test-wallet-cosmos.ts';
import { cosmosOfflineSigner } from './entry.ts';

const CHAIN = 'cosmoshub-4';
const PUBLIC_KEY = compressedPublicKeyOf(privateKeyOf(COSMOS_TEST_KEY_HEX));

/** A WalletConnect session's provider as the core holds it: each request goes to the phone wallet for one chain. */
function sessionProvider(requests: { method: string; params: unknown }[] = []): WalletProvider {
  const wallet = cosmosRequestAnswerer(COSMOS_TEST_KEY_HEX);
  return {
    request: async ({ method, params }) => {
      requests.push({ method, params });
      return wallet.answer(method, params, `cosmos:${CHAIN}`);
    },
  };
}

const verifies = (signature: string, bytes: Uint8Array) =>
  secp256k1.verify(base64.decode(signature), sha256(bytes), PUBLIC_KEY, { lowS: true, prehash: false, format: 'compact' });

describe('cosmosOfflineSigner', () => {
  it('lists the accounts with their public key bytes', async () => {
    const requests: { method: string; params: unknown }[] = [];
    const signer = await cosmosOfflineSigner(sessionProvider(requests), CHAIN);
    expect(await signer.getAccounts()).toEqual([{ address: COSMOS_TEST_ADDRESS, algo: 'secp256k1', pubkey: PUBLIC_KEY }]);
    expect(requests[0]).toEqual({ method: 'cosmos_getAccounts', params: { chainId: CHAIN } });
  });

  it('signs direct documents over base64 and a decimal account number; the signature covers the sign bytes', async () => {
    const requests: { method: string; params: unknown }[] = [];
    const signer = await cosmosOfflineSigner(sessionProvider(requests), CHAIN);
    const signDoc = { bodyBytes: new Uint8Array([10, 1, 2]), authInfoBytes: new Uint8Array([18, 3]), chainId: CHAIN, accountNumber: 12345678901234n };
    const { signature, signed } = await signer.signDirect(COSMOS_TEST_ADDRESS, signDoc);
    expect(requests[0]?.params).toMatchObject({ signerAddress: COSMOS_TEST_ADDRESS, signDoc: { accountNumber: '12345678901234', bodyBytes: base64.encode(signDoc.bodyBytes) } });
    expect(signed).toEqual(signDoc);
    expect(verifies(signature.signature, makeSignBytes(signDoc))).toBe(true);
    expect(verifies(signature.signature, makeSignBytes({ ...signDoc, accountNumber: 1n }))).toBe(false);
  });

  it('signs amino documents', async () => {
    const signer = await cosmosOfflineSigner(sessionProvider(), CHAIN);
    const signDoc: StdSignDoc = { chain_id: CHAIN, account_number: '7', sequence: '2', fee: { gas: '100000', amount: [{ denom: 'uatom', amount: '250' }] }, msgs: [], memo: 'm' };
    const { signature, signed } = await signer.signAmino(COSMOS_TEST_ADDRESS, signDoc);
    expect(signed).toEqual(signDoc);
    expect(verifies(signature.signature, serializeSignDoc(signDoc))).toBe(true);
  });

  it('refuses malformed wallet answers with WALLET_ANSWER_INVALID and passes refusals on', async () => {
    const signDoc = { bodyBytes: new Uint8Array([1]), authInfoBytes: new Uint8Array([2]), chainId: CHAIN, accountNumber: 1n };
    const goodSignature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(PUBLIC_KEY) }, signature: base64.encode(new Uint8Array(64)) };
    for (const answer of [null, { signature: 'x' }, { signature: goodSignature, signed: { chainId: CHAIN, accountNumber: 'one', bodyBytes: 'AQ==', authInfoBytes: 'Ag==' } }]) {
      const signer = await cosmosOfflineSigner({ request: async () => answer }, CHAIN);
      await expect(signer.signDirect(COSMOS_TEST_ADDRESS, signDoc)).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    }
    const garbageAccounts = await cosmosOfflineSigner({ request: async () => [{ address: 'nope' }, 'x'] }, CHAIN);
    expect(await garbageAccounts.getAccounts()).toEqual([]);
    const refusing = await cosmosOfflineSigner({ request: async () => { throw Object.assign(new Error('User rejected.'), { code: 4001 }); } }, CHAIN);
    await expect(refusing.signDirect(COSMOS_TEST_ADDRESS, signDoc)).rejects.toMatchObject({ code: 4001 });
  });
});
