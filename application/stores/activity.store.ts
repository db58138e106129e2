import type { TransactionYearGroup } from '../../domain/activity/group-transactions.ts';
import { INITIAL_TRANSACTION_LIST_STATE, type TransactionListState } from '../../domain/activity/transaction.ts';
import { injectable } from 'inversify';
import { Store } from './store.ts';

/** Spec §3 transaction list state, plus the year/month groups the Activity view shows (derived once per page). */
export interface ActivityState extends TransactionListState {
  readonly groups: readonly TransactionYearGroup[];
  /** The account whose activity this is; pages for any other account are dropped. */
  readonly address: string | undefined;
}

export const INITIAL_ACTIVITY: ActivityState = { ...INITIAL_TRANSACTION_LIST_STATE, groups: [], address: undefined };

/** The activity list of the account in view. */
@injectable()
export class ActivityStore extends Store<ActivityState> {
  constructor() {
    super(INITIAL_ACTIVITY);
  }
}
