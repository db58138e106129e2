import type { TransactionYearGroup } from '../../domain/activity/group-transactions.ts';
import { INITIAL_TRANSACTION_LIST_STATE, type TransactionListState } from '../../domain/activity/transaction.ts';
import { Store } from '../stores/store.ts';

/** Transaction list state, plus the year/month groups the Activity view shows (derived once per page). */
export interface ActivityState extends TransactionListState {
  /** `transactions` by year, then month, newest first (dates read in UTC). */
  readonly groups: readonly TransactionYearGroup[];
  /** The account whose activity this is; pages for any other account are dropped. */
  readonly address: string | undefined;
  /**
   * The last page request failed ('Failed to fetch transactions'). `empty` is set as well, as the
   * spec says; this flag is what lets a view tell "nothing there" from "could not be read" and offer a retry.
   */
  readonly failed: boolean;
}

export const INITIAL_ACTIVITY: ActivityState = { ...INITIAL_TRANSACTION_LIST_STATE, groups: [], address: undefined, failed: false };

/** The activity list of the account in view. */
export class ActivityStore extends Store<ActivityState> {
  constructor() {
    super(INITIAL_ACTIVITY);
  }
}
