import { combineLatest, distinctUntilChanged, map, shareReplay, skip, type Observable } from 'rxjs';

/**
 * A piece of state: an RxJS observable (`state$` gives the current value on subscribe, then each
 * change) with a synchronous snapshot. React reads it through useSyncExternalStore
 * (`useStore` in presentation/react/react-state.tsx) and the public API through `subscribe`, which is built on `state$`.
 */
export interface StateObservable<T> {
  /** The state as an RxJS observable: the current value on subscribe, then each change. */
  readonly state$: Observable<T>;
  /** The current value; the same object until something in it changes. */
  getSnapshot(): T;
  /** Called on each change (not with the current value); returns the removal. */
  subscribe(listener: (value: T) => void): () => void;
}

/** Listener-style subscription to a state observable: every value after the current one. */
export function onChange<T>(state$: Observable<T>, listener: (value: T) => void): () => void {
  const subscription = state$.pipe(skip(1)).subscribe(listener);
  return () => subscription.unsubscribe();
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
 * State computed from others. It is shared with a reference count, so it listens to its inputs only
 * from its first subscriber to its last (a view nobody reads holds no subscription); its snapshot
 * stays the same object until a field it shows changes, and subscribers hear only real changes.
 */
export function derivedState<T extends object>(inputs: readonly Pick<StateObservable<unknown>, 'state$'>[], compute: () => T): StateObservable<T> {
  let current: T | undefined;
  const getSnapshot = (): T => (current = keepIfSame(current, compute()));
  const state$ = combineLatest(inputs.map((input) => input.state$)).pipe(
    map(getSnapshot),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  return { state$, getSnapshot, subscribe: (listener) => onChange(state$, listener) };
}

/**
 * What React (useStore) and the public API read of a piece of state: its snapshot and its changes.
 * The page's own small readers (the words, the late core's state, the Solana connection) have this
 * shape without `state$`, since they live in the page's first JavaScript, which carries no RxJS.
 */
export type StateReader<T> = Pick<StateObservable<T>, 'getSnapshot' | 'subscribe'>;
