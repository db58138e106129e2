import type { PreferredAccountType } from '../../../domain/account/account-types.ts';
import type { KeyValueStorage } from '../ports/frame-environment.ts';

/** The frame origin's localStorage: the only place the session token ever lives (bound to the device key). */
export const SESSION_TOKEN_KEY = 'walletport-frame:session';
/** Per tab (sessionStorage): the e-mail between login steps, and the chain the page last chose. */
export const LOGIN_EMAIL_KEY = 'walletport-frame:email';
export const CHAIN_ID_KEY = 'walletport-frame:chain';
/** localStorage: each user's preferred account type (SET_PREFERRED_ACCOUNT), keyed by their EOA address. */
export const ACCOUNT_TYPES_KEY = 'walletport-frame:account-types';

export interface FrameSessionOptions {
  readonly storage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  /** The chain when the page has chosen none yet (the frame URL's chainId, else mainnet). */
  readonly defaultChainId: number;
}

/**
 * The visitor's state in the frame: login token, device id, login e-mail and current chain, plus the name
 * the page synced, which only lives as long as the frame.
 */
export class FrameSession {
  /** The page's own name for itself (SYNC_DAPP_DATA), shown next to its origin when it asks for approval. */
  dappName: string | undefined;

  constructor(private readonly options: FrameSessionOptions) {}

  token(): string | undefined {
    return this.options.storage.getItem(SESSION_TOKEN_KEY) || undefined;
  }

  setToken(token: string): void {
    this.options.storage.setItem(SESSION_TOKEN_KEY, token);
  }

  clearToken(): void {
    this.options.storage.removeItem(SESSION_TOKEN_KEY);
  }

  loginEmail(): string | undefined {
    return this.options.sessionStorage.getItem(LOGIN_EMAIL_KEY) || undefined;
  }

  setLoginEmail(email: string): void {
    this.options.sessionStorage.setItem(LOGIN_EMAIL_KEY, email);
  }

  clearLoginEmail(): void {
    this.options.sessionStorage.removeItem(LOGIN_EMAIL_KEY);
  }

  chainId(): number {
    const stored = Number(this.options.sessionStorage.getItem(CHAIN_ID_KEY));
    return Number.isSafeInteger(stored) && stored > 0 ? stored : this.options.defaultChainId;
  }

  setChainId(chainId: number): void {
    this.options.sessionStorage.setItem(CHAIN_ID_KEY, String(chainId));
  }

  /** The account type the user of this EOA chose last; eoa until they choose. */
  preferredAccountType(eoaAddress: string): PreferredAccountType {
    return this.accountTypes()[eoaAddress.toLowerCase()] === 'smartAccount' ? 'smartAccount' : 'eoa';
  }

  setPreferredAccountType(eoaAddress: string, type: PreferredAccountType): void {
    const types = { ...this.accountTypes(), [eoaAddress.toLowerCase()]: type };
    this.options.storage.setItem(ACCOUNT_TYPES_KEY, JSON.stringify(types));
  }

  /** Whether any user of this browser chose a smart account: until one does, the frame asks the server nothing more. */
  anyPrefersSmartAccount(): boolean {
    return Object.values(this.accountTypes()).includes('smartAccount');
  }

  private accountTypes(): Readonly<Record<string, unknown>> {
    try {
      const parsed: unknown = JSON.parse(this.options.storage.getItem(ACCOUNT_TYPES_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      // Another version's value, or one edited by hand: the preference is lost, never the frame.
      return {};
    }
  }
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A storage that never throws: each access goes to `open()`'s storage (so a sign-out in another tab is
 * seen at once), and to memory while the browser refuses it (third-party storage blocked, quota full, a
 * sandboxed frame): the frame then keeps working for this page's lifetime.
 */
export function guardedStorage(open: () => KeyValueStorage): KeyValueStorage {
  const memory = memoryStorage();
  const attempt = (action: (storage: KeyValueStorage) => void): boolean => {
    try {
      action(open());
      return true;
    } catch {
      return false;
    }
  };
  return {
    getItem: (key) => {
      let value: string | null = null;
      return attempt((storage) => void (value = storage.getItem(key))) ? value : memory.getItem(key);
    },
    setItem: (key, value) => {
      if (!attempt((storage) => storage.setItem(key, value))) memory.setItem(key, value);
    },
    removeItem: (key) => {
      memory.removeItem(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}
