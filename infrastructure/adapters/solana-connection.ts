import type { Connection } from '@solana/web3.js';
import type { StateReader } from '../../application/stores/state-observable.ts';

/**
 * The web3.js Connection of the active Solana network, as AppKit's Solana adapter keeps it in one
 * store per page (its useAppKitConnection reads it): undefined until a SolanaAdapter has loaded and
 * knows the network, then replaced on each Solana network change. The owner is the adapter that set
 * it, so a destroyed instance clears only what it set.
 */
export interface SolanaConnectionStore extends StateReader<Connection | undefined> {
  set(owner: object, connection: Connection | undefined): void;
  release(owner: object): void;
}

function createSolanaConnectionStore(): SolanaConnectionStore {
  let current: Connection | undefined;
  let currentOwner: object | undefined;
  const listeners = new Set<(value: Connection | undefined) => void>();
  const publish = (): void => {
    for (const listener of [...listeners]) listener(current);
  };
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(owner, connection) {
      currentOwner = owner;
      if (connection === current) return;
      current = connection;
      publish();
    },
    release(owner) {
      if (owner !== currentOwner) return;
      currentOwner = undefined;
      if (current === undefined) return;
      current = undefined;
      publish();
    },
  };
}

export const solanaConnection: SolanaConnectionStore = createSolanaConnectionStore();
