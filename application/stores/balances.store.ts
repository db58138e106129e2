import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { injectable } from 'inversify';
import { Store } from './store.ts';

/** Token balances of the account in view (spec §3 account state `tokenBalance`, §4 retry gate). */
export interface TokenBalancesState {
  readonly tokenBalances: readonly TokenBalance[];
  /** Whose balances these are (`namespace:chainId:address`); a list for any other account is stale. */
  readonly caipAddress: string | undefined;
  readonly loading: boolean;
  /** Time of the last failed fetch: no new fetch for 30 s after it (spec §8). */
  readonly lastRetry: number | undefined;
  /** Where the list came from, for the views and for tests. */
  readonly source: 'wallet' | 'api' | 'cache' | undefined;
}

export const INITIAL_TOKEN_BALANCES: TokenBalancesState = {
  tokenBalances: [],
  caipAddress: undefined,
  loading: false,
  lastRetry: undefined,
  source: undefined,
};

/** Token balances of the account in view. */
@injectable()
export class TokenBalancesStore extends Store<TokenBalancesState> {
  constructor() {
    super(INITIAL_TOKEN_BALANCES);
  }
}
