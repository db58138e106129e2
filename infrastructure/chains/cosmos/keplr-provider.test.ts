import { base64 } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import { COSMOS_TEST_ADDRESS, CosmosTestWallet } from '../../../test/wallets/cosmos-wallet.ts';
import { adr36SignDoc } from '../../siwx/cosmos-adr36.ts';
import { keplrProvider } from './keplr-provider.ts';

const HUB = 'cosmoshub-4';
const PUBKEY = new Uint8Array(33).fill(2);

function fakeKeplr(overrides: Record<string, unknown> = {}) {
  return {
    enable: vi.fn(async () => undefined),
    getKey: vi.fn(async () => ({ algo: 'secp256k1', bech32Address: COSMOS_TEST_ADDRESS, pubKey: PUBKEY, address: new Uint8Array(20) })),
    signArbitrary: vi.fn(async () => ({ pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(PUBKEY) }, signature: base64.encode(new Uint8Array(64)) })),
    signAmino: vi.fn(async (_chainId: string, _signer: string, signDoc: unknown) => ({ signed: signDoc, signature: 'amino' })),
    signDirect: vi.fn(async (_chainId: string, _signer: string, signDoc: Record<string, unknown>) => ({ signed: signDoc, signature: 'direct' })),
    ...overrides,
  };
}

describe('the Keplr-compatible provider', () => {
  it('cosmos_requestAccounts enables the chain, then reads the key as WalletConnect accounts', async () => {
    const keplr = fakeKeplr();
    const { provider } = keplrProvider(keplr);
    expect(await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: HUB } })).toEqual([{ algo: 'secp256k1', address: COSMOS_TEST_ADDRESS, pubkey: base64.encode(PUBKEY) }]);
    expect(keplr.enable).toHaveBeenCalledWith(HUB);
    expect(keplr.getKey).toHaveBeenCalledWith(HUB);
    expect(keplr.enable.mock.invocationCallOrder[0]).toBeLessThan(keplr.getKey.mock.invocationCallOrder[0] ?? 0);
    // getAccounts is silent: no enable; the chain defaults to the last one asked.
    keplr.enable.mockClear();
    expect(await provider.request({ method: 'cosmos_getAccounts' })).toHaveLength(1);
    expect(keplr.enable).not.toHaveBeenCalled();
  });

  it('a refused enable is a 4001, a missing key an error, a malformed key no account', async () => {
    const refusing = keplrProvider(fakeKeplr({ enable: async () => { throw new Error('Request rejected'); } })).provider;
    await expect(refusing.request({ method: 'cosmos_requestAccounts', params: { chainId: HUB } })).rejects.toMatchObject({ code: 4001 });
    const keyless = keplrProvider(fakeKeplr({ getKey: async () => { throw new Error('key not found'); } })).provider;
    await expect(keyless.request({ method: 'cosmos_requestAccounts', params: { chainId: HUB } })).rejects.toThrow('key not found');
    for (const key of [null, 42, { bech32Address: COSMOS_TEST_ADDRESS, pubKey: 'not bytes' }, { bech32Address: 'cosmos1nope', pubKey: PUBKEY }, { bech32Address: COSMOS_TEST_ADDRESS, pubKey: new Uint8Array(65) }]) {
      const { provider } = keplrProvider(fakeKeplr({ getKey: async () => key }));
      expect(await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: HUB } })).toEqual([]);
    }
  });

  it('refuses without a chain id, an unknown method, and a wallet whose methods are missing or throw on read', async () => {
    const { provider } = keplrProvider(fakeKeplr());
    await expect(provider.request({ method: 'cosmos_getAccounts' })).rejects.toMatchObject({ code: -32602 });
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4200 });
    await expect(provider.request({ method: 'toString' })).rejects.toMatchObject({ code: 4200 });
    const hostile = new Proxy({}, { get: () => { throw new Error('hostile'); } });
    await expect(keplrProvider(hostile).provider.request({ method: 'cosmos_requestAccounts', params: { chainId: HUB } })).rejects.toMatchObject({ code: 4200 });
  });

  it('sends an ADR-36 document to signArbitrary with the text, and any other amino document to signAmino', async () => {
    const keplr = fakeKeplr();
    const { provider } = keplrProvider(keplr);
    const signDoc = adr36SignDoc(COSMOS_TEST_ADDRESS, new TextEncoder().encode('hello ✓'));
    const answer = await provider.request({ method: 'cosmos_signAmino', params: { chainId: HUB, signerAddress: COSMOS_TEST_ADDRESS, signDoc } });
    expect(keplr.signArbitrary).toHaveBeenCalledWith(HUB, COSMOS_TEST_ADDRESS, 'hello ✓');
    expect(answer).toMatchObject({ signed: signDoc, signature: { pub_key: { type: 'tendermint/PubKeySecp256k1' } } });
    await expect(provider.request({ method: 'cosmos_signAmino', params: { chainId: HUB, signerAddress: 'cosmos1other', signDoc } })).rejects.toThrow(/another signer/);
    const txDoc = { chain_id: HUB, account_number: '3', sequence: '1', fee: { gas: '1', amount: [] }, msgs: [], memo: '' };
    expect(await provider.request({ method: 'cosmos_signAmino', params: { signerAddress: COSMOS_TEST_ADDRESS, signDoc: txDoc } })).toEqual({ signed: txDoc, signature: 'amino' });
    expect(keplr.signAmino).toHaveBeenCalledWith(HUB, COSMOS_TEST_ADDRESS, txDoc);
  });

  it('hands signDirect bytes and a bigint account number, and answers base64 and a decimal string', async () => {
    const keplr = fakeKeplr();
    const { provider } = keplrProvider(keplr);
    const signDoc = { chainId: HUB, accountNumber: '9007199254740993', bodyBytes: base64.encode(new Uint8Array([1, 2])), authInfoBytes: base64.encode(new Uint8Array([3])) };
    const answer = await provider.request({ method: 'cosmos_signDirect', params: { signerAddress: COSMOS_TEST_ADDRESS, signDoc } });
    expect(keplr.signDirect).toHaveBeenCalledWith(HUB, COSMOS_TEST_ADDRESS, { chainId: HUB, accountNumber: 9007199254740993n, bodyBytes: new Uint8Array([1, 2]), authInfoBytes: new Uint8Array([3]) });
    expect(answer).toEqual({ signature: 'direct', signed: signDoc });
  });

  it('signs for real with the test wallet, and its refusal is a 4001', async () => {
    const wallet = new CosmosTestWallet();
    const { provider } = keplrProvider(wallet);
    await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: HUB } });
    wallet.rejectNextRequests(1);
    const signDoc = adr36SignDoc(COSMOS_TEST_ADDRESS, new TextEncoder().encode('x'));
    await expect(provider.request({ method: 'cosmos_signAmino', params: { chainId: HUB, signerAddress: COSMOS_TEST_ADDRESS, signDoc } })).rejects.toMatchObject({ code: 4001 });
    expect(await provider.request({ method: 'cosmos_signAmino', params: { chainId: HUB, signerAddress: COSMOS_TEST_ADDRESS, signDoc } })).toMatchObject({ signature: { signature: expect.any(String) } });
  });
});
