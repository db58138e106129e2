import { inject, injectable } from 'inversify';
import { WALLET_LIST } from '../../domain/constants/lists.ts';
import { asWalletportError } from '../../domain/errors/catalogue.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { WalletDirectoryPort, WalletListQuery } from '../ports/wallet-directory.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { AllWalletsStore } from '../stores/all-wallets.store.ts';
import { TOKENS } from '../tokens.ts';
import type { AppKitConfig } from '../config.ts';

/**
 * The directory behind the AllWallets view (spec §9): pages of 40, a search of up to 100 that waits
 * at least 300 ms after the last keystroke, include/exclude lists and the configured chains.
 * Only the newest request may write the list: a slow page never overwrites a newer search.
 */
@injectable()
export class AllWalletsService {
  private generation = 0;
  private cancelSearch: () => void = () => undefined;

  constructor(
    @inject(REMOTE_TOKENS.WalletDirectory) private readonly directory: WalletDirectoryPort,
    @inject(AllWalletsStore) private readonly store: AllWalletsStore,
    @inject(TOKENS.Config) private readonly config: AppKitConfig,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
  ) {}

  /** The first page, unless a list is already there. */
  async open(): Promise<void> {
    const state = this.store.getSnapshot();
    if (state.page > 0 && state.search === '') return;
    await this.fetch({ page: 1, search: '' }, false);
  }

  async loadMore(): Promise<void> {
    const state = this.store.getSnapshot();
    if (state.loading || state.search !== '' || state.wallets.length >= state.count) return;
    await this.fetch({ page: state.page + 1, search: '' }, true);
  }

  /** Debounced; an empty query goes back to the paged list. Resolves when the search ran (or was superseded). */
  search(query: string): Promise<void> {
    const search = query.trim().slice(0, 100);
    this.cancelSearch();
    this.store.update({ search });
    return new Promise((resolve) => {
      this.cancelSearch = this.clock.schedule(() => {
        void this.fetch({ page: 1, search }, false).finally(resolve);
      }, WALLET_LIST.searchMinWaitMs);
    });
  }

  private async fetch(input: { readonly page: number; readonly search: string }, append: boolean): Promise<void> {
    const generation = ++this.generation;
    this.store.update({ loading: true, error: undefined });
    const query: WalletListQuery = {
      page: input.page,
      entries: input.search ? WALLET_LIST.searchMax : WALLET_LIST.pageSize,
      ...(input.search ? { search: input.search } : {}),
      ...(this.config.includeWalletIds.length > 0 ? { include: this.config.includeWalletIds } : {}),
      ...(this.config.excludeWalletIds.length > 0 ? { exclude: this.config.excludeWalletIds } : {}),
      chains: this.config.networks.map((network) => network.caipNetworkId),
    };
    try {
      const result = await this.directory.fetchWallets(query);
      if (generation !== this.generation) return;
      const previous = append ? this.store.getSnapshot().wallets : [];
      const seen = new Set(previous.map((wallet) => wallet.id));
      this.store.update({
        wallets: [...previous, ...result.wallets.filter((wallet) => !seen.has(wallet.id))],
        count: result.count,
        page: input.page,
        search: input.search,
        loading: false,
      });
    } catch (error) {
      if (generation !== this.generation) return;
      this.reporter.report(error, 'wallet directory request failed');
      this.store.update({ loading: false, error: asWalletportError(error) });
    }
  }
}

