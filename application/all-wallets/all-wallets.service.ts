import { WALLET_LIST } from '../../domain/constants/lists.ts';
import { appendPage, hasMorePages } from '../../domain/wallet-grid/wallet-pages.ts';
import { asWalletportError } from '../../domain/errors/catalogue.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { WalletDirectoryPort, WalletListQuery } from '../ports/wallet-directory.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import type { SiteNetworksStore } from '../network/site-networks.ts';
import type { AllWalletsStore, WalletPageRequest } from './all-wallets.store.ts';
import { LatestRequest } from '../async/requests.ts';
import type { AppKitConfig } from '../config.ts';
import type { WalletBadge } from '../../domain/schemas/api-directory.ts';

/**
 * The directory behind the AllWallets view: pages of 40, a search of up to 100 that waits
 * at least 300 ms after the last keystroke, include/exclude lists and the configured chains.
 * Only the newest request may write the list: a slow page never overwrites a newer search.
 * A page that fails mid-scroll keeps the wallets loaded before it and is remembered for `retry()`.
 */
export class AllWalletsService {
  private readonly pages = new LatestRequest();
  private cancelSearch: () => void = () => undefined;

  private readonly store: AllWalletsStore;
  private readonly config: AppKitConfig;
  private readonly siteNetworks: SiteNetworksStore;
  private readonly clock: ClockPort;
  private readonly reporter: ErrorReporterPort;

  /** Writes the all-wallets slice. */
  constructor(
    runtime: AppRuntime,
    private readonly directory: WalletDirectoryPort,
  ) {
    const { state } = runtime;
    this.store = state.allWallets;
    this.config = runtime.config;
    this.siteNetworks = state.siteNetworks;
    this.clock = runtime.clock;
    this.reporter = runtime.reporter;
  }

  /** The first page, unless a list is already there. */
  async open(): Promise<void> {
    const state = this.store.getSnapshot();
    if (state.page > 0 && state.search === '') return;
    await this.fetch({ page: 1, search: '' });
  }

  /** The next page of the unfiltered list; after a failed page, that page again. */
  async loadMore(): Promise<void> {
    const state = this.store.getSnapshot();
    if (state.loading || !hasMorePages(state)) return;
    await this.fetch({ page: state.page + 1, search: '' });
  }

  /** The request that failed, again (the retry row); nothing when none failed. */
  async retry(): Promise<void> {
    const { failed, loading } = this.store.getSnapshot();
    if (!failed || loading) return;
    await this.fetch(failed);
  }

  /**
   * Debounced; an empty query goes back to the paged list. Resolves when the search ran (or was
   * superseded). A badge narrows the search to wallets carrying it ('certified').
   */
  search(query: string, badge?: WalletBadge): Promise<void> {
    const search = query.trim().slice(0, 100);
    this.cancelSearch();
    this.store.update({ search });
    return new Promise((resolve) => {
      this.cancelSearch = this.clock.schedule(() => {
        void this.fetch({ page: 1, search, ...(search !== '' && badge ? { badge } : {}) }).finally(resolve);
      }, WALLET_LIST.searchMinWaitMs);
    });
  }

  /** Page 1 (or a search) replaces the list; a later page is appended to it. */
  private async fetch(request: WalletPageRequest): Promise<void> {
    const latest = this.pages.start();
    const append = request.page > 1;
    this.store.update({ loading: true, error: undefined, failed: undefined });
    const query: WalletListQuery = {
      page: request.page,
      entries: request.search ? WALLET_LIST.searchMax : WALLET_LIST.pageSize,
      ...(request.search ? { search: request.search } : {}),
      ...(request.badge ? { badge: request.badge } : {}),
      ...(this.config.includeWalletIds.length > 0 ? { include: this.config.includeWalletIds } : {}),
      ...(this.config.excludeWalletIds.length > 0 ? { exclude: this.config.excludeWalletIds } : {}),
      chains: this.siteNetworks.list().map((network) => network.caipNetworkId),
    };
    try {
      const result = await this.directory.fetchWallets(query);
      if (!latest.isCurrent()) return;
      const merged = appendPage(append ? this.store.getSnapshot().wallets : [], result);
      this.store.update({ wallets: merged.wallets, count: merged.count, page: request.page, search: request.search, loading: false });
    } catch (error) {
      if (!latest.isCurrent()) return;
      this.reporter.report(error, 'wallet directory request failed');
      // A failed later page leaves the loaded list as it is. A failed first page or search empties
      // it: the wallets shown before are not what the visitor now asked for.
      const emptied = append ? {} : { wallets: [], count: 0, page: 0, search: request.search };
      this.store.update({ ...emptied, loading: false, error: asWalletportError(error), failed: request });
    }
  }
}

export const AllWallets = defineCapability('allWallets', { runtime: RUNTIME, directory: REMOTE_TOKENS.WalletDirectory }, ({ runtime, directory }) => new AllWalletsService(runtime, directory));
export type AllWallets = CapabilityParts<typeof AllWallets>;
