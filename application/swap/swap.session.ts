import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import { asWalletportError, catalogueError, walletportErrorOr } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { SEND_APPROVAL_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { formatExactUnits } from '../../domain/format/exact-units.ts';
import { parseSwapAmount } from '../../domain/swap/swap-amount.ts';
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE_PERCENT, isSwapNativeToken } from '../../domain/swap/swap-constants.ts';
import { quoteMoved } from '../../domain/swap/swap-quote.ts';
import { orderSwapTokens, sanitizeSwapTokens, type SwapToken } from '../../domain/swap/swap-token.ts';
import { LatestRequest, withinDeadline, type RequestToken } from '../async/requests.ts';
import type { SwapTransaction } from '../ports/swap-source.port.ts';
import { sendAbandonment } from '../send/send-abandonment.ts';
import { swapAccount, type SwapAccount, type SwapDependencies } from './swap-account.ts';
import { callInput, heldBalance, prepareSwap, type PreparedSwap } from './swap-preparation.ts';
import { INITIAL_SWAP_STATE, canSwap, type SwapState } from './swap.store.ts';

/** The most tokens whose price is asked at once: the picker's first screens. */
const PRICED_TOKENS = 40;

/**
 * A swap on the connected EVM account: the token list of the network's source, a quote for each amount
 * typed (the latest wins), an exact approval when the allowance is short, then the swap, each sent by
 * the wallet only after the visitor pressed for it, and checked against what the form showed. Every
 * failure is state (`error`), never a throw; the form keeps its tokens and amount.
 */
export class SwapSession {
  private readonly quotes = new LatestRequest();
  private prepared: PreparedSwap | undefined;
  /** Drops the quote a pause in typing would ask for, and lets its caller go on. */
  private dropTypedQuote: () => void = () => undefined;

  constructor(private readonly deps: SwapDependencies) {
    deps.runtime.lifecycle.add(() => this.dropTypedQuote());
  }

  private get store() {
    return this.deps.store;
  }

  /** Loads the network's tokens; the network's coin is the one sold until the visitor picks another. */
  async start(): Promise<void> {
    // The wallet is prompting for this form: reloading it now would lose what the prompt is about.
    const { status } = this.store.getSnapshot();
    if (status === 'approving' || status === 'swapping') return;
    const request = this.quotes.start();
    try {
      const account = await swapAccount(this.deps);
      this.store.update({ status: 'loading', network: account.network.caipNetworkId, error: undefined });
      const listed = await account.source.tokens(account.network.caipNetworkId);
      if (!request.isCurrent()) return;
      const configured = this.deps.configuredTokens;
      const tokens = orderSwapTokens(sanitizeSwapTokens(listed, account.network.caipNetworkId), { configured });
      const from = tokens.find((token) => isSwapNativeToken(token.address)) ?? tokens[0];
      this.prepared = undefined;
      this.store.update({ ...INITIAL_SWAP_STATE, network: account.network.caipNetworkId, tokens, from, amount: this.store.getSnapshot().amount });
      void this.loadPrices(account, tokens);
      await this.requote();
    } catch (error) {
      this.fail(request, error, 'SWAP_TOKENS_UNAVAILABLE');
    }
  }

  selectFrom(address: string): Promise<void> {
    return this.select('from', address);
  }

  selectTo(address: string): Promise<void> {
    return this.select('to', address);
  }

  /** Sells what was bought and buys what was sold; the amount stays. */
  flip(): Promise<void> {
    const { from, to } = this.store.getSnapshot();
    this.store.update({ from: to, to: from });
    return this.requote();
  }

  /**
   * The amount as typed, shown at once; its quote is asked once typing pauses. An amount that cannot be
   * quoted (empty, too many decimals) says so at once. Resolves when the quote is in, or when a later
   * keystroke or command took its place.
   */
  setAmount(typed: string): Promise<void> {
    this.store.update({ amount: typed });
    const { from, to } = this.store.getSnapshot();
    if (!from || !to || !parseSwapAmount(typed, from.decimals).ok) return this.requote();
    // The quote on show is for another amount: it may no longer be approved or swapped.
    this.quotes.start();
    this.prepared = undefined;
    this.dropTypedQuote();
    this.store.update({ status: 'quoting', error: undefined });
    return new Promise((resolve) => {
      const cancel = this.deps.runtime.clock.schedule(() => {
        this.dropTypedQuote = () => undefined;
        void this.requote().then(resolve);
      }, SWAP_QUOTE_DEBOUNCE_MS);
      this.dropTypedQuote = () => {
        this.dropTypedQuote = () => undefined;
        cancel();
        resolve();
      };
    });
  }

