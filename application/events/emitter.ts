type Listener<T> = (payload: T) => void;

/**
 * A typed event emitter: one map from event name to payload type, `on` returns its own removal.
 * A listener that throws is handed to `onListenerError` and the others still run, so one
 * misbehaving subscriber (the host page's included) cannot silence the rest or reach the page.
 */
export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  constructor(private readonly onListenerError: (error: unknown, event: keyof Events) => void = () => undefined) {}

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    // Wrapped so the same function subscribed twice is two subscriptions, each removed on its own.
    const entry: Listener<Events[K]> = (payload) => listener(payload);
    set.add(entry as Listener<never>);
    return () => {
      set.delete(entry as Listener<never>);
    };
  }

  emit<K extends keyof Events>(event: K, ...[payload]: Events[K] extends void ? [] : [Events[K]]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    // A copy: listeners added while emitting wait for the next event; removed ones do not run.
    for (const listener of [...set]) {
      if (!set.has(listener)) continue;
      try {
        (listener as Listener<Events[K] | undefined>)(payload);
      } catch (error) {
        this.onListenerError(error, event);
      }
    }
  }

  listenerCount(event?: keyof Events): number {
    if (event !== undefined) return this.listeners.get(event)?.size ?? 0;
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** Removes every listener (the instance is destroyed). */
  clear(): void {
    this.listeners.clear();
  }
}
