import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { AppKit } from '../core/app-kit-instance.ts';
import { getDefaultAppKit } from '../core/default-instance.ts';
import type { StateReader } from '../../application/stores/state-observable.ts';

/**
 * The one way into React: the instance. The public hooks read it (falling back to the default
 * instance), and the modal's views reach the loaded core and the words through it; the modal
 * provides it where it mounts, its own React root included.
 */
export const AppKitContext = createContext<AppKit | undefined>(undefined);

/** Optional: scopes hooks to one instance (two modals on one page, or tests). */
export function AppKitProvider({ instance, children }: { readonly instance: AppKit; readonly children?: ReactNode }) {
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>;
}

/** The instance hooks read: the nearest provider's, else the one createAppKit made. */
export function useAppKitInstance(): AppKit {
  return useContext(AppKitContext) ?? getDefaultAppKit();
}

type Readable<T> = StateReader<T> & { getServerSnapshot?(): T };

const identity = <T,>(value: T): T => value;

/**
 * The one way React reads state, from the hooks and from the modal's views alike: any source (a
 * store, a derived view, a source that waits for the core), narrowed by `selector`. The component
 * renders again only when the selected value changes (compared with Object.is).
 */
export function useStore<T>(source: Readable<T>): T;
export function useStore<T, Selected>(source: Readable<T>, selector: (value: T) => Selected): Selected;
export function useStore<T, Selected>(source: Readable<T>, selector: (value: T) => Selected = identity as (value: T) => Selected): Selected {
  // The last snapshot and what was selected from it, so an unchanged snapshot selects nothing anew.
  const memo = useRef<{ snapshot: T; selected: Selected } | undefined>(undefined);
  const select = (snapshot: T): Selected => {
    const previous = memo.current;
    if (previous && Object.is(previous.snapshot, snapshot)) return previous.selected;
    const selected = selector(snapshot);
    if (previous && Object.is(previous.selected, selected)) {
      memo.current = { snapshot, selected: previous.selected };
      return previous.selected;
    }
    memo.current = { snapshot, selected };
    return selected;
  };
  const subscribe = useCallback((notify: () => void) => source.subscribe(() => notify()), [source]);
  const getSnapshot = (): Selected => select(source.getSnapshot());
  const getServerSnapshot = (): Selected => selector((source.getServerSnapshot ?? source.getSnapshot)());
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
