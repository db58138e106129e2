import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../application/ports/wallet-provider.ts';
import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import { walletStandardBitcoinProvider } from '../chains/bitcoin/wallet-standard-bitcoin-provider.ts';
import { walletStandardProvider } from '../chains/solana/wallet-standard-provider.ts';

/** A Wallet Standard wallet whose connect feature (`feature`) fails with `failure`. */
function walletFailingConnect(feature: 'standard:connect' | 'bitcoin:connect', failure: unknown): Wallet {
  const chains = feature === 'standard:connect' ? ['solana:devnet'] : ['bitcoin:regtest'];
  return {
    version: '1.0.0',
    name: 'Refusing',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    accounts: [],
    features: { [feature]: { version: '1.0.0', connect: () => Promise.reject(failure) } },
  } as unknown as Wallet;
}

const FAMILIES: readonly { name: string; connect: (failure: unknown) => Promise<unknown> }[] = [
  {
    name: 'Solana (Wallet Standard)',
    connect: (failure) => ask(walletStandardProvider(walletFailingConnect('standard:connect', failure)), 'solana_requestAccounts'),
  },
  {
    name: 'Bitcoin (Wallet Standard)',
    connect: (failure) => ask(walletStandardBitcoinProvider(walletFailingConnect('bitcoin:connect', failure)), 'bip122_requestAccounts'),
  },
];

function ask(provider: WalletProvider, method: string): Promise<unknown> {
  return provider.request({ method });
}

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the request did not fail');
}

// How wallets of these standards say no: the standards define no error, so each wallet has its own.
const REFUSALS: readonly [string, unknown][] = [
  ['an EIP-1193 style 4001 (Phantom)', Object.assign(new Error('User rejected the request.'), { code: 4001 })],
  ['a bare Error without a code (Solflare, Backpack)', new Error('User rejected the request')],
  ['a wallet error named for the connection', Object.assign(new Error('Connection request denied'), { name: 'WalletConnectionError' })],
  ['a cancelled prompt', new Error('User canceled the request')],
  ['a bare string', 'User declined'],
  ['a refusal wrapped as the cause of another error', new Error('Request failed', { cause: { code: 4001, message: 'rejected' } })],
];

describe('a browser wallet of a Wallet Standard family that says no', () => {
  for (const family of FAMILIES) {
    it.each(REFUSALS)(`${family.name}: %s is a refusal (4001)`, async (_shape, failure) => {
      const error = await failureOf(family.connect(failure));
      expect(isUserRejection(error)).toBe(true);
    });

    it(`${family.name}: a failure that is not a refusal stays what it is`, async () => {
      const failure = new Error('The wallet is locked: unlock it first');
      const error = await failureOf(family.connect(failure));
      expect(isUserRejection(error)).toBe(false);
      expect(error).toBe(failure);
    });
  }
});
