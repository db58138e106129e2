import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { dropLowQualityTokens } from '../../domain/balance/token-balance.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { rpcErrorCodeOf } from '../../domain/errors/rpc-codes.ts';
import { isBalanceEligible } from '../../domain/network/network-rules.ts';
import { isBalanceRetryAllowed } from '../../domain/policies/cache-lifetimes.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { TokenBalancesStore, TokenBalancesState } from './balances.store.ts';
import type { AppState } from '../stores/app-state.ts';
import { LatestRequest, type RequestToken } from '../async/requests.ts';
import { accountInView, type AccountInView } from '../services/account-in-view.ts';
import type { Wallets } from '../wallets/wallets.ts';
import { apiBalancesToTokenBalances, readWalletBalances } from './token-balance.sources.ts';
import { configuredTokenOf, withConfiguredToken, type ListedToken } from './configured-token-balance.ts';

interface Found {
  readonly balances: readonly TokenBalance[];
  readonly source: TokenBalancesState['source'];
}

/**
 * Token balances of the account in view: only on eip155/solana non-testnet networks,
 * from the 30 s portfolio cache, else from the wallet (asset discovery), else from the blockchain API.
 * A failure shows 'Token Balance Unavailable' and closes the gate for 30 s; nothing is thrown.
 */
export class TokenBalanceService {
  /** Started on every fetch: only the newest answer for the account still in view is written. */
  private readonly fetches = new LatestRequest();

  /** `store`: the balances capability's own token list. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly wallets: Wallets,
    private readonly api: BlockchainApiPort,
    private readonly store: TokenBalancesStore,
  ) {
    const { lifecycle } = runtime;
    // A list of another account or network is never shown: it goes the moment the account in view changes.
    lifecycle.add(state.accounts.subscribe(() => this.dropStale()));
    lifecycle.add(state.network.subscribe(() => this.dropStale()));
  }

  /**
   * Fetches the token balances; `force` skips the cache (after a send), never the 30 s failure gate.
   * `retry` is the visitor asking again after a failure: the gate keeps automatic fetches off a source
   * that just failed, not a person who pressed Try again.
   */
  async fetch(options: { readonly force?: boolean; readonly retry?: boolean } = {}): Promise<readonly TokenBalance[]> {
    const target = this.target();
    const listed = target ? configuredTokenOf(this.runtime.config.tokens, target.network) : undefined;
    if (!target || (!isBalanceEligible(target.network) && !listed)) {
      this.store.update({ tokenBalances: [], caipAddress: target?.caipAddress, loading: false, source: undefined, unavailable: false });
      return [];
    }
    const { clock, reporter } = this.runtime;
    const state = this.store.getSnapshot();
    if (options.retry !== true && !isBalanceRetryAllowed(state.lastRetry, clock.now())) {
      // Nothing is read while the gate holds, so this account's list is unknown: the view says unavailable.
      const same = state.caipAddress === target.caipAddress;
      this.store.update({ caipAddress: target.caipAddress, tokenBalances: same ? state.tokenBalances : [], loading: false, unavailable: true });
      return same ? state.tokenBalances : [];
    }
    const request = this.fetches.start();
    this.store.update((current) => ({
      loading: true,
      unavailable: false,
      caipAddress: target.caipAddress,
      tokenBalances: current.caipAddress === target.caipAddress ? current.tokenBalances : [],
    }));
    try {
      const found = await this.load(target, options.force === true, listed);
      if (!this.isCurrent(request, target)) return found.balances;
      this.store.update({ tokenBalances: found.balances, source: found.source, loading: false, lastRetry: undefined, unavailable: false });
      return found.balances;
    } catch (error) {
      reporter.report(error, 'token balance fetch failed');
      if (!this.isCurrent(request, target)) return [];
      this.store.update({ loading: false, lastRetry: clock.now(), unavailable: true });
      this.runtime.snackbar.showError(ERRORS.TOKEN_BALANCE_UNAVAILABLE.message);
      return [];
    }
  }

  /** The list (cache, wallet or API, on eligible networks), then the site's own token read from the chain. */
  private async load(target: AccountInView, force: boolean, listed: ListedToken | undefined): Promise<Found> {
    const found: Found = isBalanceEligible(target.network) ? await this.loadList(target, force) : { balances: [], source: undefined };
    const { adapters } = this.wallets;
    if (!listed || !adapters.has(target.namespace)) return found;
    const adapter = await adapters.load(target.namespace);
    return { ...found, balances: await withConfiguredToken(adapter, target, listed, found.balances) };
  }

  private async loadList(target: AccountInView, force: boolean): Promise<Found> {
    const { persisted, clock } = this.runtime;
    if (!force) {
      const cached = await persisted.readCache('balance', target.caipAddress, clock.now());
      if (cached) return { balances: dropLowQualityTokens(cached), source: 'cache' };
    }
    const fromWallet = await this.fromWallet(target);
    const found: Found = fromWallet
      ? { balances: fromWallet, source: 'wallet' }
      : { balances: apiBalancesToTokenBalances(await this.api.getBalance(target.address, target.network.caipNetworkId)), source: 'api' };
    await persisted.writeCache('balance', target.caipAddress, [...found.balances], clock.now());
    return found;
  }

  /** The wallet's own list when it supports asset discovery; undefined sends the request to the API. */
  private async fromWallet(target: AccountInView): Promise<readonly TokenBalance[] | undefined> {
    const { adapters, connectors } = this.wallets;
    const { clock, reporter } = this.runtime;
    const provider = target.connectorId ? connectors.provider(target.connectorId, target.namespace) : undefined;
    if (!provider || !adapters.has(target.namespace)) return undefined;
    try {
      const adapter = await adapters.load(target.namespace);
      const result = await readWalletBalances(adapter, provider, target, clock);
      if (typeof result !== 'string') return result;
      if (result !== 'unsupported') reporter.report(new Error(`wallet assets ${result}`), 'wallet_getAssets not used');
      return undefined;
    } catch (error) {
      // Most wallets do not know EIP-5792 yet: 'method not found / unsupported' is an answer, not a fault.
      const code = rpcErrorCodeOf(error);
      if (code !== -32601 && code !== 4200) reporter.report(error, 'wallet_getAssets failed; asking the blockchain API');
      return undefined;
    }
  }

  private target(): AccountInView | undefined {
    return accountInView(this.state.accounts.getSnapshot(), this.state.network.getSnapshot());
  }

  private isCurrent(request: RequestToken, target: AccountInView): boolean {
    return request.isCurrent() && this.target()?.caipAddress === target.caipAddress;
  }

  private dropStale(): void {
    const shown = this.store.getSnapshot().caipAddress;
    if (shown !== undefined && shown !== this.target()?.caipAddress) {
      this.store.update({ tokenBalances: [], caipAddress: undefined, loading: false, source: undefined, unavailable: false });
    }
  }
}

