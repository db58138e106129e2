import { base64, hex } from '@scure/base';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { isBitcoinAddress } from '../../../domain/address/bitcoin-address.ts';
import { providerListeners, wrappedProvider } from '../../discovery/provider-listeners.ts';
import { read, signMessageParams, signPsbtParams, unsupportedMethod, type BitcoinAccountAnswer } from './bitcoin-wallet-answers.ts';

/** What walletport calls on `window.unisat`; every member is checked before it is called. */
export type UnisatLike = object;

async function callUnisat(wallet: UnisatLike, name: string, ...args: unknown[]): Promise<unknown> {
  const fn = read(wallet, name);
  if (typeof fn !== 'function') throw unsupportedMethod(name);
  return (fn as (...values: unknown[]) => Promise<unknown>).apply(wallet, args);
}

function addressesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => isBitcoinAddress(item)) : [];
}

/**
 * The Unisat extension (`window.unisat`) behind the bip122 methods. It holds one address, used for
 * payments and inscriptions alike; its PSBTs travel as hex and its signatures as base64.
 */
export function unisatProvider(wallet: UnisatLike): WalletProvider {
  const listeners = providerListeners();
  const onAccounts = (accounts: unknown): void => listeners.emit('accountsChanged', addressesOf(accounts).map((address) => ({ address, purpose: 'payment' })));
  let following = false;
  const follow = (): void => {
    if (following) return;
    following = true;
    void callUnisat(wallet, 'on', 'accountsChanged', onAccounts).catch(() => undefined);
  };
  const withPublicKey = async (addresses: readonly string[]): Promise<BitcoinAccountAnswer[]> => {
    const publicKey = await callUnisat(wallet, 'getPublicKey').catch(() => undefined);
    return addresses.slice(0, 1).map((address) => ({
      address, purpose: 'payment', ...(typeof publicKey === 'string' && /^[0-9a-f]{64,66}$/i.test(publicKey) ? { publicKey } : {}),
    }));
  };

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    async bip122_requestAccounts() {
      const addresses = addressesOf(await callUnisat(wallet, 'requestAccounts'));
      if (addresses.length > 0) follow();
      return withPublicKey(addresses);
    },
    async bip122_getAccounts() {
      const addresses = addressesOf(await callUnisat(wallet, 'getAccounts').catch(() => []));
      if (addresses.length > 0) follow();
      return withPublicKey(addresses);
    },
    async signMessage(input) {
      const { address, message, protocol } = signMessageParams(input);
      const signature = await callUnisat(wallet, 'signMessage', message, protocol === 'ecdsa' ? 'ecdsa' : 'bip322-simple');
      return { address, signature };
    },
    async signPsbt(input) {
      const { psbt, signInputs } = signPsbtParams(input);
      const toSignInputs = signInputs.map(({ address, index, sighashTypes }) => ({ index, address, ...(sighashTypes ? { sighashTypes: [...sighashTypes] } : {}) }));
      const signed = await callUnisat(wallet, 'signPsbt', hex.encode(base64.decode(psbt)), { autoFinalized: false, toSignInputs });
      if (typeof signed !== 'string' || !/^([0-9a-f]{2})+$/i.test(signed)) throw new TypeError('the wallet answered a PSBT that is not hex');
      return { psbt: base64.encode(hex.decode(signed.toLowerCase())) };
    },
    async bip122_disconnect() {
      return null;
    },
  };

  return wrappedProvider(handlers, listeners, () => {
    if (!following) return;
    following = false;
    void callUnisat(wallet, 'removeListener', 'accountsChanged', onAccounts).catch(() => undefined);
  });
}
