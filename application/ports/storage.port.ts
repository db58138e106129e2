/** Any sync or async key-value store (localStorage, memory, cookies, an integrator's own). */
export interface StoragePort {
  /** The value kept under `key`; null or undefined when there is none. May answer synchronously or by a promise. */
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  /** Keeps `value` under `key`, replacing any value there. */
  setItem(key: string, value: string): void | Promise<void>;
  /** Forgets `key`; nothing happens when it is absent. */
  removeItem(key: string): void | Promise<void>;
}
