import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import { siwxTimeStatus } from '../../domain/siwx/siwx-time.ts';
import { isSiwxSession } from './session-shape.ts';

/** Keeps sessions without judging them (AppKit's SIWXStorage shape); the config verifies. */
export interface SIWXStorage {
  /** Keeps one more session. */
  add(session: SiwxSession): Promise<void>;
  /** Replaces every kept session with these. */
  set(sessions: readonly SiwxSession[]): Promise<void>;
  /** The stored sessions of that account on that chain whose time bounds hold now. */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** Forgets the sessions of that account on that chain. */
  delete(chainId: CaipNetworkId, address: string): Promise<void>;
}

/** The part of the Web Storage API used, so tests and servers can pass their own. */
export type SiwxStorageArea = Pick<Storage, 'getItem' | 'setItem'>;

/** Options of `LocalStorage`, the sessions kept in the browser. */
export interface LocalStorageOptions {
  /** The storage key holding the JSON list of sessions. */
  readonly key: string;
  /** Where to keep it; the browser's `localStorage` when left out. */
  readonly storage?: SiwxStorageArea;
}

/** Looked up on each use: the config may be built where there is no `localStorage` (server rendering). */
function browserLocalStorage(): SiwxStorageArea | undefined {
  try {
    const storage = (globalThis as { localStorage?: SiwxStorageArea }).localStorage;
    return typeof storage?.getItem === 'function' && typeof storage.setItem === 'function' ? storage : undefined;
  } catch {
    // Sandboxed frames and some privacy modes throw on merely reading `localStorage`.
    return undefined;
  }
}

/** eip155 addresses are hex, so their case carries no identity (only a checksum); other families' do. */
function sameAccount(session: SiwxSession, chainId: string, address: string): boolean {
  if (session.data.chainId !== chainId) return false;
  return chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address;
}

/** Sessions in the browser's localStorage under one key (AppKit's LocalStorage). */
export class LocalStorage implements SIWXStorage {
  private readonly key: string;
  private readonly storage: SiwxStorageArea | undefined;

  constructor(options: LocalStorageOptions) {
    this.key = options.key;
    this.storage = options.storage;
  }

  async add(session: SiwxSession): Promise<void> {
    this.write([...this.read(), session]);
  }

  async set(sessions: readonly SiwxSession[]): Promise<void> {
    this.write(sessions);
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
    const now = new Date();
    return this.read().filter((session) => sameAccount(session, chainId, address) && siwxTimeStatus(session.data, now) === 'valid');
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    this.write(this.read().filter((session) => !sameAccount(session, chainId, address)));
  }

  /** Whatever is stored is untrusted: unreadable data means no sessions, and malformed entries are dropped. */
  private read(): SiwxSession[] {
    try {
      const text = (this.storage ?? browserLocalStorage())?.getItem(this.key);
      if (typeof text !== 'string') return [];
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(isSiwxSession) : [];
    } catch {
      return [];
    }
  }

  /** Expired sessions can never be returned again, so each write leaves them out. */
  private write(sessions: readonly SiwxSession[]): void {
    const storage = this.storage ?? browserLocalStorage();
    if (!storage) throw new Error('localStorage not available');
    const now = new Date();
    const kept = sessions.filter((session) => siwxTimeStatus(session.data, now) !== 'expired');
    storage.setItem(this.key, JSON.stringify(kept.map(({ data, message, signature, cacao }) =>
      ({ data, message, signature, ...(cacao === undefined ? {} : { cacao }) }))));
  }
}
