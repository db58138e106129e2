/** A loader that loads at most once at a time and keeps what it loaded (see `loadOnce`). */
export interface LoadOnce<T> {
  /** The loaded value: the one load under way or done, or a new load when there is none. */
  (): Promise<T>;
  /** The load under way or done, without starting one: for work that matters only if it was loaded. */
  peek(): Promise<T> | undefined;
}

/**
 * Loads on the first call and hands every later call the same promise, so a chunk, an SDK or a key is
 * fetched once however many callers want it. A load that fails is forgotten, so the next call tries
 * again: a chunk that failed on a flaky network is asked for again rather than failing for the rest of
 * the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    if (loading) return loading;
    const started = load();
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    return started;
  };
  return Object.assign(get, { peek: () => loading });
}
