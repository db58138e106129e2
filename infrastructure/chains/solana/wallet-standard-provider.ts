import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { base58, base64 } from '@scure/base';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { isSolanaAddress } from '../../../domain/address/address.ts';
import { providerListeners, wrappedProvider } from '../../discovery/provider-listeners.ts';
import { walletChainFor } from './solana-wallet-chains.ts';

type Feature = Record<string, unknown>;

/** A feature of the wallet, read defensively: any page script can register a wallet with odd features. */
function feature(wallet: Wallet, name: string): Feature | undefined {
  try {
    const found: unknown = (wallet.features as Record<string, unknown>)[name];
    return typeof found === 'object' && found !== null ? (found as Feature) : undefined;
  } catch {
    return undefined;
  }
}

function method<T extends (...args: never[]) => unknown>(wallet: Wallet, featureName: string, name: string): T {
  const fn = feature(wallet, featureName)?.[name];
  // EIP-1193's 4200: the core tells a wallet that cannot do this from one that failed at it.
  if (typeof fn !== 'function') throw Object.assign(new Error(`the wallet does not offer ${featureName}`), { code: 4200 });
  return fn as T;
}

/** The wallet's Solana accounts with a valid base58 address; anything else it lists is left out. */
function solanaAccounts(value: unknown): WalletAccount[] {
  if (!Array.isArray(value)) return [];
  return value.filter((account: unknown): account is WalletAccount => {
    if (typeof account !== 'object' || account === null) return false;
    try {
      return isSolanaAddress((account as WalletAccount).address);
    } catch {
      return false;
    }
  });
}

/** The chains the wallet registered; a throwing getter or a non-list reads as none. */
function registeredChains(wallet: Wallet): readonly unknown[] {
  try {
    return Array.isArray(wallet.chains) ? wallet.chains : [];
  } catch {
    return [];
  }
}

function params(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function bytesOf(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new Error(`the wallet answered ${what} that is not bytes`);
}

/**
 * A Wallet Standard wallet behind the EIP-1193-shaped provider the core speaks, with the method names
 * WalletConnect uses for Solana (`solana_requestAccounts`, `solana_signMessage`, ...), so one Solana
 * adapter serves both. Byte values travel as base58 (messages, signatures) and base64 (transactions),
 * as over WalletConnect.
 */
export function walletStandardProvider(wallet: Wallet): WalletProvider {
  let accounts: WalletAccount[] = [];
  const listeners = providerListeners();
  let stopEvents: (() => void) | undefined;
  const followChanges = (): void => {
    if (stopEvents) return;
    const on = feature(wallet, 'standard:events')?.['on'];
    if (typeof on !== 'function') return;
    stopEvents = (on as (event: string, listener: (properties: { accounts?: unknown }) => void) => () => void).call(
      feature(wallet, 'standard:events'),
      'change',
      (properties) => {
        if (!properties || !('accounts' in properties)) return;
        accounts = solanaAccounts(properties.accounts);
        listeners.emit('accountsChanged', accounts.map((account) => account.address));
      },
    );
  };
  const account = (address: unknown): WalletAccount => {
    const found = accounts.find((item) => item.address === address) ?? solanaAccounts(wallet.accounts).find((item) => item.address === address);
    if (!found) throw new Error('the wallet no longer holds this account');
    return found;
  };
  const connect = async (silent: boolean): Promise<{ pubkey: string }[]> => {
    const connectFn = method<(input: { silent: boolean }) => Promise<{ accounts?: unknown }>>(wallet, 'standard:connect', 'connect');
    const result = await connectFn.call(feature(wallet, 'standard:connect'), { silent });
    accounts = solanaAccounts(result?.accounts);
    followChanges();
    return accounts.map((item) => ({ pubkey: item.address }));
  };

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    solana_requestAccounts: () => connect(false),
    solana_getAccounts: () => connect(true),
    async solana_signMessage(input) {
      const signMessage = method<(request: { account: WalletAccount; message: Uint8Array }) => Promise<unknown[]>>(wallet, 'solana:signMessage', 'signMessage');
      const [output] = await signMessage.call(feature(wallet, 'solana:signMessage'), { account: account(input['pubkey']), message: base58.decode(String(input['message'])) });
      return { signature: base58.encode(bytesOf(params(output)['signature'], 'a signature')) };
    },
    async solana_signTransaction(input) {
      const signTransaction = method<(request: { account: WalletAccount; transaction: Uint8Array; chain?: string }) => Promise<unknown[]>>(wallet, 'solana:signTransaction', 'signTransaction');
      // The core names the cluster by CAIP-2 id; the wallet knows it by the standard's name.
      const chain = typeof input['chain'] === 'string' ? walletChainFor(registeredChains(wallet), input['chain']) : undefined;
      const request = { account: account(input['pubkey']), transaction: base64.decode(String(input['transaction'])), ...(chain === undefined ? {} : { chain }) };
      const [output] = await signTransaction.call(feature(wallet, 'solana:signTransaction'), request);
      return { transaction: base64.encode(bytesOf(params(output)['signedTransaction'], 'a transaction')) };
    },
    async solana_disconnect() {
      const disconnect = feature(wallet, 'standard:disconnect')?.['disconnect'];
      if (typeof disconnect === 'function') await (disconnect as () => Promise<void>).call(feature(wallet, 'standard:disconnect'));
      accounts = [];
      return null;
    },
  };

  return wrappedProvider(handlers, listeners, () => {
    stopEvents?.();
    stopEvents = undefined;
  });
}
