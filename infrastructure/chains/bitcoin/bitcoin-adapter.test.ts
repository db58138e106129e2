import { base64, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../../domain/network/catalogue/bitcoin.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { checkBitcoinSignature } from '../../siwx/bitcoin-signature.ts';
import { signBip322 } from '../../../test/wallets/bitcoin-signer.ts';
import { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS, bitcoinTestKeys } from '../../../test/wallets/bitcoin-keys.ts';
import { createBitcoinAdapter } from './bitcoin-adapter.ts';
import { satsConnectProvider } from './sats-connect-provider.ts';
import { unisatProvider } from './unisat-provider.ts';

const regtest = bitcoinRegtest as CaipNetwork;
const keys = bitcoinTestKeys();
const MAINNET_ADDRESS = bitcoinTestKeys(undefined, 'mainnet').payment.address;

function answering(answers: Record<string, unknown>): WalletProvider {
  return { request: async ({ method }) => (typeof answers[method] === 'function' ? (answers[method] as () => unknown)() : answers[method]) };
}

describe('the bitcoin adapter', () => {
  it('connects with the payment address first, drops another network\'s addresses and malformed entries', async () => {
    const provider = answering({
      bip122_requestAccounts: [{ address: BITCOIN_TEST_ORDINALS_ADDRESS, purpose: 'ordinals' }, null, { address: 42 }, { address: MAINNET_ADDRESS, purpose: 'payment' }, { address: BITCOIN_TEST_ADDRESS, purpose: 'payment' }],
    });
    expect(await createBitcoinAdapter().connect(provider, { network: regtest })).toEqual({ accounts: [BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS], chainReference: regtest.id });
    expect(await createBitcoinAdapter().connect(provider, { network: bitcoin as CaipNetwork })).toEqual({ accounts: [MAINNET_ADDRESS], chainReference: bitcoin.id });
  });

  it('fails a connect with no account of the network, and one with no bitcoin network; a silent read without accounts is no session', async () => {
    const adapter = createBitcoinAdapter();
    const mainnetOnly = answering({ bip122_requestAccounts: [{ address: MAINNET_ADDRESS, purpose: 'payment' }], bip122_getAccounts: 'garbage' });
    await expect(adapter.connect(mainnetOnly, { network: bitcoinTestnet as CaipNetwork })).rejects.toMatchObject({ code: 'CONNECTION_FAILED', details: 'the wallet returned no Bitcoin account of this network' });
    await expect(adapter.connect(mainnetOnly, {})).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
    expect(await adapter.reconnect(mainnetOnly, { network: regtest })).toBeUndefined();
  });

  it('signs a message as the verifier reads it, and refuses a malformed signature', async () => {
    const adapter = createBitcoinAdapter();
    const good: WalletProvider = { request: async ({ params }) => ({ signature: signBip322(keys, BITCOIN_TEST_ADDRESS, (params as { message: string }).message) }) };
    const signature = await adapter.signMessage?.(good, { message: 'hello', address: BITCOIN_TEST_ADDRESS });
    expect(checkBitcoinSignature({ address: BITCOIN_TEST_ADDRESS, caipNetworkId: regtest.caipNetworkId, message: 'hello', signature: signature ?? '' })).toBe(true);
    for (const answer of [{ signature: 'not base64!' }, { signature: base64.encode(new Uint8Array(20)) }, { signature: 42 }, null, 'x']) {
      await expect(adapter.signMessage?.(answering({ signMessage: answer }), { message: 'hello', address: BITCOIN_TEST_ADDRESS })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    }
  });

  it('asks a legacy address for an ECDSA signature and a segwit one for BIP-322', async () => {
    const protocols: unknown[] = [];
    const provider: WalletProvider = { request: async ({ params }) => (protocols.push((params as { protocol: string }).protocol), { signature: base64.encode(Uint8Array.of(31, ...new Uint8Array(64))) }) };
    await createBitcoinAdapter().signMessage?.(provider, { message: 'm', address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn' });
    await createBitcoinAdapter().signMessage?.(provider, { message: 'm', address: BITCOIN_TEST_ADDRESS });
    expect(protocols).toEqual(['ecdsa', 'bip322']);
  });
});

describe('the sats-connect wrapper (Xverse)', () => {
  it('asks for payment and ordinals, keeps Bitcoin purposes only, and maps the JSON-RPC answers', async () => {
    const calls: [string, unknown][] = [];
    const xverse = {
      async request(method: string, params: unknown) {
        calls.push([method, params]);
        if (method === 'getAccounts') return { jsonrpc: '2.0', result: [{ address: BITCOIN_TEST_ADDRESS, purpose: 'payment', publicKey: hex.encode(keys.payment.publicKey) }, { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' }] };
        if (method === 'signMessage') return { result: { signature: 'c2ln', address: BITCOIN_TEST_ADDRESS } };
        if (method === 'signPsbt') return { result: { psbt: 'cHNidA==' } };
        if (method === 'wallet_getAccount') return { error: { code: -32002, message: 'no permission' } };
        return { error: { code: -32000, message: 'User rejected' } };
      },
    };
    const provider = satsConnectProvider(xverse);
    expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([{ address: BITCOIN_TEST_ADDRESS, purpose: 'payment', publicKey: hex.encode(keys.payment.publicKey) }]);
    expect(calls[0]).toEqual(['getAccounts', { purposes: ['payment', 'ordinals'] }]);
    expect(await provider.request({ method: 'bip122_getAccounts' })).toEqual([]);
    expect(await provider.request({ method: 'signMessage', params: { address: BITCOIN_TEST_ADDRESS, message: 'm', protocol: 'bip322' } })).toEqual({ address: BITCOIN_TEST_ADDRESS, signature: 'c2ln' });
    expect(calls.at(-1)).toEqual(['signMessage', { address: BITCOIN_TEST_ADDRESS, message: 'm', protocol: 'BIP322' }]);
    await provider.request({ method: 'signPsbt', params: { psbt: 'cHNidA==', signInputs: [{ address: BITCOIN_TEST_ADDRESS, index: 0 }, { address: BITCOIN_TEST_ADDRESS, index: 1 }], broadcast: false } });
    expect(calls.at(-1)).toEqual(['signPsbt', { psbt: 'cHNidA==', signInputs: { [BITCOIN_TEST_ADDRESS]: [0, 1] }, broadcast: false }]);
    await expect(provider.request({ method: 'signPsbt', params: { psbt: 'cHNidA==' } })).rejects.toThrow(/inputs to sign/);
  });

  it('turns a refusal into code 4001', async () => {
    const provider = satsConnectProvider({ request: async () => ({ error: { code: -32000, message: 'User rejected the request' } }) });
    await expect(provider.request({ method: 'bip122_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
  });
});

describe('the Unisat wrapper', () => {
  it('connects one payment address, signs with the protocol asked, and signs PSBTs as hex without finalising', async () => {
    const listeners = new Map<string, (accounts: string[]) => void>();
    const seen: unknown[] = [];
    const unisat = {
      requestAccounts: async () => [BITCOIN_TEST_ADDRESS, 'garbage'],
      getAccounts: async () => { throw new Error('locked'); },
      getPublicKey: async () => hex.encode(keys.payment.publicKey),
      signMessage: async (message: string, type: string) => (seen.push([message, type]), 'c2ln'),
      signPsbt: async (psbtHex: string, options: unknown) => (seen.push([psbtHex, options]), psbtHex.toUpperCase()),
      on: (event: string, listener: (accounts: string[]) => void) => listeners.set(event, listener),
      removeListener: (event: string) => listeners.delete(event),
    };
    const provider = unisatProvider(unisat);
    expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([{ address: BITCOIN_TEST_ADDRESS, purpose: 'payment', publicKey: hex.encode(keys.payment.publicKey) }]);
    expect(await provider.request({ method: 'bip122_getAccounts' })).toEqual([]);
    await provider.request({ method: 'signMessage', params: { address: BITCOIN_TEST_ADDRESS, message: 'm', protocol: 'ecdsa' } });
    await provider.request({ method: 'signMessage', params: { address: BITCOIN_TEST_ADDRESS, message: 'm' } });
    expect(await provider.request({ method: 'signPsbt', params: { psbt: base64.encode(Uint8Array.of(0xab)), signInputs: [{ address: BITCOIN_TEST_ADDRESS, index: 0 }] } })).toEqual({ psbt: base64.encode(Uint8Array.of(0xab)) });
    expect(seen).toEqual([['m', 'ecdsa'], ['m', 'bip322-simple'], ['ab', { autoFinalized: false, toSignInputs: [{ index: 0, address: BITCOIN_TEST_ADDRESS }] }]]);
    const changes: unknown[] = [];
    const listener = (accounts: never): void => void changes.push(accounts);
    provider.on?.('accountsChanged', listener);
    listeners.get('accountsChanged')?.([BITCOIN_TEST_ADDRESS]);
    expect(changes).toEqual([[{ address: BITCOIN_TEST_ADDRESS, purpose: 'payment' }]]);
    provider.removeListener?.('accountsChanged', listener);
    await Promise.resolve();
    expect(listeners.has('accountsChanged')).toBe(false);
  });

  it('refuses a PSBT answer that is not hex', async () => {
    const provider = unisatProvider({ signPsbt: async () => ({ not: 'hex' }) });
    await expect(provider.request({ method: 'signPsbt', params: { psbt: 'qw==', signInputs: [{ address: BITCOIN_TEST_ADDRESS, index: 0 }] } })).rejects.toThrow(/not hex/);
  });
});
