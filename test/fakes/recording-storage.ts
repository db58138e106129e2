import type { StoragePort } from '../../application/ports/storage.port.ts';

/** A custom storage port that records every write, or throws on demand. */
export function createRecordingStorage(options: { readonly failWrites?: boolean; readonly initial?: Record<string, string> } = {}) {
  const entries = new Map(Object.entries(options.initial ?? {}));
  const writes: { key: string; value: string | undefined }[] = [];
  const storage: StoragePort = {
    getItem: async (key) => entries.get(key) ?? null,
    setItem: async (key, value) => {
      if (options.failWrites) throw new DOMException('quota exceeded', 'QuotaExceededError');
      writes.push({ key, value });
      entries.set(key, value);
    },
    removeItem: async (key) => {
      if (options.failWrites) throw new DOMException('quota exceeded', 'QuotaExceededError');
      writes.push({ key, value: undefined });
      entries.delete(key);
    },
  };
  return { storage, entries, writes };
}