  /** Sends the approval the form shows (the exact amount, to the shown spender); then quotes again. */
  async approve(): Promise<boolean> {
    const prepared = this.prepared;
    const { status } = this.store.getSnapshot();
    if (status !== 'ready' || !prepared?.approval) return false;
    const sent = await this.send('approving', prepared.approval, 'SWAP_APPROVAL_DECLINED', 'SWAP_APPROVAL_ERROR');
    if (!sent) return false;
    await this.requote();
    return true;
  }

  /**
   * Asks the source once more; a quote that fell below the minimum the form showed stops here, nothing
   * sent. Otherwise the swap is built for the amount shown and sent through the wallet; the balances are
   * read again once it is mined.
   */
  async swap(): Promise<boolean> {
    const prepared = this.prepared;
    if (!prepared || prepared.approval || !canSwap(this.store.getSnapshot())) return false;
    const request = this.quotes.start();
    this.store.update({ status: 'swapping', error: undefined });
    let transaction: SwapTransaction;
    try {
      const account = await swapAccount(this.deps);
      const fresh = await account.source.quote({ from: prepared.from.address, to: prepared.to.address, amount: prepared.units });
      if (!fresh) throw catalogueError('SWAP_NO_ROUTE');
      if (quoteMoved(prepared.view.minimumReceived, fresh.toAmount)) throw catalogueError('SWAP_QUOTE_MOVED');
      const built = await account.source.buildSwap({ from: prepared.from.address, to: prepared.to.address, amount: prepared.units, owner: account.caipAddress, slippagePercent: SWAP_SLIPPAGE_PERCENT });
      if (quoteMoved(prepared.view.minimumReceived, built.toAmount)) throw catalogueError('SWAP_QUOTE_MOVED');
      transaction = built;
    } catch (error) {
      // Nothing reached the wallet. A moved price is shown as the new quote, with the reason; any other
      // failure leaves the form at the quote it had.
      if (WalletportError.is(error) && error.code === 'SWAP_QUOTE_MOVED') {
        await this.requote();
        this.store.update({ error });
        return false;
      }
      this.fail(request, error, 'SWAP_TRANSACTION_BUILD_FAILED', 'ready');
      return false;
    }
    if (!request.isCurrent()) return false;
    const sent = await this.send('swapping', transaction, 'SWAP_DECLINED', 'SWAP_ERROR');
    if (!sent) return false;
    this.prepared = undefined;
    this.store.update({ status: 'swapped', amount: '', quote: undefined, lastHash: sent });
    await this.deps.refreshBalances();
    return true;
  }

  /** Stops every quote on its way; the form empties (a network or account change, or the view closing). */
  reset(): void {
    this.dropTypedQuote();
    this.quotes.cancel();
    this.prepared = undefined;
    this.store.set(INITIAL_SWAP_STATE);
  }

  private async select(side: 'from' | 'to', address: string): Promise<void> {
    const state = this.store.getSnapshot();
    const token = state.tokens.find((entry) => entry.address.toLowerCase() === address.toLowerCase());
    if (!token) return;
    const other = side === 'from' ? state.to : state.from;
    // Picking the token on the other side swaps the two, as a picker of pairs does.
    const swapped = other?.address === token.address ? (side === 'from' ? { from: token, to: state.from } : { to: token, from: state.to }) : { [side]: token };
    this.store.update(swapped);
    await this.requote();
  }

  private async loadPrices(account: SwapAccount, tokens: readonly SwapToken[]): Promise<void> {
    try {
      const prices = await account.source.prices(tokens.slice(0, PRICED_TOKENS).map((token) => token.address));
      if (this.store.getSnapshot().network !== account.network.caipNetworkId) return;
      this.store.update({ prices: Object.fromEntries(prices) });
    } catch (error) {
      // Without prices the form shows no USD figures; the swap itself does not need them.
      this.deps.runtime.reporter.report(error, 'swap prices failed');
    }
  }

