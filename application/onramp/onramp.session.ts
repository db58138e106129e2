import { catalogueError, walletportErrorOr } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { OnrampProviderName } from '../../domain/onramp/onramp-providers.ts';
import { parseOnrampAmount } from '../../domain/onramp/onramp-amount.ts';
import { onrampLimitFor } from '../../domain/onramp/onramp-options.ts';
import { poll } from '../async/poll.ts';
import { LatestRequest, type RequestToken } from '../async/requests.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { OnrampSourcePort } from '../ports/onramp.port.ts';
import type { PopupWindow } from '../ports/popup.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { arrivalBetween, readHoldings, type OnrampHoldings } from './onramp-holdings.ts';
import { loadOnrampOptions, purchaseNetworkName } from './onramp-options-choice.ts';
import { ONRAMP_POLL_MS, ONRAMP_WATCH_MS } from './onramp-timing.ts';
import { onrampVisitor, type OnrampVisitor } from './onramp-visitor.ts';
import { INITIAL_ONRAMP_STATE, type OnrampState, type OnrampStore } from './onramp.store.ts';

export interface OnrampDependencies {
  readonly runtime: AppRuntime;
  readonly source: OnrampSourcePort;
  readonly api: BlockchainApiPort;
  /** Reads the account's native and token balances afresh; never rejects. */
  readonly refreshBalances: () => Promise<void>;
  /** The token list of `caipAddress`, or undefined when it is not read for that account. */
  readonly tokenBalances: (caipAddress: string) => readonly TokenBalance[] | undefined;
  readonly store: OnrampStore;
}

const REFUSALS = new Set(['ONRAMP_RESTRICTED_REGION', 'ONRAMP_ACCOUNT_REQUIRED', 'ONRAMP_NETWORK_NOT_SUPPORTED']);

/**
 * Buying crypto for the connected account: the options (the service's, or AppKit's fallback), a quote
 * for each amount typed (the latest wins), then the chosen provider's page in the window the visitor's
 * click opened, and the account's balance watched until the purchase arrives or the watch gives up.
 * Nothing here moves money: the visitor pays on the provider's page. Every failure is state (`error`).
 */
export class OnrampSession {
  private readonly requests = new LatestRequest();
  private stopWatch: (() => void) | undefined;

  constructor(private readonly deps: OnrampDependencies) {
    deps.runtime.lifecycle.add(() => this.stopWatching());
  }

  private get store(): OnrampStore {
    return this.deps.store;
  }

  async start(): Promise<void> {
    const { status, amount } = this.store.getSnapshot();
    // A provider window is open for this form: reloading it would lose the purchase being watched.
    if (status === 'opening' || status === 'waiting') return;
    const request = this.requests.start();
    try {
      const visitor = onrampVisitor(this.deps.runtime);
      const network = visitor.network.caipNetworkId;
      this.store.set({ ...INITIAL_ONRAMP_STATE, status: 'loading', network, providers: visitor.offers, amount });
      const loaded = await loadOnrampOptions(this.deps, network, request.signal);
      if (!request.isCurrent()) return;
      this.store.update({ ...loaded, status: 'idle' });
      await this.requote();
    } catch (error) {
      const refused = WalletportError.is(error) && REFUSALS.has(error.code);
      this.fail(request, error, 'ONRAMP_OPTIONS_UNAVAILABLE', refused ? 'refused' : 'idle');
    }
  }

  setAmount(typed: string): Promise<void> {
    this.store.update({ amount: typed });
    return this.requote();
  }

  /** A payment currency from the options, with its first payment method. */
  choosePaymentCurrency(id: string): Promise<void> {
    const currency = this.store.getSnapshot().options?.paymentCurrencies.find((entry) => entry.id === id);
    if (!currency) return Promise.resolve();
    this.store.update({ paymentCurrency: currency.id, paymentMethod: currency.limits[0]?.id ?? '' });
    return this.requote();
  }

