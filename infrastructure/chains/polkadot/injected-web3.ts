import { isPolkadotAddress } from '../../../domain/address/polkadot-address.ts';

// The polkadot{.js} extension protocol, as every Substrate extension (Talisman, SubWallet, Enkrypt, ...)
// injects it: `window.injectedWeb3[key] = { version, enable(originName) }`, and `enable` resolves to an
// `Injected` with `accounts` and `signer`. Any page script can write there, so every read is defensive.

/** What `accounts.get()` lists; `type` and `genesisHash` are left to the extension. */
export interface InjectedAccount {
  readonly address: string;
}

export interface SignerResult {
  readonly id: number;
  readonly signature: string;
}

/** The parts of an `Injected` the modal uses, each checked to be a function before it is kept. */
export interface InjectedSession {
  getAccounts(): Promise<unknown>;
  /** Undefined when the extension cannot tell about account changes. */
  subscribeAccounts: ((listener: (accounts: unknown) => void) => unknown) | undefined;
  /** Undefined when the extension's signer has none: the published `Signer` makes every method optional. */
  signRaw: ((payload: { readonly address: string; readonly data: string; readonly type: 'bytes' }) => Promise<unknown>) | undefined;
}

/** How many accounts an extension may list: a page script could hand over millions. */
const MAX_ACCOUNTS = 100;

/** A property of a page object, or undefined when reading it throws (a hostile getter or Proxy). */
export function readProperty(value: unknown, name: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}

/** A method bound to its object, or undefined when it is not a function. */
export function readMethod<T extends (...args: never[]) => unknown>(value: unknown, name: string): T | undefined {
  const found = readProperty(value, name);
  return typeof found === 'function' ? ((found as T).bind(value) as T) : undefined;
}

/** The SS58 addresses in what `accounts.get()` or a subscription handed over; anything else is left out. */
export function injectedAddresses(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const addresses: string[] = [];
  for (const account of value.slice(0, MAX_ACCOUNTS)) {
    const address = readProperty(account, 'address');
    if (isPolkadotAddress(address) && !addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

/**
 * The `Injected` that `enable` resolved to, or undefined when it lacks accounts. A signer without
 * `signRaw` still connects (its accounts are real); only signing a message is then unsupported.
 */
export function injectedSession(value: unknown): InjectedSession | undefined {
  const accounts = readProperty(value, 'accounts');
  const getAccounts = readMethod<() => Promise<unknown>>(accounts, 'get');
  const signRaw = readMethod<NonNullable<InjectedSession['signRaw']>>(readProperty(value, 'signer'), 'signRaw');
  if (!getAccounts) return undefined;
  return { getAccounts, subscribeAccounts: readMethod(accounts, 'subscribe'), signRaw };
}