  /** The quote for the form as it stands; the latest call wins. */
  private async requote(): Promise<void> {
    this.dropTypedQuote();
    const request = this.quotes.start();
    this.prepared = undefined;
    const { from, to, amount } = this.store.getSnapshot();
    if (!from) return;
    const parsed = parseSwapAmount(amount, from.decimals);
    if (!parsed.ok) {
      const error = parsed.code === 'SWAP_AMOUNT_REQUIRED' ? undefined : catalogueError(parsed.code, parsed.params ? { params: parsed.params } : {});
      this.store.update({ status: 'idle', quote: undefined, error });
      return;
    }
    if (!to) {
      this.store.update({ status: 'idle', quote: undefined, error: undefined });
      return;
    }
    this.store.update({ status: 'quoting', error: undefined });
    try {
      const account = await swapAccount(this.deps);
      // The balance is read while the source quotes: the visitor waits for the slower of the two only.
      const [prepared, held] = await Promise.all([prepareSwap(account, { from, to, units: parsed.units, prices: this.store.getSnapshot().prices }), heldBalance(account, from)]);
      if (!request.isCurrent()) return;
      this.prepared = prepared;
      const short = held !== undefined && held < parsed.units;
      this.store.update({ status: 'ready', quote: prepared.view, error: short ? catalogueError('SWAP_INSUFFICIENT_BALANCE') : undefined });
    } catch (error) {
      this.fail(request, error, 'SWAP_QUOTE_UNAVAILABLE', 'idle', { quote: undefined });
    }
  }

  /** Sends through the wallet, within the send deadline, and gives up if the account goes away. */
  private async send(status: 'approving' | 'swapping', transaction: SwapTransaction, declined: 'SWAP_APPROVAL_DECLINED' | 'SWAP_DECLINED', event: 'SWAP_APPROVAL_ERROR' | 'SWAP_ERROR'): Promise<string | undefined> {
    const request = this.quotes.start();
    const { clock, lifecycle, tracker } = this.deps.runtime;
    this.store.update({ status, error: undefined });
    let account: SwapAccount | undefined;
    const properties = this.eventProperties();
    try {
      account = await swapAccount(this.deps);
      const { sendCall } = account.adapter;
      if (!sendCall) throw catalogueError('CHAIN_ADAPTER_NOT_FOUND', { details: 'the eip155 adapter cannot send contract calls' });
      const abandonment = sendAbandonment(this.deps.runtime.state.accounts, account.namespace, account.address);
      try {
        const sent = withinDeadline(sendCall(account.provider, callInput(account, transaction)), { clock, lifecycle, ms: SEND_APPROVAL_TIMEOUT_MS, expired: () => catalogueError('SEND_TIMED_OUT') });
        const hash = await Promise.race([sent, abandonment.promise]);
        if (status === 'swapping') tracker.track('SWAP_SUCCESS', properties);
        return hash;
      } finally {
        abandonment.stop();
      }
    } catch (error) {
      const shown = isUserRejection(error) ? catalogueError(declined, { cause: error }) : error;
      tracker.track(event, { ...properties, message: WalletportError.is(shown) ? shown.shortMessage : 'Unknown' });
      this.fail(request, shown, 'SWAP_TRANSACTION_ERROR', 'ready');
      return undefined;
    }
  }

  private eventProperties(): Record<string, unknown> {
    const { from, to, network, quote } = this.store.getSnapshot();
    return {
      network: network ?? '',
      swapFromToken: from?.symbol ?? '',
      swapToToken: to?.symbol ?? '',
      swapFromAmount: quote && from ? formatExactUnits(quote.fromAmount, from.decimals) : '',
      swapToAmount: quote && to ? formatExactUnits(quote.toAmount, to.decimals) : '',
      isSmartAccount: false,
    };
  }

  private fail(request: RequestToken, cause: unknown, fallback: 'SWAP_TOKENS_UNAVAILABLE' | 'SWAP_QUOTE_UNAVAILABLE' | 'SWAP_TRANSACTION_BUILD_FAILED' | 'SWAP_TRANSACTION_ERROR', status: SwapState['status'] = 'idle', patch: Partial<SwapState> = {}): void {
    if (!request.isCurrent()) return;
    const error = walletportErrorOr(cause, fallback, { details: asWalletportError(cause).details });
    if (!isUserRejection(cause) && error.category !== 'VALIDATION' && error.category !== 'USER_REJECTED') this.deps.runtime.reporter.report(cause, 'swap failed');
    this.store.update({ ...patch, status, error });
  }
}
