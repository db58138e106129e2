import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletDirectory } from '../../../test/fixtures/wallets.ts';
import type { WalletDirectoryPort, WalletListQuery } from '../../../application/ports/wallet-directory.port.ts';
import type { ApiWallet } from '../../../domain/schemas/api-directory.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { createHarness, settle } from '../../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../../test/fakes/modal-instance.tsx';
import { AllWalletsView } from '../AllWalletsView.tsx';

/** How often each wallet name has been rendered: a row rendering again renders its names again. */
const nameRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../components/DisplayName.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../components/DisplayName.tsx')>();
  return {
    ...actual,
    DisplayName(props: { readonly value: string }) {
      nameRenders.set(props.value, (nameRenders.get(props.value) ?? 0) + 1);
      return actual.DisplayName(props);
    },
  };
});

/** The grid's box as a browser would lay it out (happy-dom lays out nothing): 360 px tall, 328 px wide. */
function layOutGrid(): () => void {
  const originals = ['clientHeight', 'clientWidth'].map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
  const size = (element: HTMLElement, value: number): number => (element.classList.contains('wp-aw-grid') ? value : 0);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return size(this, 360); } });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return size(this, 328); } });
  return () => {
    for (const [key, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, key);
    }
  };
}

interface DirectoryScript {
  readonly wallets: readonly ApiWallet[];
  /** Rejects the queries it returns true for. */
  fails?(query: WalletListQuery): boolean;
  /** Holds a query's answer until the returned promise settles. */
  holds?(query: WalletListQuery): Promise<void> | undefined;
  image?(imageId: string): Promise<Blob>;
}

/** A directory answering pages of the given wallets, with every query recorded. */
function scriptedDirectory(script: DirectoryScript) {
  const queries: WalletListQuery[] = [];
  const directory: WalletDirectoryPort = {
    fetchWallets: async (query) => {
      queries.push(query);
      await script.holds?.(query);
      if (script.fails?.(query)) throw catalogueError('HTTP_STATUS', { params: { status: 503 } });
      const entries = query.entries ?? 40;
      return { count: script.wallets.length, wallets: script.wallets.slice((query.page - 1) * entries, query.page * entries) };
    },
    fetchWalletImage: (imageId) => script.image?.(imageId) ?? Promise.resolve(new Blob(['not an image'], { type: 'image/png' })),
    fetchNetworkImage: async () => new Blob(),
  };
  return { directory, queries };
}

/** The view over a harness whose directory follows `script`, rendered and settled. */
async function renderAllWallets(script: DirectoryScript) {
  const { directory, queries } = scriptedDirectory(script);
  const harness = createHarness({ options: { ports: { walletDirectory: directory } } });
  const view = render(
    <ModalInstance facade={harness.facade}>
      <AllWalletsView />
    </ModalInstance>,
  );
  await act(async () => settle());
  return { ...harness, view, queries };
}

const tiles = (root: HTMLElement): HTMLButtonElement[] => [...root.querySelectorAll<HTMLButtonElement>('[data-testid="wp-all-wallets-tile"]')];

afterEach(cleanup);
let restoreLayout: () => void = () => undefined;
beforeEach(() => {
  restoreLayout = layOutGrid();
});
afterEach(() => restoreLayout());

const WALLETS = createWalletDirectory(100);

async function scrollToEnd(grid: HTMLElement): Promise<void> {
  await act(async () => {
    grid.scrollTop = Number.parseFloat(grid.querySelector<HTMLElement>('.wp-aw-rows')!.style.height) - 360;
    fireEvent.scroll(grid);
    await settle();
    // The next page is asked for in a task of its own after the scroll.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
  });
}

