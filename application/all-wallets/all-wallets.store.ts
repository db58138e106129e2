import type { ApiWallet, WalletBadge } from '../../domain/schemas/api-directory.ts';
import { Store } from '../stores/store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** One request of the directory list: a page of the unfiltered list, or a search (always page 1). */
export interface WalletPageRequest {
  readonly page: number;
  readonly search: string;
  /** A search for wallets with this badge only (sent as `badge_type`). */
  readonly badge?: WalletBadge;
}

/** The AllWallets list: pages of the directory, or the results of a search. */
export interface AllWalletsState {
  readonly wallets: readonly ApiWallet[];
  /** Total the directory reports for the current list (or search). */
  readonly count: number;
  /** Last page loaded, 0 before the first. */
  readonly page: number;
  readonly search: string;
  readonly loading: boolean;
  readonly error: WalletportError | undefined;
  /** The request that failed, fetched again by `retry()`; the wallets loaded before it stay. */
  readonly failed: WalletPageRequest | undefined;
}

export const INITIAL_ALL_WALLETS: AllWalletsState = { wallets: [], count: 0, page: 0, search: '', loading: false, error: undefined, failed: undefined };

/** The All Wallets view: the directory pages loaded and the search. */
export class AllWalletsStore extends Store<AllWalletsState> {
  constructor() {
    super(INITIAL_ALL_WALLETS);
  }
}
