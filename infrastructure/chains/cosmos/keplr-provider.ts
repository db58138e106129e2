import { base64 } from '@scure/base';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { isCosmosAddress } from '../../../domain/address/cosmos-address.ts';
import { answerMethod, providerListeners } from '../../discovery/provider-listeners.ts';
import { asWalletFailure } from '../../discovery/wallet-refusal.ts';
import { accountsOf, adr36Payload, recordOf, type CosmosAccountAnswer } from './cosmos-answers.ts';

type KeplrMethod = (...args: unknown[]) => Promise<unknown>;

/** A method of the page's wallet object, read defensively: any script can put anything there. */
function method(keplr: object, name: string): KeplrMethod {
  let found: unknown;
  try {
    found = (keplr as Record<string, unknown>)[name];
  } catch {
    found = undefined;
  }
  if (typeof found !== 'function') throw Object.assign(new Error(`the wallet does not offer ${name}`), { code: 4200 });
  return (...args) => Promise.resolve((found as KeplrMethod).apply(keplr, args));
}

/** Keplr's `Key` as WalletConnect's account shape; a key that is not well formed gives no account. */
function accountOfKey(key: unknown): CosmosAccountAnswer[] {
  try {
    const { algo, bech32Address, pubKey } = recordOf(key);
    if (!(pubKey instanceof Uint8Array) || !isCosmosAddress(bech32Address)) return [];
    return accountsOf([{ algo: typeof algo === 'string' ? algo : 'secp256k1', address: bech32Address, pubkey: base64.encode(pubKey) }]);
  } catch {
    return [];
  }
}

const decodeUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Text when the bytes are UTF-8 (Keplr then shows it), else the bytes themselves. */
function arbitraryData(data: Uint8Array): string | Uint8Array {
  try {
    return decodeUtf8.decode(data);
  } catch {
    return data;
  }
}

export interface KeplrProvider {
  readonly provider: WalletProvider;
  /** The wallet's keystore changed (`keplr_keystorechange`): the account of the last chain is read again. */
  keystoreChanged(): void;
}

/**
 * A Keplr-compatible wallet (Keplr, Leap, Cosmostation's Keplr mode) behind the EIP-1193-shaped provider
 * the core speaks, with WalletConnect's Cosmos method names and shapes, so one adapter serves browser
 * wallets and WalletConnect sessions. Keplr needs the chain id on every call; WalletConnect names it per
 * request instead, so here it comes from `params.chainId` (or the sign doc), else the chain last enabled.
 */
export function keplrProvider(keplr: object): KeplrProvider {
  const listeners = providerListeners();
  let lastChain: string | undefined;

  const chainOf = (input: Record<string, unknown>): string => {
    const signDoc = recordOf(input['signDoc']);
    const named = [input['chainId'], signDoc['chainId'], signDoc['chain_id'], lastChain].find((value) => typeof value === 'string' && value !== '');
    if (typeof named !== 'string') throw Object.assign(new Error('no cosmos chain id was given'), { code: -32602 });
    return named;
  };
  const accounts = async (chainId: string): Promise<CosmosAccountAnswer[]> => {
    const found = accountOfKey(await method(keplr, 'getKey')(chainId));
    const moved = lastChain !== undefined && lastChain !== chainId;
    lastChain = chainId;
    // Another chain, another bech32 prefix: to the site the account changed.
    if (moved) listeners.emit('accountsChanged', found);
    return found;
  };

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    async cosmos_requestAccounts(input) {
      const chainId = chainOf(input);
      await method(keplr, 'enable')(chainId);
      return accounts(chainId);
    },
    // Keplr's getKey answers without a prompt for a chain the site enabled before.
    cosmos_getAccounts: (input) => accounts(chainOf(input)),
    async cosmos_signAmino(input) {
      const signerAddress = String(input['signerAddress']);
      const adr36 = adr36Payload(input['signDoc']);
      if (adr36) {
        if (adr36.signer !== signerAddress) throw Object.assign(new Error('the document names another signer'), { code: -32602 });
        const signature = await method(keplr, 'signArbitrary')(chainOf(input), signerAddress, arbitraryData(adr36.data));
        return { signature, signed: input['signDoc'] };
      }
      const { signed, signature } = recordOf(await method(keplr, 'signAmino')(chainOf(input), signerAddress, input['signDoc']));
      return { signature, signed };
    },
    async cosmos_signDirect(input) {
      const doc = recordOf(input['signDoc']);
      const signDoc = {
        bodyBytes: base64.decode(String(doc['bodyBytes'])),
        authInfoBytes: base64.decode(String(doc['authInfoBytes'])),
        chainId: String(doc['chainId']),
        accountNumber: BigInt(String(doc['accountNumber'])),
      };
      const answer = recordOf(await method(keplr, 'signDirect')(chainOf(input), String(input['signerAddress']), signDoc));
      const signed = recordOf(answer['signed']);
      const bytes = (value: unknown): string => (value instanceof Uint8Array ? base64.encode(value) : String(value));
      return {
        signature: answer['signature'],
        signed: { chainId: signed['chainId'], accountNumber: String(signed['accountNumber']), authInfoBytes: bytes(signed['authInfoBytes']), bodyBytes: bytes(signed['bodyBytes']) },
      };
    },
    async cosmos_disconnect(input) {
      const chainId = chainOf(input);
      // Older Keplr versions have no disable: the site then only forgets the connection itself.
      await method(keplr, 'disable')(chainId).catch(() => undefined);
      lastChain = undefined;
      return null;
    },
  };

  return {
    provider: {
      // Keplr says no with Error('Request rejected') and "no such method" with Error('Not implemented'), without codes.
      request: ({ method, params }) => answerMethod(handlers, method, params).catch((error: unknown) => Promise.reject(asWalletFailure(error))),
      on: listeners.on,
      removeListener: listeners.removeListener,
    },
    keystoreChanged() {
      const chainId = lastChain;
      if (chainId === undefined || listeners.isEmpty()) return;
      accounts(chainId).then(
        (found) => listeners.emit('accountsChanged', found),
        () => listeners.emit('accountsChanged', []),
      );
    },
  };
}
