import { base58 } from '@scure/base';
import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../application/ports/wallet-provider.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { signatureFailureCode } from '../../domain/errors/signing-errors.ts';
import { satsConnectProvider } from '../chains/bitcoin/sats-connect-provider.ts';
import { walletStandardBitcoinProvider } from '../chains/bitcoin/wallet-standard-bitcoin-provider.ts';
import { keplrProvider } from '../chains/cosmos/keplr-provider.ts';
import { injectedWeb3Provider } from '../chains/polkadot/injected-web3-provider.ts';
import { walletStandardProvider } from '../chains/solana/wallet-standard-provider.ts';

// Each family's wallets say "no", "I cannot" and "it went wrong" in the shapes their own SDKs publish.
// Whatever the shape, a sign-in must say which of the three it was, never "declined" for the other two.

type Outcome = 'SIWX_SIGNATURE_DECLINED' | 'SIWX_SIGNATURE_UNSUPPORTED' | 'SIWX_SIGNATURE_FAILED';

async function outcomeOf(sign: Promise<unknown>): Promise<Outcome> {
  try {
    await sign;
  } catch (error) {
    return signatureFailureCode(error);
  }
  throw new Error('the wallet signed');
}

const COSMOS_ADDRESS = 'cosmos1x5wgh6vwye60wv3dtshs9dmqggwfx2ldnqvev0';
const POLKADOT_ADDRESS = '5DeZAMjvpmKhgfoju3A2nSarhrSWDrk25vDi38UocrqVUB6z';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const BITCOIN_ADDRESS = 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x';

describe('EIP-1193 wallets (EVM): the error code says it', () => {
  it.each([
    [{ code: 4001, message: 'User rejected the request.' }, 'SIWX_SIGNATURE_DECLINED'],
    [{ code: 4200, message: 'The Provider does not support the requested method.' }, 'SIWX_SIGNATURE_UNSUPPORTED'],
    [{ code: -32601, message: 'Method not found' }, 'SIWX_SIGNATURE_UNSUPPORTED'],
    [{ code: -32603, message: 'Internal error' }, 'SIWX_SIGNATURE_FAILED'],
    // As viem hands it on: the wallet's error as the cause of its own.
    [Object.assign(new Error('Signing failed'), { cause: { code: 4200 } }), 'SIWX_SIGNATURE_UNSUPPORTED'],
  ] as const)('%o is %s', async (failure, expected) => {
    expect(await outcomeOf(Promise.reject(failure))).toBe(expected);
  });
});

describe("Keplr's window.keplr API (bare Errors, no codes)", () => {
  function keplrSigning(signArbitrary: unknown): WalletProvider {
    const keplr = { enable: async () => undefined, ...(signArbitrary === undefined ? {} : { signArbitrary }) };
    return keplrProvider(keplr).provider;
  }
  const signDoc = {
    chain_id: '', account_number: '0', sequence: '0', memo: '', fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer: COSMOS_ADDRESS, data: 'aGk=' } }],
  };
  const sign = (provider: WalletProvider) => provider.request({ method: 'cosmos_signAmino', params: { chainId: 'cosmoshub-4', signerAddress: COSMOS_ADDRESS, signDoc } });

  it.each([
    ['Request rejected', 'SIWX_SIGNATURE_DECLINED'],
    ['Not implemented', 'SIWX_SIGNATURE_UNSUPPORTED'],
    ['Not yet implemented', 'SIWX_SIGNATURE_UNSUPPORTED'],
    ['Ledger is disconnected', 'SIWX_SIGNATURE_FAILED'],
  ] as const)('signArbitrary throwing "%s" is %s', async (message, expected) => {
    expect(await outcomeOf(sign(keplrSigning(async () => { throw new Error(message); })))).toBe(expected);
  });

  it('a Keplr-compatible wallet without signArbitrary cannot sign in, and the visitor is told so', async () => {
    const code = await outcomeOf(sign(keplrSigning(undefined)));
    expect(code).toBe('SIWX_SIGNATURE_UNSUPPORTED');
    expect(ERRORS[code].message).not.toBe(ERRORS.SIWX_SIGNATURE_DECLINED.message);
  });
});

