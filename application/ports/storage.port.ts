/** Any sync or async key-value store (localStorage, memory, cookies, an integrator's own). */
export interface StoragePort {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}
