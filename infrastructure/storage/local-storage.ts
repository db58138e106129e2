import type { StoragePort } from '../../application/ports/storage.port.ts';
import { createMemoryStorage } from './memory-storage.ts';

/**
 * The browser's localStorage, looked up on each call (never at module load, for SSR).
 * Reads that throw (blocked storage in private mode or sandboxed frames) read as absent.
 */
export function createLocalStorage(): StoragePort {
  const fallback = createMemoryStorage();
  const local = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem(key) {
      try {
        return local()?.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      // Kept in memory too, so this page still sees its own writes when localStorage refuses them.
      fallback.setItem(key, value);
      local()?.setItem(key, value);
    },
    removeItem(key) {
      fallback.removeItem(key);
      local()?.removeItem(key);
    },
  };
}
