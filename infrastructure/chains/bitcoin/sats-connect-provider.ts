import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { isBitcoinAddress } from '../../../domain/address/bitcoin-address.ts';
import { providerListeners, wrappedProvider } from '../../discovery/provider-listeners.ts';
import {
  indexesByAddress, isPurpose, purposeOfAddress, read, signMessageParams, signPsbtParams, type BitcoinAccountAnswer,
} from './bitcoin-wallet-answers.ts';

/**
 * sats-connect's RpcErrorCode values that have an EIP-1193 counterpart: USER_REJECTION (the user
 * declined), METHOD_NOT_SUPPORTED (not for this address or wallet) and ACCESS_DENIED (no permission).
 * METHOD_NOT_FOUND (-32601) is JSON-RPC's own and is read as it is.
 */
const SATS_CONNECT_CODES: ReadonlyMap<number, number> = new Map([
  [-32000, 4001],
  [-32001, 4200],
  [-32002, 4100],
]);

/** The sats-connect provider object (`window.XverseProviders.BitcoinProvider`): `request(method, params)`. */
export interface SatsConnectProviderLike {
  request(method: string, params: unknown): Promise<unknown>;
}

/** A JSON-RPC answer's result; its error thrown with the EIP-1193 code the core maps (4001 for a refusal). */
function resultOf(answer: unknown): unknown {
  const error = read(answer, 'error');
  if (error !== undefined && error !== null) {
    const code = read(error, 'code');
    const message = read(error, 'message');
    throw Object.assign(new Error(typeof message === 'string' ? message.slice(0, 300) : 'the wallet refused the request'), {
      code: typeof code === 'number' ? SATS_CONNECT_CODES.get(code) ?? code : -32603,
    });
  }
  const result = read(answer, 'result');
  return result === undefined ? answer : result;
}

function accountAnswers(value: unknown): BitcoinAccountAnswer[] {
  const list = Array.isArray(value) ? value : read(value, 'addresses');
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const address = read(item, 'address');
    if (!isBitcoinAddress(address)) return [];
    const purpose = read(item, 'purpose');
    const publicKey = read(item, 'publicKey');
    // sats-connect also lists Stacks and Starknet addresses under other purposes; they are not Bitcoin's.
    if (purpose !== undefined && !isPurpose(purpose)) return [];
    return [{ address, purpose: isPurpose(purpose) ? purpose : purposeOfAddress(address), ...(typeof publicKey === 'string' && /^[0-9a-f]+$/i.test(publicKey) ? { publicKey } : {}) }];
  });
}

/**
 * A sats-connect wallet (Xverse and the wallets that speak its RPC) behind the bip122 methods. Its
 * answers are JSON-RPC responses: `{ result }` or `{ error }`.
 */
export function satsConnectProvider(wallet: SatsConnectProviderLike): WalletProvider {
  const listeners = providerListeners();
  let stopEvents: (() => void) | undefined;
  const call = async (method: string, params: unknown): Promise<unknown> => resultOf(await wallet.request(method, params));
  const silentAccounts = async (): Promise<BitcoinAccountAnswer[]> => accountAnswers(await call('wallet_getAccount', null).catch(() => []));
  const followChanges = (): void => {
    const addListener = read(wallet, 'addListener');
    if (stopEvents || typeof addListener !== 'function') return;
    const onChange = (): void => void silentAccounts().then((accounts) => listeners.emit('accountsChanged', accounts));
    const stop: unknown = (addListener as (event: string, listener: () => void) => unknown).call(wallet, 'accountChange', onChange);
    stopEvents = typeof stop === 'function' ? (stop as () => void) : () => undefined;
  };

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    async bip122_requestAccounts() {
      const accounts = accountAnswers(await call('getAccounts', { purposes: ['payment', 'ordinals'] }));
      if (accounts.length > 0) followChanges();
      return accounts;
    },
    // wallet_getAccount answers without a prompt, and fails when the site holds no permission.
    async bip122_getAccounts() {
      const accounts = await silentAccounts();
      if (accounts.length > 0) followChanges();
      return accounts;
    },
    async signMessage(input) {
      const { address, message, protocol } = signMessageParams(input);
      const result = await call('signMessage', { address, message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' });
      return { address, signature: read(result, 'signature') };
    },
    async signPsbt(input) {
      const { psbt, signInputs } = signPsbtParams(input);
      const result = await call('signPsbt', { psbt, signInputs: Object.fromEntries(indexesByAddress(signInputs)), broadcast: false });
      return { psbt: read(result, 'psbt') };
    },
    async bip122_disconnect() {
      await call('wallet_renouncePermissions', null).catch(() => undefined);
      return null;
    },
  };

  return wrappedProvider(handlers, listeners, () => {
    stopEvents?.();
    stopEvents = undefined;
  });
}
