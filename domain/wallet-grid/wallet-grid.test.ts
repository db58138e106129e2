import { describe, expect, it } from 'vitest';
import { isGridKey, nextGridIndex, rowCount, rowOf, type GridKey } from './grid-keys.ts';
import { appendPage, hasMorePages, shouldFetchNextPage } from './wallet-pages.ts';

const at = (index: number, count = 10, direction: 'ltr' | 'rtl' = 'ltr') => ({ index, count, columns: 4, direction });
const move = (key: GridKey, index: number, count = 10, direction: 'ltr' | 'rtl' = 'ltr') => nextGridIndex(key, at(index, count, direction));

describe('grid keys (rows of 4)', () => {
  it('left and right move by one and stop at the ends', () => {
    expect(move('ArrowRight', 0)).toBe(1);
    expect(move('ArrowRight', 3)).toBe(4);
    expect(move('ArrowLeft', 4)).toBe(3);
    expect(move('ArrowLeft', 0)).toBeUndefined();
    expect(move('ArrowRight', 9)).toBeUndefined();
  });

  it('right to left swaps the arrows', () => {
    expect(move('ArrowLeft', 0, 10, 'rtl')).toBe(1);
    expect(move('ArrowRight', 1, 10, 'rtl')).toBe(0);
  });

  it('up and down move by a row, keep the column, and a short last row takes ArrowDown to the last tile', () => {
    expect(move('ArrowDown', 1)).toBe(5);
    expect(move('ArrowUp', 5)).toBe(1);
    expect(move('ArrowUp', 2)).toBeUndefined();
    expect(move('ArrowDown', 7)).toBe(9);
    expect(move('ArrowDown', 9)).toBeUndefined();
    expect(move('ArrowDown', 8)).toBeUndefined();
  });

  it('Home and End go to the first and last tile', () => {
    expect(move('Home', 6)).toBe(0);
    expect(move('End', 2)).toBe(9);
    expect(move('Home', 0)).toBeUndefined();
  });

  it('an empty grid goes nowhere and a stale index is clamped', () => {
    expect(move('End', 0, 0)).toBeUndefined();
    expect(move('ArrowLeft', 40, 10)).toBe(8);
  });

  it('knows its keys and rows', () => {
    expect(isGridKey('ArrowUp')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
    expect(rowOf(7, 4)).toBe(1);
    expect(rowCount(9, 4)).toBe(3);
    expect(rowCount(0, 4)).toBe(0);
  });
});

const wallet = (id: string) => ({ id });

describe('wallet pages', () => {
  it('appends a page without repeating wallets already loaded', () => {
    const merged = appendPage([wallet('a'), wallet('b')], { wallets: [wallet('b'), wallet('c')], count: 10 });
    expect(merged.wallets.map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(merged.count).toBe(10);
  });

  it('a page with nothing new ends the list, whatever total the directory claims', () => {
    const loaded = [wallet('a')];
    const merged = appendPage(loaded, { wallets: [wallet('a')], count: 500 });
    expect(merged.wallets).toBe(loaded);
    expect(hasMorePages({ ...merged, search: '' })).toBe(false);
  });

  it('has more pages only without a search and below the total', () => {
    expect(hasMorePages({ wallets: [wallet('a')], count: 2, search: '' })).toBe(true);
    expect(hasMorePages({ wallets: [wallet('a')], count: 2, search: 'me' })).toBe(false);
    expect(hasMorePages({ wallets: [wallet('a')], count: 1, search: '' })).toBe(false);
  });

  it('asks for the next page near the end, once, and never after a failure', () => {
    const near = { lastVisibleRow: 3, loadedRows: 10, hasMore: true, loading: false, failed: false };
    expect(shouldFetchNextPage(near)).toBe(false);
    expect(shouldFetchNextPage({ ...near, lastVisibleRow: 4 })).toBe(true);
    expect(shouldFetchNextPage({ ...near, lastVisibleRow: 2 })).toBe(false);
    expect(shouldFetchNextPage({ ...near, lastVisibleRow: 9, loading: true })).toBe(false);
    expect(shouldFetchNextPage({ ...near, lastVisibleRow: 9, failed: true })).toBe(false);
    expect(shouldFetchNextPage({ ...near, lastVisibleRow: 9, hasMore: false })).toBe(false);
  });
});
