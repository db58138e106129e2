import type { StoragePort } from '../../application/ports/storage.port.ts';

/** Default where there is no window (SSR, Node) and in tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): StoragePort & {
  /** The kept values by key, to read or change directly (in tests). */
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}