  choosePaymentMethod(id: string): Promise<void> {
    const { options, paymentCurrency } = this.store.getSnapshot();
    const limits = options?.paymentCurrencies.find((entry) => entry.id === paymentCurrency)?.limits ?? [];
    if (!limits.some((limit) => limit.id === id)) return Promise.resolve();
    this.store.update({ paymentMethod: id });
    return this.requote();
  }

  choosePurchaseCurrency(symbol: string): Promise<void> {
    if (!this.store.getSnapshot().options?.purchaseCurrencies.some((entry) => entry.symbol === symbol)) return Promise.resolve();
    this.store.update({ purchaseCurrency: symbol });
    return this.requote();
  }

  /**
   * Sends the window the visitor's click opened (`popup`, null when the browser refused it) to the
   * provider's page, once the page is checked, and watches the balance. A window that is not used is
   * closed: it is still blank.
   */
  async buy(provider: OnrampProviderName, popup: PopupWindow | null): Promise<boolean> {
    const state = this.store.getSnapshot();
    if (!popup) {
      this.store.update({ error: catalogueError('ONRAMP_POPUP_BLOCKED') });
      return false;
    }
    if (state.status === 'opening' || state.status === 'waiting' || state.status === 'refused' || state.status === 'loading') {
      popup.close();
      return false;
    }
    const request = this.requests.start();
    this.stopWatching();
    const back = state.status === 'arrived' ? 'idle' : state.status === 'quoting' ? 'idle' : state.status;
    this.store.update({ status: 'opening', error: undefined, arrival: undefined });
    try {
      const visitor = onrampVisitor(this.deps.runtime);
      const offer = visitor.offers.find((entry) => entry.name === provider);
      if (!offer) throw catalogueError('ONRAMP_PROVIDER_NOT_ON_NETWORK', { params: { provider } });
      const parsed = parseOnrampAmount(state.amount, state.options && onrampLimitFor(state.options, state.paymentCurrency, state.paymentMethod), state.paymentCurrency);
      const widget = await this.deps.source.widget({
        provider,
        account: visitor.caipAddress,
        asset: state.purchaseCurrency || undefined,
        paymentAmount: parsed.ok ? parsed.amount : undefined,
        paymentCurrency: state.paymentCurrency || undefined,
      });
      const before = await this.holdings(visitor);
      if (!request.isCurrent()) return closed(popup);
      if (popup.closed) {
        // The visitor closed the window before the page was ready: nothing opened, nothing to watch.
        this.store.update({ status: back });
        return false;
      }
      // The provider's page gets no handle on the site's tab: it could otherwise send the tab elsewhere.
      popup.detachOpener?.();
      popup.navigate(widget.url);
      const until = this.deps.runtime.clock.now() + ONRAMP_WATCH_MS;
      this.store.update({ status: 'waiting', pending: { provider, coinbase: widget.coinbase, until } });
      this.watch(request, visitor, before, until);
      return true;
    } catch (error) {
      popup.close();
      this.fail(request, error, 'ONRAMP_WIDGET_UNAVAILABLE', back);
      return false;
    }
  }

  /** Stops waiting for a purchase (the view closed, or the visitor pressed Cancel); the form stays. */
  cancel(): void {
    this.requests.cancel();
    this.stopWatching();
    const { status } = this.store.getSnapshot();
    if (status === 'opening' || status === 'waiting' || status === 'quoting') this.store.update({ status: 'idle', pending: undefined });
  }

  /** Empties the form (a network or account change). */
  reset(): void {
    this.requests.cancel();
    this.stopWatching();
    this.store.set(INITIAL_ONRAMP_STATE);
  }

