import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { base64, hex } from '@scure/base';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { isBitcoinAddress } from '../../../domain/address/bitcoin-address.ts';
import { providerListeners, wrappedProvider } from '../../discovery/provider-listeners.ts';
import {
  base64Of, bytesAnswer, indexesByAddress, purposeOfAddress, read, signMessageParams, signPsbtParams, unsupportedMethod,
  walletStandardChainOf, type BitcoinAccountAnswer, type BitcoinPurpose,
} from './bitcoin-wallet-answers.ts';

type Feature = Record<string, unknown>;
const PURPOSES: readonly BitcoinPurpose[] = ['payment', 'ordinals'];

function feature(wallet: Wallet, name: string): Feature | undefined {
  const found = read(read(wallet, 'features'), name);
  return typeof found === 'object' && found !== null ? (found as Feature) : undefined;
}

/** Calls a feature's method with the feature as `this`, as a wallet written as a class expects. */
async function callFeature(wallet: Wallet, featureName: string, methodName: string, ...args: unknown[]): Promise<unknown> {
  const owner = feature(wallet, featureName);
  const fn = owner?.[methodName];
  if (typeof fn !== 'function') throw unsupportedMethod(featureName);
  return (fn as (...values: unknown[]) => Promise<unknown>).apply(owner, args);
}

/** The wallet's accounts with a Bitcoin address; anything else it lists is left out. */
function bitcoinAccounts(value: unknown): WalletAccount[] {
  if (!Array.isArray(value)) return [];
  return value.filter((account: unknown): account is WalletAccount => isBitcoinAddress(read(account, 'address')));
}

/**
 * `bitcoin:connect` answers the accounts in the order of the purposes asked; a list of another length
 * (a wallet with one address for both) is labelled by address kind instead.
 */
function answers(accounts: readonly WalletAccount[], purposes?: readonly BitcoinPurpose[]): BitcoinAccountAnswer[] {
  return accounts.map((account, index) => {
    const publicKey = read(account, 'publicKey');
    const purpose = purposes && purposes.length === accounts.length ? purposes[index] ?? 'payment' : purposeOfAddress(account.address);
    return { address: account.address, purpose, ...(publicKey instanceof Uint8Array && publicKey.length > 0 ? { publicKey: hex.encode(publicKey) } : {}) };
  });
}

/**
 * A Wallet Standard bitcoin wallet (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`,
 * as the Exodus / sats-connect bitcoin wallet standard defines them) behind the bip122 methods.
 */
export function walletStandardBitcoinProvider(wallet: Wallet): WalletProvider {
  let accounts: WalletAccount[] = [];
  const listeners = providerListeners();
  let stopEvents: (() => void) | undefined;
  const followChanges = (): void => {
    if (stopEvents) return;
    const events = feature(wallet, 'standard:events');
    if (typeof events?.['on'] !== 'function') return;
    const stop: unknown = (events['on'] as (event: string, listener: (properties: unknown) => void) => unknown).call(events, 'change', (properties: unknown) => {
      if (read(properties, 'accounts') === undefined) return;
      accounts = bitcoinAccounts(read(properties, 'accounts'));
      listeners.emit('accountsChanged', answers(accounts));
    });
    stopEvents = typeof stop === 'function' ? (stop as () => void) : () => undefined;
  };
  const account = (address: string): WalletAccount => {
    const found = accounts.find((item) => item.address === address) ?? bitcoinAccounts(read(wallet, 'accounts')).find((item) => item.address === address);
    if (!found) throw new Error('the wallet no longer holds this account');
    return found;
  };

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    async bip122_requestAccounts() {
      const result = await callFeature(wallet, 'bitcoin:connect', 'connect', { purposes: [...PURPOSES] });
      accounts = bitcoinAccounts(read(result, 'accounts'));
      followChanges();
      return answers(accounts, PURPOSES);
    },
    // The Wallet Standard has no silent bitcoin connect: the accounts a wallet lists are those it authorised.
    async bip122_getAccounts() {
      accounts = bitcoinAccounts(read(wallet, 'accounts'));
      if (accounts.length > 0) followChanges();
      return answers(accounts);
    },
    async signMessage(input) {
      const { address, message } = signMessageParams(input);
      const outputs = await callFeature(wallet, 'bitcoin:signMessage', 'signMessage', { account: account(address), message: new TextEncoder().encode(message) });
      const first: unknown = Array.isArray(outputs) ? outputs[0] : undefined;
      return { address, signature: base64Of(bytesAnswer(read(first, 'signature'), 'a signature')) };
    },
    async signPsbt(input) {
      const { psbt, signInputs } = signPsbtParams(input);
      const inputsToSign = [...indexesByAddress(signInputs)].map(([address, signingIndexes]) => ({ account: account(address), signingIndexes }));
      const chain = walletStandardChainOf(signInputs[0]?.address ?? '');
      const outputs = await callFeature(wallet, 'bitcoin:signTransaction', 'signTransaction', { psbt: base64.decode(psbt), chain, inputsToSign });
      const first: unknown = Array.isArray(outputs) ? outputs[0] : undefined;
      return { psbt: base64Of(bytesAnswer(read(first, 'signedPsbt'), 'a PSBT')) };
    },
    async bip122_disconnect() {
      if (feature(wallet, 'standard:disconnect')) await callFeature(wallet, 'standard:disconnect', 'disconnect');
      accounts = [];
      return null;
    },
  };

  return wrappedProvider(handlers, listeners, () => {
    stopEvents?.();
    stopEvents = undefined;
  });
}
