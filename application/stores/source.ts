/**
 * Anything that holds a value and tells when it changes: the one shape every piece of state has,
 * from a store to a derived view of several, so React and the public API read them all the same way.
 */
export interface Source<T> {
  getSnapshot(): T;
  /** Called on each change (not with the current value); returns the removal. */
  subscribe(listener: (value: T) => void): () => void;
}

/** Two field values are the same when identical, or arrays holding identical items in order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}

/**
 * The previous object when no field changed: useSyncExternalStore needs stable snapshots. A field
 * computed afresh as an equal list (a filter that kept the same items) counts as unchanged.
 */
export function keepIfSame<T extends object>(previous: T | undefined, next: T): T {
  if (previous && (Object.keys(next) as (keyof T)[]).every((key) => sameValue(previous[key], next[key]))) return previous;
  return next;
}

/**
 * A source computed from others. It listens to its inputs only while it has listeners of its own
 * (from the first to the last), so a view nobody reads holds no subscription; its snapshot stays the
 * same object until a field it shows changes.
 */
export function derivedSource<T extends object>(inputs: readonly Source<unknown>[], compute: () => T): Source<T> {
  let current: T | undefined;
  const listeners = new Set<(value: T) => void>();
  let stopInputs: (() => void) | undefined;
  const getSnapshot = (): T => (current = keepIfSame(current, compute()));
  const changed = (): void => {
    const previous = current;
    const next = getSnapshot();
    if (next === previous) return;
    for (const listener of [...listeners]) if (listeners.has(listener)) listener(next);
  };
  return {
    getSnapshot,
    subscribe(listener) {
      if (listeners.size === 0) {
        getSnapshot(); // the baseline a first change is compared against
        const stops = inputs.map((input) => input.subscribe(changed));
        stopInputs = () => stops.forEach((stop) => stop());
      }
      const entry = (value: T): void => listener(value);
      listeners.add(entry);
      return () => {
        if (!listeners.delete(entry) || listeners.size > 0) return;
        stopInputs?.();
        stopInputs = undefined;
      };
    },
  };
}