describe('All Wallets as a virtual grid', () => {
  it('renders only the rows in view, and loads the next page of 40 as the end comes near', async () => {
    const { queries } = await renderAllWallets({ wallets: WALLETS });
    const grid = screen.getByRole('grid', { name: 'All wallets' });
    expect(tiles(grid).length).toBeGreaterThanOrEqual(16);
    expect(tiles(grid).length).toBeLessThan(40);
    expect(screen.getByTestId('wp-all-wallets-status').textContent).toBe('40 of 100 wallets');
    await scrollToEnd(grid);
    expect(queries.map((q) => q.page)).toEqual([1, 2]);
    expect(screen.getByTestId('wp-all-wallets-status').textContent).toBe('80 of 100 wallets');
  });

  it('shows skeleton tiles while the first page and the next page load', async () => {
    const gates: (() => void)[] = [];
    const { queries } = await renderAllWallets({ wallets: WALLETS, holds: () => new Promise((resolve) => gates.push(resolve)) });
    expect(screen.getAllByTestId('wp-all-wallets-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByTestId('wp-all-wallets-status').textContent).toBe('Loading wallets…');
    await act(async () => {
      gates.shift()?.();
      await settle();
    });
    expect(screen.queryAllByTestId('wp-all-wallets-skeleton')).toHaveLength(0);
    await scrollToEnd(screen.getByRole('grid'));
    expect(queries).toHaveLength(2);
    expect(screen.getAllByTestId('wp-all-wallets-skeleton').length).toBeGreaterThan(0);
    await act(async () => {
      gates.shift()?.();
      await settle();
    });
    expect(screen.queryAllByTestId('wp-all-wallets-skeleton')).toHaveLength(0);
  });

  it('a page arriving renders only its own rows: the rows already in view are left as they are', async () => {
    const gates: (() => void)[] = [];
    await renderAllWallets({ wallets: WALLETS, holds: (query) => (query.page === 2 ? new Promise((resolve) => gates.push(resolve)) : undefined) });
    const grid = screen.getByRole('grid');
    await scrollToEnd(grid);
    expect(gates).toHaveLength(1);
    const inView = tiles(grid).map((tile) => tile.textContent ?? '');
    nameRenders.clear();
    await act(async () => {
      gates.shift()?.();
      await settle();
    });
    expect(screen.getByTestId('wp-all-wallets-status').textContent).toBe('80 of 100 wallets');
    const firstPage = new Set(WALLETS.slice(0, 40).map((wallet) => wallet.name));
    expect(inView.filter((name) => firstPage.has(name)).length).toBeGreaterThan(0);
    expect([...nameRenders.keys()].filter((name) => firstPage.has(name))).toEqual([]);
    expect([...nameRenders.keys()].some((name) => WALLETS.slice(40, 80).some((wallet) => wallet.name === name))).toBe(true);
  });

  it('a page failing mid-scroll keeps the wallets, ends in a retry row, and Try again fetches that page', async () => {
    let down = true;
    const { queries } = await renderAllWallets({ wallets: WALLETS, fails: (query) => down && query.page === 2 });
    const grid = screen.getByRole('grid');
    await scrollToEnd(grid);
    expect(screen.getByRole('alert').textContent).toBe('Wallets could not be loaded: HTTP status code: 503');
    expect(tiles(grid).length).toBeGreaterThan(0);
    // Colour contrast needs real layout; the roles, names and the retry row's structure do not.
    const audit = await axe.run(grid, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await scrollToEnd(grid);
    expect(queries.map((q) => q.page)).toEqual([1, 2]);
    down = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(queries.map((q) => q.page)).toEqual([1, 2, 2]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('wp-all-wallets-status').textContent).toBe('80 of 100 wallets');
  });

  it('arrow keys, Home and End move focus through the grid with one tab stop', async () => {
    await renderAllWallets({ wallets: WALLETS });
    const grid = screen.getByRole('grid');
    const stops = () => tiles(grid).filter((tile) => tile.tabIndex === 0);
    expect(stops().map((tile) => tile.dataset['index'])).toEqual(['0']);
    const press = async (key: string) =>
      act(async () => {
        fireEvent.keyDown(document.activeElement!, { key });
        await settle();
      });
    act(() => tiles(grid)[0]!.focus());
    await press('ArrowRight');
    expect(document.activeElement?.getAttribute('data-index')).toBe('1');
    await press('ArrowDown');
    expect(document.activeElement?.getAttribute('data-index')).toBe('5');
    await press('ArrowLeft');
    expect(document.activeElement?.getAttribute('data-index')).toBe('4');
    await press('ArrowUp');
    expect(document.activeElement?.getAttribute('data-index')).toBe('0');
    await press('End');
    expect(document.activeElement?.getAttribute('data-index')).toBe('39');
    expect(stops().map((tile) => tile.dataset['index'])).toEqual(['39']);
    await press('Home');
    expect(document.activeElement?.getAttribute('data-index')).toBe('0');
  });

  it('a tile opens WalletConnect for its wallet', async () => {
    const { facade } = await renderAllWallets({ wallets: WALLETS });
    await act(async () => fireEvent.click(tiles(screen.getByRole('grid'))[2]!));
    expect(facade.stores.modal.getSnapshot().router).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletId: WALLETS[2]!.id, walletName: WALLETS[2]!.name } });
  });
});
