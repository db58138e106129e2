/**
 * The paged wallet list (pages of 40, a search of up to 100 on one page): how a fetched page
 * joins what is loaded, whether another page exists, and when scrolling should ask for it.
 */
export interface PagedList<T> {
  readonly wallets: readonly T[];
  /** Total the directory reports for the list. */
  readonly count: number;
}

/**
 * A fetched page appended to the loaded list. Wallets already loaded are not repeated (the directory's
 * order can shift between requests). A page that brings nothing new ends the list where it is, even
 * if the reported total is higher: a directory whose count overstates its pages would otherwise be
 * asked for empty pages without end as the visitor scrolls.
 */
export function appendPage<T extends { readonly id: string }>(loaded: readonly T[], page: PagedList<T>): PagedList<T> {
  const seen = new Set(loaded.map((wallet) => wallet.id));
  const fresh: T[] = [];
  for (const wallet of page.wallets) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    fresh.push(wallet);
  }
  const wallets = fresh.length === 0 ? loaded : [...loaded, ...fresh];
  return { wallets, count: fresh.length === 0 ? wallets.length : Math.max(page.count, wallets.length) };
}

/** Whether the unfiltered list has pages left to load (a search is one page only). */
export function hasMorePages(list: PagedList<unknown> & { readonly search: string }): boolean {
  return list.search === '' && list.wallets.length < list.count;
}

export interface ScrollPosition {
  /** The last row the visitor can see (or that is rendered just past the view). */
  readonly lastVisibleRow: number;
  /** Rows the loaded wallets fill. */
  readonly loadedRows: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** A failed page is fetched again only when the visitor asks (the retry row), never by scrolling. */
  readonly failed: boolean;
}

/** Rows before the end at which the next page is asked for (more than the grid shows), so it is usually there before it is seen. */
export const PREFETCH_ROWS = 5;

export function shouldFetchNextPage({ lastVisibleRow, loadedRows, hasMore, loading, failed }: ScrollPosition): boolean {
  return hasMore && !loading && !failed && lastVisibleRow >= loadedRows - 1 - PREFETCH_ROWS;
}
