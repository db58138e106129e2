import { describe, expect, it } from 'vitest';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletDirectoryPort, WalletListQuery } from '../ports/wallet-directory.port.ts';
import { createWalletDirectory } from '../../test/fixtures/wallets.ts';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';

const WALLETS = createWalletDirectory(130);

/** A directory of 130 wallets that fails the requests `failing` picks (until it is told otherwise). */
function flakyDirectory(failing: (query: WalletListQuery) => boolean, options: { readonly count?: number } = {}) {
  const queries: WalletListQuery[] = [];
  const directory: WalletDirectoryPort = {
    fetchWallets: async (query) => {
      queries.push(query);
      if (failing(query)) throw catalogueError('HTTP_STATUS', { params: { status: 503 } });
      const entries = query.entries ?? 40;
      const matching = query.search ? WALLETS.filter((w) => w.name.toLowerCase().includes(query.search!.toLowerCase())) : WALLETS;
      return { count: options.count ?? matching.length, wallets: matching.slice((query.page - 1) * entries, query.page * entries) };
    },
    fetchWalletImage: async () => new Blob(),
    fetchNetworkImage: async () => new Blob(),
  };
  return { directory, queries };
}

describe('AllWalletsService when the directory fails', () => {
  it('a page failing mid-scroll keeps what was loaded, is not skipped, and retry fetches it again', async () => {
    let down = false;
    const { directory, queries } = flakyDirectory((query) => down && query.page === 3);
    const { facade, reports } = createHarness({ options: { ports: { walletDirectory: directory } } });
    const store = facade.stores.allWallets;
    await facade.allWallets.open();
    await facade.allWallets.loadMore();
    down = true;
    await facade.allWallets.loadMore();
    expect(store.getSnapshot()).toMatchObject({ page: 2, loading: false, failed: { page: 3, search: '' }, error: expect.objectContaining({ shortMessage: 'HTTP status code: 503' }) });
    expect(store.getSnapshot().wallets.map((w) => w.id)).toEqual(WALLETS.slice(0, 80).map((w) => w.id));
    expect(reports).toHaveLength(1);
    down = false;
    await facade.allWallets.retry();
    expect(queries.at(-1)).toMatchObject({ page: 3, entries: 40 });
    expect(store.getSnapshot()).toMatchObject({ page: 3, error: undefined, failed: undefined });
    expect(store.getSnapshot().wallets.map((w) => w.id)).toEqual(WALLETS.slice(0, 120).map((w) => w.id));
  });

  it('a failed first page leaves an empty list that retry fills', async () => {
    let down = true;
    const { directory } = flakyDirectory(() => down);
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.allWallets.open();
    expect(facade.stores.allWallets.getSnapshot()).toMatchObject({ wallets: [], page: 0, failed: { page: 1, search: '' } });
    down = false;
    await facade.allWallets.retry();
    expect(facade.stores.allWallets.getSnapshot().wallets).toHaveLength(40);
  });

  it('a failed search does not show the unfiltered list as its results, and retry runs the search again', async () => {
    let down = false;
    const { directory, queries } = flakyDirectory((query) => down && query.search !== undefined);
    const { facade, clock } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.allWallets.open();
    down = true;
    const searched = facade.allWallets.search('delta');
    clock.advance(300);
    await searched;
    expect(facade.stores.allWallets.getSnapshot()).toMatchObject({ wallets: [], search: 'delta', failed: { page: 1, search: 'delta' } });
    down = false;
    await facade.allWallets.retry();
    const state = facade.stores.allWallets.getSnapshot();
    expect(queries.at(-1)).toMatchObject({ page: 1, search: 'delta', entries: 100 });
    expect(state.wallets.length).toBeGreaterThan(0);
    expect(state.wallets.every((w) => w.name.toLowerCase().includes('delta'))).toBe(true);
  });

  it('retry without a failure asks nothing', async () => {
    const { directory, queries } = flakyDirectory(() => false);
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.allWallets.open();
    await facade.allWallets.retry();
    expect(queries).toHaveLength(1);
  });

  it('a directory that overstates its total stops being asked once a page brings nothing new', async () => {
    const { directory, queries } = flakyDirectory(() => false, { count: 10_000 });
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.allWallets.open();
    for (let i = 0; i < 10; i += 1) await facade.allWallets.loadMore();
    expect(queries.map((q) => q.page)).toEqual([1, 2, 3, 4, 5]);
    expect(facade.stores.allWallets.getSnapshot()).toMatchObject({ count: 130, page: 5 });
    expect(facade.stores.allWallets.getSnapshot().wallets).toHaveLength(130);
  });
});
