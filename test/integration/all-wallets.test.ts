import { describe, expect, it } from 'vitest';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletDirectoryPort, WalletListQuery } from '../../application/ports/wallet-directory.port.ts';
import { createWalletDirectory } from '../fixtures/wallets.ts';
import { queryWallets } from '../msw/handlers/directory.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { walletImagePng } from '../fixtures/wallets.ts';

const WALLETS = createWalletDirectory(1_200);

/** The fixture directory answering like the real API, with every query recorded. */
function fixtureDirectory(options: { readonly delayFor?: (query: WalletListQuery) => Promise<void> } = {}) {
  const queries: WalletListQuery[] = [];
  const directory: WalletDirectoryPort = {
    fetchWallets: async (query) => {
      queries.push(query);
      await options.delayFor?.(query);
      const params = new URLSearchParams({ page: String(query.page), entries: String(query.entries ?? 40) });
      if (query.search) params.set('search', query.search);
      if (query.include) params.set('include', query.include.join(','));
      if (query.exclude) params.set('exclude', query.exclude.join(','));
      if (query.chains) params.set('chains', query.chains.join(','));
      const result = queryWallets(WALLETS, params);
      return { count: result.count, wallets: result.data };
    },
    fetchWalletImage: async (imageId) => new Blob([walletImagePng(imageId)], { type: 'image/png' }),
    fetchNetworkImage: async () => new Blob(),
  };
  return { directory, queries };
}

describe('AllWallets: the wallet directory in pages of 40, searched up to 100', () => {
  it('loads pages of 40 for the configured chains and appends the next page', async () => {
    const { directory, queries } = fixtureDirectory();
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    await facade.allWallets.open();
    const first = facade.stores.allWallets.getSnapshot();
    expect(first.wallets).toHaveLength(40);
    expect(first.count).toBeGreaterThan(40);
    expect(queries[0]).toMatchObject({ page: 1, entries: 40, chains: ['eip155:31337', 'eip155:31338'] });
    await facade.allWallets.loadMore();
    const second = facade.stores.allWallets.getSnapshot();
    expect(second.wallets).toHaveLength(80);
    expect(new Set(second.wallets.map((w) => w.id)).size).toBe(80);
    expect(second.page).toBe(2);
  });

  it('searches after 300 ms of quiet, up to 100 results, and only the last query runs', async () => {
    const { directory, queries } = fixtureDirectory();
    const { facade, clock } = createHarness({ options: { ports: { walletDirectory: directory } } });
    void facade.allWallets.search('me');
    clock.advance(200);
    const done = facade.allWallets.search('meta');
    clock.advance(299);
    expect(queries).toHaveLength(0);
    clock.advance(1);
    await done;
    expect(queries).toEqual([expect.objectContaining({ search: 'meta', entries: 100 })]);
    const state = facade.stores.allWallets.getSnapshot();
    expect(state.search).toBe('meta');
    expect(state.wallets.every((w) => w.name.toLowerCase().includes('meta'))).toBe(true);
  });

  it('passes include and exclude lists through', async () => {
    const { directory, queries } = fixtureDirectory();
    const ids = WALLETS.slice(0, 3).map((w) => w.id);
    const { facade } = createHarness({ options: { includeWalletIds: ids, excludeWalletIds: [ids[0]!], ports: { walletDirectory: directory } } });
    await facade.allWallets.open();
    expect(queries[0]).toMatchObject({ include: ids, exclude: [ids[0]] });
  });

  it('a slow page never overwrites a newer search', async () => {
    let releasePage: () => void = () => undefined;
    const { directory } = fixtureDirectory({
      delayFor: (query) => (query.search ? Promise.resolve() : new Promise<void>((resolve) => (releasePage = resolve))),
    });
    const { facade, clock } = createHarness({ options: { ports: { walletDirectory: directory } } });
    const page = facade.allWallets.open();
    const search = facade.allWallets.search('zen');
    clock.advance(300);
    await search;
    releasePage();
    await page;
    const state = facade.stores.allWallets.getSnapshot();
    expect(state.search).toBe('zen');
    expect(state.wallets.every((w) => w.name.toLowerCase().includes('zen'))).toBe(true);
  });

  it('a failing directory shows the error and keeps the list usable', async () => {
    const { facade } = createHarness({
      options: {
        ports: {
          walletDirectory: {
            fetchWallets: async () => {
              throw catalogueError('HTTP_STATUS', { params: { status: 503 } });
            },
            fetchWalletImage: async () => new Blob(),
            fetchNetworkImage: async () => new Blob(),
          },
        },
      },
    });
    await facade.allWallets.open();
    expect(facade.stores.allWallets.getSnapshot()).toMatchObject({ loading: false, error: expect.objectContaining({ shortMessage: 'HTTP status code: 503' }), wallets: [] });
  });

  it('images are object URLs, shared while in use and revoked after the last release', async () => {
    const { directory } = fixtureDirectory();
    const { facade } = createHarness({ options: { ports: { walletDirectory: directory } } });
    const created: string[] = [];
    const revoked: string[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = () => {
      const url = `blob:test/${created.length}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    try {
      const a = await facade.images.acquire('wallet', 'img-1');
      const b = await facade.images.acquire('wallet', 'img-1');
      expect(a).toBe(b);
      expect(created).toHaveLength(1);
      facade.images.release('wallet', 'img-1');
      await settle();
      expect(revoked).toEqual([]);
      facade.images.release('wallet', 'img-1');
      await settle();
      expect(revoked).toEqual([a]);
    } finally {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });
});
