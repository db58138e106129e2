import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { ApiWallet } from '../../../domain/schemas/api-directory.ts';
import { isGridKey, nextGridIndex, rowCount, rowOf } from '../../../domain/wallet-grid/grid-keys.ts';
import { shouldFetchNextPage } from '../../../domain/wallet-grid/wallet-pages.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { GRID_COLUMNS, IMAGE_QUIET_MS, NEXT_PAGE_SKELETON_ROWS, OVERSCAN_ROWS, ROW_HEIGHT } from './grid-layout.ts';
import { scrollIdle } from './scroll-idle.ts';
import { FailedNotice, SkeletonRow, WalletRow, type TileActions } from './WalletTile.tsx';

/** Every row has one height, so nothing is measured. */
const rowSize = (): number => ROW_HEIGHT;

/** The grid's box before the page has laid it out (`.wp-aw-grid` is 360 px tall). */
const UNMEASURED: Rect = { width: 0, height: 360 };

/**
 * The grid's size as laid out, or its nominal size while it has none yet (inside a dialog still
 * opening, or a document without layout): its first rows, and so its tab stop, are always there.
 */
function observeGridRect(instance: Virtualizer<HTMLDivElement, Element>, notify: (rect: Rect) => void): void | (() => void) {
  return observeElementRect(instance, (rect) => notify(rect.height > 0 ? rect : UNMEASURED));
}

export interface WalletGridProps {
  readonly wallets: readonly ApiWallet[];
  readonly loading: boolean;
  readonly hasMore: boolean;
  /** Why the last page failed, when it did: the grid ends in a retry row. */
  readonly failedReason: string | undefined;
  /** Changes when a new list replaces the old one (a search): the grid goes back to its top. */
  readonly listKey: string;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  readonly onChoose: (wallet: ApiWallet) => void;
}

/**
 * The wallets as a virtual grid: only the rows in view (and a few beyond) are in the page, the next
 * page is asked for as the end comes near, and arrow keys move focus with one tab stop for the grid.
 * The focused tile's row is always rendered, so focus never falls out of the page while scrolling.
 */
export function WalletGrid({ wallets, loading, hasMore, failedReason, listKey, onLoadMore, onRetry, onChoose }: WalletGridProps) {
  const { t, dir } = useMessages();
  const scroller = useRef<HTMLDivElement>(null);
  const [idle] = useState(() => scrollIdle(IMAGE_QUIET_MS));
  useEffect(() => () => idle.dispose(), [idle]);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | undefined>(undefined);
  const activeIndex = Math.min(active, Math.max(wallets.length - 1, 0));
  const activeRow = rowOf(activeIndex, GRID_COLUMNS);
  const walletRows = rowCount(wallets.length, GRID_COLUMNS);
  const trailing = failedReason !== undefined ? 1 : loading ? NEXT_PAGE_SKELETON_ROWS : 0;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return activeRow < range.count && !rows.includes(activeRow) ? [...rows, activeRow].sort((a, b) => a - b) : rows;
    },
    [activeRow],
  );
  const virtualizer = useVirtualizer({
    count: walletRows + trailing,
    getScrollElement: () => scroller.current,
    estimateSize: rowSize,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    initialRect: UNMEASURED,
    observeElementRect: observeGridRect,
  });

  useEffect(() => {
    setActive(0);
    virtualizer.scrollToOffset(0);
  }, [listKey, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // The visible range, not the rendered one: the focused row may be rendered far from the view.
  const lastVisibleRow = virtualizer.range?.endIndex ?? -1;
  const wantsNextPage = shouldFetchNextPage({ lastVisibleRow, loadedRows: walletRows, hasMore, loading, failed: failedReason !== undefined });
  useNextPageRequest(wantsNextPage, onLoadMore);

  // Focus follows an arrow key once the target's row is rendered (it always is: see rangeExtractor).
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    const tile = scroller.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
    if (!tile) return;
    pendingFocus.current = undefined;
    tile.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!isGridKey(event.key) || !(event.target instanceof HTMLElement) || event.target.dataset['index'] === undefined) return;
    event.preventDefault();
    const next = nextGridIndex(event.key, { index: Number(event.target.dataset['index']), count: wallets.length, columns: GRID_COLUMNS, direction: dir });
    if (next === undefined) return;
    pendingFocus.current = next;
    setActive(next);
    virtualizer.scrollToIndex(rowOf(next, GRID_COLUMNS), { align: 'auto' });
  };

  const choose = useRef(onChoose);
  choose.current = onChoose;
  const actions = useMemo<TileActions>(() => ({ choose: (wallet) => choose.current(wallet), focused: setActive }), []);

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={t('allWallets.grid.label')}
      aria-rowcount={walletRows + (failedReason !== undefined ? 1 : 0)}
      aria-colcount={GRID_COLUMNS}
      aria-busy={loading}
      className="wp-aw-grid"
      data-testid="wp-all-wallets"
      onKeyDown={onKeyDown}
      onScroll={idle.scrolled}
    >
      <div className="wp-aw-rows" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          if (item.index < walletRows) {
            const tabStop = item.index === activeRow ? activeIndex % GRID_COLUMNS : -1;
            return <WalletRow key={item.key} wallets={wallets} row={item.index} start={item.start} tabStop={tabStop} actions={actions} waitForRest={idle.whenIdle} />;
          }
          if (failedReason === undefined) return <SkeletonRow key={item.key} start={item.start} />;
          return (
            <div key={item.key} role="row" aria-rowindex={item.index + 1} className="wp-aw-row" style={{ transform: `translateY(${item.start}px)` }}>
              <div role="gridcell" aria-colspan={GRID_COLUMNS} className="wp-aw-failed-cell">
                <FailedNotice reason={failedReason} onRetry={onRetry} />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Asks for the next page in a task of its own, after the frame that revealed the end of the list:
 * the request and the skeleton rows it shows would otherwise land in that scroll frame. A request
 * already waiting is not put back by later frames; it asks only if the grid still wants the page.
 */
function useNextPageRequest(wanted: boolean, loadMore: () => void): void {
  const latest = useRef({ wanted, loadMore });
  latest.current = { wanted, loadMore };
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!wanted || pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      if (latest.current.wanted) latest.current.loadMore();
    }, 0);
  }, [wanted]);
  useEffect(() => () => clearTimeout(pending.current), []);
}
