type Listener = (...args: never[]) => void;

/**
 * The `on` / `removeListener` / emit table of a wrapped provider (a WalletConnect session, a Wallet
 * Standard wallet): the core speaks EIP-1193 events, whatever the wallet underneath speaks.
 */
export function providerListeners() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]): void {
      for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
    },
    /** Whether anything still listens: a wrapper may stop following its wallet when nothing does. */
    isEmpty(): boolean {
      return [...listeners.values()].every((set) => set.size === 0);
    },
  };
}
