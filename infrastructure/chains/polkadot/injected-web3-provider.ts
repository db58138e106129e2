import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { isPolkadotAddress } from '../../../domain/address/polkadot-address.ts';
import { USER_REJECTED_CODE } from '../../../domain/errors/rpc-codes.ts';
import { answerMethod, providerListeners } from '../../discovery/provider-listeners.ts';
import { asWalletFailure } from '../../discovery/wallet-refusal.ts';
import { injectedAddresses, injectedSession, readMethod, readProperty, type InjectedSession } from './injected-web3.ts';

/** The page the extension was injected into: where it remembers an enabled extension, and the name it shows. */
export interface InjectedWeb3Page {
  /** The name `enable(originName)` shows in the extension's prompt. */
  dAppName(): string;
  /** Survives reloads: that this site enabled the extension, so a reload may ask it again without a prompt. */
  readonly memory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

export interface InjectedWeb3Connection {
  readonly provider: WalletProvider;
  /** Ends the subscription to the extension's accounts (the discovery stopping). */
  release(): void;
}

const refused = (cause: unknown, what: string): Error => {
  const code = readProperty(cause, 'code');
  if (code === USER_REJECTED_CODE) return cause as Error;
  const message = readProperty(cause, 'message');
  return Object.assign(new Error(`The wallet refused ${what}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`), { code: USER_REJECTED_CODE, cause });
};

/**
 * A polkadot{.js}-protocol extension (`window.injectedWeb3[key]`) behind the EIP-1193-shaped provider the
 * core speaks, with the method names WalletConnect uses for Polkadot (`polkadot_signMessage`), so one
 * adapter serves extensions and WalletConnect sessions.
 *
 * The protocol has no silent check of an authorisation: `enable` prompts for a site the extension does not
 * know and answers at once for one it authorised. So `polkadot_getAccounts` calls it only when this site
 * enabled the extension before (in this page, or in an earlier one: `page.memory`), and a site that never
 * did is never prompted on load.
 */
export function injectedWeb3Provider(key: string, extension: unknown, page: InjectedWeb3Page): InjectedWeb3Connection {
  const memoryKey = `walletport:injected-web3:${key}:enabled`;
  const listeners = providerListeners();
  let session: InjectedSession | undefined;
  let unsubscribe: (() => void) | undefined;

  const remember = (enabled: boolean): void => {
    try {
      if (enabled) page.memory?.setItem(memoryKey, 'yes');
      else page.memory?.removeItem(memoryKey);
    } catch {
      // A full or blocked storage: the authorisation lasts for this page only.
    }
  };
  const remembered = (): boolean => {
    try {
      return page.memory?.getItem(memoryKey) === 'yes';
    } catch {
      return false;
    }
  };
  const stopFollowing = (): void => {
    const stop = unsubscribe;
    unsubscribe = undefined;
    try {
      stop?.();
    } catch {
      // The extension's unsubscribe failing leaves nothing of ours behind.
    }
  };
  const followAccounts = (): void => {
    if (unsubscribe || !session?.subscribeAccounts || listeners.isEmpty()) return;
    try {
      const stop = session.subscribeAccounts((accounts) => listeners.emit('accountsChanged', injectedAddresses(accounts)));
      unsubscribe = typeof stop === 'function' ? (stop as () => void) : () => undefined;
    } catch {
      unsubscribe = undefined;
    }
  };
  const enable = async (): Promise<InjectedSession> => {
    if (session) return session;
    const enableFn = readMethod<(originName: string) => Promise<unknown>>(extension, 'enable');
    if (!enableFn) throw new Error('the extension offers no enable()');
    let injected: unknown;
    try {
      injected = await enableFn(page.dAppName());
    } catch (cause) {
      throw refused(cause, 'access to this site');
    }
    const found = injectedSession(injected);
    if (!found) throw new Error('the extension answered enable() without accounts');
    session = found;
    remember(true);
    followAccounts();
    return found;
  };
  const accounts = async (current: InjectedSession): Promise<string[]> => injectedAddresses(await current.getAccounts());

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    polkadot_requestAccounts: async () => accounts(await enable()),
    async polkadot_getAccounts() {
      if (!session && !remembered()) return [];
      try {
        return await accounts(await enable());
      } catch {
        // A silent check never fails the page: an extension that no longer grants access lists nothing.
        return [];
      }
    },
    async polkadot_signMessage(input) {
      const { address, message } = input;
      if (!isPolkadotAddress(address) || typeof message !== 'string') throw new Error('polkadot_signMessage needs an SS58 address and a message');
      if (!session) throw Object.assign(new Error('The site is not connected to this extension.'), { code: 4100 });
      const signRaw = session.signRaw;
      if (!signRaw) throw Object.assign(new Error('The extension\'s signer has no signRaw.'), { code: 4200 });
      // As the extension's own apps do: the message as UTF-8 hex, which the extension signs wrapped in <Bytes>.
      const data = `0x${bytesToHex(utf8ToBytes(message))}`;
      let result: unknown;
      try {
        result = await signRaw({ address, data, type: 'bytes' });
      } catch (cause) {
        // The extension cancels with Error('Cancelled'); anything else it throws is a failure, not the visitor's no.
        throw asWalletFailure(cause);
      }
      return { signature: readProperty(result, 'signature') };
    },
    async polkadot_disconnect() {
      stopFollowing();
      session = undefined;
      remember(false);
      return null;
    },
  };

  return {
    provider: {
      request: ({ method, params: input }) => answerMethod(handlers, method, input),
      on(event, listener) {
        listeners.on(event, listener);
        followAccounts();
      },
      removeListener(event, listener) {
        listeners.removeListener(event, listener);
        if (listeners.isEmpty()) stopFollowing();
      },
    },
    release: stopFollowing,
  };
}