describe("sats-connect's request API (JSON-RPC error answers)", () => {
  it.each([
    [-32000, 'SIWX_SIGNATURE_DECLINED'], // USER_REJECTION
    [-32001, 'SIWX_SIGNATURE_UNSUPPORTED'], // METHOD_NOT_SUPPORTED
    [-32601, 'SIWX_SIGNATURE_UNSUPPORTED'], // METHOD_NOT_FOUND
    [-32603, 'SIWX_SIGNATURE_FAILED'], // INTERNAL_ERROR
  ] as const)('an error answer with code %d is %s', async (code, expected) => {
    const provider = satsConnectProvider({ request: async () => ({ jsonrpc: '2.0', id: '1', error: { code, message: 'no signature' } }) });
    expect(await outcomeOf(provider.request({ method: 'signMessage', params: { address: BITCOIN_ADDRESS, message: 'hi' } }))).toBe(expected);
  });
});

describe('polkadot{.js} injection (window.injectedWeb3)', () => {
  async function signingWith(signer: object): Promise<WalletProvider> {
    const extension = { version: '0.1.0', enable: async () => ({ accounts: { get: async () => [{ address: POLKADOT_ADDRESS }] }, signer }) };
    const { provider } = injectedWeb3Provider('test-extension', extension, { dAppName: () => 'Test', memory: undefined });
    await provider.request({ method: 'polkadot_requestAccounts' });
    return provider;
  }
  const sign = (provider: WalletProvider) => provider.request({ method: 'polkadot_signMessage', params: { address: POLKADOT_ADDRESS, message: 'hi' } });

  it.each([
    ['Cancelled', 'SIWX_SIGNATURE_DECLINED'], // the extension's cancel of a signing request
    ['Unable to find a keypair', 'SIWX_SIGNATURE_FAILED'],
  ] as const)('signRaw throwing "%s" is %s', async (message, expected) => {
    expect(await outcomeOf(sign(await signingWith({ signRaw: async () => { throw new Error(message); } })))).toBe(expected);
  });

  it('an extension whose signer has no signRaw (the published Signer makes it optional) connects, and cannot sign in', async () => {
    const provider = await signingWith({ signPayload: async () => ({ id: 1, signature: '0x00' }) });
    expect(await provider.request({ method: 'polkadot_getAccounts' })).toEqual([POLKADOT_ADDRESS]);
    expect(await outcomeOf(sign(provider))).toBe('SIWX_SIGNATURE_UNSUPPORTED');
  });
});

describe('Wallet Standard wallets (Solana, Bitcoin)', () => {
  function standardWallet(chain: string, address: string, features: Record<string, unknown>): Wallet {
    const account = { address, publicKey: new Uint8Array(32), chains: [chain], features: Object.keys(features) };
    return {
      version: '1.0.0', name: 'Standard', icon: 'data:image/svg+xml;base64,PHN2Zy8+', chains: [chain], accounts: [account],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
        'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
        ...features,
      },
    } as unknown as Wallet;
  }
  const failing = (message: string) => async () => { throw new Error(message); };

  it.each([
    [{ 'solana:signMessage': { version: '1.0.0', signMessage: failing('User rejected the request') } }, 'SIWX_SIGNATURE_DECLINED'],
    [{}, 'SIWX_SIGNATURE_UNSUPPORTED'],
    [{ 'solana:signMessage': { version: '1.0.0', signMessage: failing('Internal wallet error') } }, 'SIWX_SIGNATURE_FAILED'],
  ] as const)('Solana with features %o: %s', async (features, expected) => {
    const provider = walletStandardProvider(standardWallet('solana:devnet', SOLANA_ADDRESS, features));
    await provider.request({ method: 'solana_requestAccounts' });
    const sign = provider.request({ method: 'solana_signMessage', params: { message: base58.encode(new Uint8Array([104, 105])), pubkey: SOLANA_ADDRESS } });
    expect(await outcomeOf(sign)).toBe(expected);
  });

  it.each([
    [{ 'bitcoin:signMessage': { version: '1.0.0', signMessage: failing('User canceled the request') } }, 'SIWX_SIGNATURE_DECLINED'],
    [{}, 'SIWX_SIGNATURE_UNSUPPORTED'],
    [{ 'bitcoin:signMessage': { version: '1.0.0', signMessage: failing('Wallet is locked') } }, 'SIWX_SIGNATURE_FAILED'],
  ] as const)('Bitcoin with features %o: %s', async (features, expected) => {
    const provider = walletStandardBitcoinProvider(standardWallet('bitcoin:regtest', BITCOIN_ADDRESS, features));
    await provider.request({ method: 'bip122_requestAccounts' });
    expect(await outcomeOf(provider.request({ method: 'signMessage', params: { address: BITCOIN_ADDRESS, message: 'hi' } }))).toBe(expected);
  });
});
