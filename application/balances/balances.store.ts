import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { Store } from '../stores/store.ts';

/** Token balances of the account in view (the account's `tokenBalance` list, and the retry gate after a failed fetch). */
export interface TokenBalancesState {
  /** The account's tokens, the native currency among them; empty until read. */
  readonly tokenBalances: readonly TokenBalance[];
  /** Whose balances these are (`namespace:chainId:address`); a list for any other account is stale. */
  readonly caipAddress: string | undefined;
  /** True while the balances are read. */
  readonly loading: boolean;
  /** Time of the last failed fetch: no new fetch for 30 s after it. */
  readonly lastRetry: number | undefined;
  /** Where the list came from, for the views and for tests. */
  readonly source: 'wallet' | 'api' | 'cache' | undefined;
  /** The list of `caipAddress` could not be read (or the failure gate holds): the view says so, never "no tokens". */
  readonly unavailable: boolean;
  /** How the newest read of a native balance stands, until it succeeds; the balance itself is on the account. */
  readonly native: NativeBalanceRead | undefined;
}

/** A native-balance read of one account on one network (`caipAddress`: `namespace:chainId:address`). */
/** How a read of an account's native balance stands. */
export interface NativeBalanceRead {
  /** The account read, as CAIP-10. */
  readonly caipAddress: string;
  /** `reading` while the read is under way; `unavailable` when it failed. */
  readonly status: 'reading' | 'unavailable';
}

export const INITIAL_TOKEN_BALANCES: TokenBalancesState = {
  tokenBalances: [],
  caipAddress: undefined,
  loading: false,
  lastRetry: undefined,
  source: undefined,
  unavailable: false,
  native: undefined,
};

/** Token balances of the account in view. */
export class TokenBalancesStore extends Store<TokenBalancesState> {
  constructor() {
    super(INITIAL_TOKEN_BALANCES);
  }
}
