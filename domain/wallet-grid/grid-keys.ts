/**
 * Moving focus through a grid of tiles laid out in rows of `columns` (the All Wallets grid): the keys
 * of the WAI-ARIA grid pattern. Left and right follow the reading direction, so in a right-to-left
 * layout ArrowLeft moves to the next tile, the one drawn to its left.
 */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.has(key);
}

export interface GridPosition {
  /** Index of the focused tile, 0-based. */
  readonly index: number;
  /** How many tiles the grid holds. */
  readonly count: number;
  readonly columns: number;
  readonly direction: 'ltr' | 'rtl';
}

/**
 * The index focus moves to, or undefined when the key leads nowhere (an edge, or an empty grid).
 * Up and down keep the column; down from a row whose tile below is missing (a short last row) goes to
 * the last tile rather than nowhere, so End of the list is always reachable with ArrowDown.
 */
export function nextGridIndex(key: GridKey, { index, count, columns, direction }: GridPosition): number | undefined {
  if (count <= 0 || columns <= 0) return undefined;
  const from = Math.min(Math.max(index, 0), count - 1);
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  let next: number;
  switch (key) {
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    case 'ArrowUp':
      next = from - columns;
      break;
    case 'ArrowDown':
      next = rowOf(from, columns) < rowOf(count - 1, columns) ? Math.min(from + columns, count - 1) : from;
      break;
    default:
      next = key === forward ? from + 1 : from - 1;
  }
  if (next < 0 || next >= count || next === from) return undefined;
  return next;
}

/** The 0-based row a tile is drawn in. */
export function rowOf(index: number, columns: number): number {
  return Math.floor(index / columns);
}

/** How many rows `count` tiles fill. */
export function rowCount(count: number, columns: number): number {
  return count <= 0 ? 0 : Math.ceil(count / columns);
}