  private async requote(): Promise<void> {
    const state = this.store.getSnapshot();
    // While a provider window is open the form is not shown, and a new request would end the watch.
    if (!state.options || state.status === 'refused' || state.status === 'opening' || state.status === 'waiting') return;
    const request = this.requests.start();
    const parsed = parseOnrampAmount(state.amount, onrampLimitFor(state.options, state.paymentCurrency, state.paymentMethod), state.paymentCurrency);
    if (!parsed.ok) {
      const error = parsed.code === 'ONRAMP_AMOUNT_REQUIRED' ? undefined : catalogueError(parsed.code, parsed.params ? { params: parsed.params } : {});
      this.store.update({ status: 'idle', quote: undefined, error });
      return;
    }
    if (!state.quotesOffered) {
      this.store.update({ status: 'ready', quote: undefined, error: undefined });
      return;
    }
    this.store.update({ status: 'quoting', quote: undefined, error: undefined });
    try {
      const { country, subdivision } = this.deps.runtime.config.onramp;
      const quote = await this.deps.source.quote({
        country,
        subdivision,
        paymentAmount: parsed.amount,
        paymentCurrency: state.paymentCurrency,
        paymentMethod: state.paymentMethod,
        purchaseCurrency: state.purchaseCurrency,
        purchaseNetwork: purchaseNetworkName(state.options, state.purchaseCurrency, state.network),
        signal: request.signal,
      });
      if (!request.isCurrent()) return;
      this.store.update({ status: 'ready', quote });
    } catch (error) {
      // The provider's page shows its own price: a missing quote does not stop the purchase.
      this.fail(request, error, 'ONRAMP_QUOTE_UNAVAILABLE', 'ready', { quote: undefined });
    }
  }

  /** Reads the balances afresh and what the account holds on its network now. */
  private async holdings(visitor: OnrampVisitor): Promise<OnrampHoldings> {
    await this.deps.refreshBalances();
    const { namespace } = visitor.account;
    const held = this.deps.runtime.state.accounts.getSnapshot()[namespace];
    const sameAccount = held?.address === visitor.account.address && this.deps.runtime.state.network.getSnapshot().caipNetwork?.caipNetworkId === visitor.network.caipNetworkId;
    const native = sameAccount && held?.balance !== undefined && held.balanceDecimals !== undefined
      ? { units: held.balance, decimals: held.balanceDecimals, symbol: held.balanceSymbol ?? visitor.network.nativeCurrency.symbol }
      : undefined;
    return readHoldings(native, this.deps.tokenBalances(visitor.caipAddress));
  }

  /** Reads the balance every few seconds until something arrived or `until` passed; stopped by `stopWatching`. */
  private watch(request: RequestToken, visitor: OnrampVisitor, before: OnrampHoldings, until: number): void {
    const { clock } = this.deps.runtime;
    this.stopWatch = poll(clock, ONRAMP_POLL_MS, async (isStopped) => {
      const now = await this.holdings(visitor).catch(() => undefined);
      if (isStopped() || !request.isCurrent()) return 'done';
      const arrival = now && arrivalBetween(before, now);
      if (arrival) {
        this.stopWatching();
        this.store.update({ status: 'arrived', pending: undefined, arrival, amount: '', quote: undefined, error: undefined });
        return 'done';
      }
      if (clock.now() >= until) {
        this.stopWatching();
        this.store.update({ status: 'idle', pending: undefined, error: catalogueError('ONRAMP_PURCHASE_NOT_SEEN') });
        return 'done';
      }
      return 'again';
    });
  }

  private stopWatching(): void {
    this.stopWatch?.();
    this.stopWatch = undefined;
  }

  private fail(request: RequestToken, cause: unknown, fallback: 'ONRAMP_OPTIONS_UNAVAILABLE' | 'ONRAMP_QUOTE_UNAVAILABLE' | 'ONRAMP_WIDGET_UNAVAILABLE', status: OnrampState['status'], patch: Partial<OnrampState> = {}): void {
    if (!request.isCurrent()) return;
    const error = walletportErrorOr(cause, fallback);
    if (error.category !== 'VALIDATION') this.deps.runtime.reporter.report(cause, 'onramp failed');
    this.store.update({ ...patch, status, error });
  }
}

function closed(popup: PopupWindow): false {
  popup.close();
  return false;
}
