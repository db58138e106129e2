import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { token } from '../token.ts';
import { Store } from './store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

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
}

export const INITIAL_ALL_WALLETS: AllWalletsState = { wallets: [], count: 0, page: 0, search: '', loading: false, error: undefined };

export type AllWalletsStore = Store<AllWalletsState>;
export const ALL_WALLETS_STORE = token<AllWalletsStore>('AllWalletsStore');
