import { filterTransactions } from '../../domain/activity/filter-transactions.ts';
import { groupTransactions } from '../../domain/activity/group-transactions.ts';
import { ACTIVITY_NAMESPACES } from '../../domain/constants/chains.ts';
import { catalogueError, ERRORS } from '../../domain/errors/catalogue.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import { INITIAL_ACTIVITY, type ActivityStore } from './activity.store.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { LatestRequest } from '../async/requests.ts';
import { accountInView, type AccountInView } from '../services/account-in-view.ts';
import { toTransaction } from './activity.mapping.ts';

/**
 * The Activity list: pages by cursor and appends, drops spam and other-chain transactions, groups
 * by year and month. A new network or account in view starts over; a page for an older one is dropped.
 */
export class ActivityService {
  /** Cancelled whenever the list starts over: pages of an older list are dropped, their request aborted. */
  private readonly lists = new LatestRequest();
  /** The cursor of the page that failed: the spec clears `next` on failure, and a retry needs it back. */
  private failedCursor: string | undefined;

  /** `store`: the activity capability's own list. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly api: BlockchainApiPort,
    private readonly store: ActivityStore,
  ) {
    const { events, lifecycle } = runtime;
    // Resetting the connection resets transactions.
    lifecycle.add(events.on('connectionReset', () => this.reset()));
    // A list of another network or account is never shown: it goes the moment the account in view changes.
    const dropStale = (): void => {
      const { lastNetworkInView, address } = this.store.getSnapshot();
      const target = this.target();
      if (lastNetworkInView !== undefined && (target?.network.caipNetworkId !== lastNetworkInView || target.address !== address)) this.reset();
    };
    lifecycle.add(state.accounts.subscribe(dropStale));
    lifecycle.add(state.network.subscribe(dropStale));
  }

  /** Shows the first page for the account and network in view; one already shown is kept (lastNetworkInView). */
  async load(): Promise<void> {
    const target = this.target();
    if (!target) return this.reset();
    const state = this.store.getSnapshot();
    if (state.lastNetworkInView !== target.network.caipNetworkId || state.address !== target.address) {
      this.startOver(target);
    } else if (state.failed && !state.loading) {
      return this.fetchPage(target, this.failedCursor);
    } else if (state.loading || state.empty || state.transactions.length > 0) {
      return;
    }
    await this.fetchPage(target, undefined);
  }

  /**
   * Appends the next page (the cursor of the last one); nothing when there is none or one is loading.
   * After a failure it asks for the page that failed again, so a retry neither skips nor repeats a page.
   */
  async loadMore(): Promise<void> {
    const target = this.target();
    const state = this.store.getSnapshot();
    if (!target || state.loading) return;
    if (state.lastNetworkInView !== target.network.caipNetworkId || state.address !== target.address) return;
    if (state.failed) return this.fetchPage(target, this.failedCursor);
    if (state.next === undefined) return;
    await this.fetchPage(target, state.next);
  }

  /** Resetting the connection resets transactions. */
  reset(): void {
    this.lists.cancel();
    this.failedCursor = undefined;
    this.store.set(INITIAL_ACTIVITY);
  }

  private startOver(target: AccountInView): void {
    this.reset();
    this.store.set({ ...INITIAL_ACTIVITY, lastNetworkInView: target.network.caipNetworkId, address: target.address });
  }

  private async fetchPage(target: AccountInView, cursor: string | undefined): Promise<void> {
    const list = this.lists.current();
    this.store.update({ loading: true, failed: false });
    try {
      const page = await this.api.fetchTransactions({ account: target.address, cursor, chainId: target.network.caipNetworkId, signal: list.signal });
      if (!list.isCurrent()) return;
      const fresh = filterTransactions(page.data.map(toTransaction), target.network.caipNetworkId);
      const transactions = [...this.store.getSnapshot().transactions, ...fresh];
      this.failedCursor = undefined;
      this.store.update({ transactions, groups: groupTransactions(transactions), empty: transactions.length === 0, next: page.next, loading: false });
    } catch (cause) {
      if (!list.isCurrent()) return;
      this.runtime.reporter.report(catalogueError('FAILED_TO_FETCH_TRANSACTIONS', { cause }), 'transactions fetch failed');
      this.runtime.tracker.track('ERROR_FETCH_TRANSACTIONS', {
        address: target.address,
        projectId: this.runtime.config.projectId,
        cursor,
        isSmartAccount: this.state.accountType.getSnapshot().preferredAccountTypes[target.namespace] === 'smartAccount',
      });
      this.runtime.snackbar.showError(ERRORS.FAILED_TO_FETCH_TRANSACTIONS.message);
      this.failedCursor = cursor;
      this.store.update({ loading: false, empty: true, next: undefined, failed: true });
    }
  }

  /** Activity exists on eip155 only; elsewhere there is nothing to show. */
  private target(): AccountInView | undefined {
    const target = accountInView(this.state.accounts.getSnapshot(), this.state.network.getSnapshot());
    return target && ACTIVITY_NAMESPACES.includes(target.namespace) ? target : undefined;
  }
}

