import type { Source } from '../../application/stores/source.ts';

/** A source the page can read before the core has loaded, and that React can render on a server. */
export interface LateSource<T> extends Source<T> {
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
export function lateSource<Core, T>(arrival: CoreArrival<Core>, pick: (core: Core) => Source<T>, initial: T, server: T = initial): LateSource<T> {
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
 * The latest value of an event stream as a source: it listens from its first listener to its last,
 * and forgets the value when the last one leaves, so a reader that comes later starts empty.
 */
export function latestOf<T>(subscribe: (listener: (value: T) => void) => () => void): LateSource<T | undefined> {
  let latest: T | undefined;
  let stop: (() => void) | undefined;
  const listeners = new Set<(value: T | undefined) => void>();
  return {
    getSnapshot: () => latest,
    getServerSnapshot: () => undefined,
    subscribe(listener) {
      const entry = (value: T | undefined): void => listener(value);
      listeners.add(entry);
      stop ??= subscribe((value) => {
        latest = value;
        for (const each of [...listeners]) each(value);
      });
      return () => {
        if (!listeners.delete(entry) || listeners.size > 0) return;
        stop?.();
        stop = undefined;
        latest = undefined;
      };
    },
  };
}
