import type { StateReader } from '../../application/stores/state-observable.ts';

/** A source the page can read before the core has loaded, and that React can render on a server. */
export interface LateSource<T> extends StateReader<T> {
  /** What a server render and the hydrating render show (useSyncExternalStore's third argument). */
  getServerSnapshot(): T;
}

/** The one place that knows the core arrives late (its own chunk, after the page is interactive). */
export interface CoreArrival<Core> {
  loaded(): Core | undefined;
  /** Calls `attach` once the core is there (at once if it is); the returned function cancels the wait. */
  whenArrived(attach: (core: Core) => void): () => void;
  readonly destroyed: boolean;
}

/**
 * A source over one of the core's: answers `initial` until the core has loaded, then the core's
 * own. A subscription made before the core exists waits for it and is told once it arrives, since
 * the core's first value usually differs from the defaults.
 */
export function lateSource<Core, T>(arrival: CoreArrival<Core>, pick: (core: Core) => StateReader<T>, initial: T, server: T = initial): LateSource<T> {
  const getSnapshot = (): T => {
    const core = arrival.loaded();
    return core ? pick(core).getSnapshot() : initial;
  };
  return {
    getSnapshot,
    getServerSnapshot: () => server,
    subscribe(listener) {
      if (arrival.destroyed) return () => undefined;
      const core = arrival.loaded();
      if (core) return pick(core).subscribe(listener);
      let stop: (() => void) | undefined;
      const cancel = arrival.whenArrived((arrived) => {
        stop = pick(arrived).subscribe(listener);
        listener(getSnapshot());
      });
      return () => {
        cancel();
        stop?.();
      };
    },
  };
}

/**
 * The latest value of an event stream as a source, starting from `initial`. It follows the stream
 * from the moment it is created (`follow` returns its teardown, which `stop` calls), so a reader that
 * comes later still finds the last value, as AppKit's getEvent() does. `server` is what a server render
 * and the hydrating render show.
 */
export function latestOf<T>(initial: T, follow: (update: (value: T) => void) => () => void, server: T = initial): LateSource<T> & { stop(): void } {
  let latest = initial;
  const listeners = new Set<(value: T) => void>();
  const stop = follow((value) => {
    latest = value;
    for (const listener of [...listeners]) if (listeners.has(listener)) listener(value);
  });
  return {
    getSnapshot: () => latest,
    getServerSnapshot: () => server,
    subscribe(listener) {
      const entry = (value: T): void => listener(value);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    stop() {
      stop();
      listeners.clear();
    },
  };
}
