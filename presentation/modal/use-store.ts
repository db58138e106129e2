import { useSyncExternalStore } from 'react';

/** Reads one of the core's stores (the bundled views live in the core's chunk and see it directly). */
export function useStore<T extends object>(store: { subscribe: (listener: () => void) => () => void; getSnapshot: () => T }): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
