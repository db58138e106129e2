import { catalogueError, asWalletportError } from '../../domain/errors/catalogue.ts';
import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { PAY_ERRORS } from '../../domain/errors/pay-errors.ts';
import { SEND_APPROVAL_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { NATIVE_ASSET } from '../../domain/pay/payment-asset.ts';
import { checkPaymentRequest, WALLET_PAYMENT_NAMESPACE, type PaymentRequest } from '../../domain/pay/payment-request.ts';
import { exchangePaymentStarted, withBuyStatus } from '../../domain/pay/payment-result.ts';
import { poll } from '../async/poll.ts';
import { LatestRequest, withinDeadline, type RequestToken } from '../async/requests.ts';
import type { PayExchangesPort } from '../ports/pay.port.ts';
import type { PopupWindow } from '../ports/popup.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { connectedProvider } from '../wallets/connected-provider.ts';
import type { Wallets } from '../wallets/wallets.ts';
import { payNetwork, walletPaymentFor } from './pay-account.ts';
import { PayEvents } from './pay-events.ts';
import { PAY_STATUS_POLL_MS, PAY_WAIT_MS } from './pay-timing.ts';
import { INITIAL_PAY_STATE, type PayStore } from './pay.store.ts';

export interface PayDependencies {
  readonly runtime: AppRuntime;
  readonly wallets: Wallets;
  readonly exchanges: PayExchangesPort;
  /** The network capability's switch: through the wallet, then the network made active. */
  readonly switchNetwork: (network: CaipNetwork) => Promise<void>;
  /** Reads the account's balances afresh after a payment; never rejects. */
  readonly refreshBalances: () => Promise<void>;
  readonly store: PayStore;
}

/** Codes that say the visitor said no in the wallet, to a switch or to the transfer. */
const DECLINES = new Set(['SWITCH_DECLINED', 'USER_REJECTED', 'SEND_DECLINED']);

/** Errors outside the pay catalogue that already say what to do: connect, or the instance is gone. */
const KEPT = new Set(['CONNECT_BEFORE_REQUEST', 'WALLET_NOT_FOUND', 'INSTANCE_DESTROYED', 'MODAL_LOAD_FAILED']);

/**
 * A payment a site asked for (AppKit Pay): checked once, then paid with the connected wallet (a
 * transfer the visitor saw in full and confirmed, on the asset's network) or through an exchange
 * (its page opened in the window of the visitor's click, then asked for the purchase's status until
 * it ends or the wait gives up). Every failure is a catalogue error in state, never a throw.
 */
export class PaySession {
  private readonly requests = new LatestRequest();
  private stopWatch: (() => void) | undefined;
  private readonly events: PayEvents;

  constructor(private readonly deps: PayDependencies) {
    deps.runtime.lifecycle.add(() => this.stopWatching());
    this.events = new PayEvents(deps.runtime.tracker);
  }

  private get store(): PayStore {
    return this.deps.store;
  }

  /**
   * Takes a new payment request (AppKit's PaymentOptions): false, with the catalogue error in state,
   * when Pay is off or the request is refused. A payment the wallet is being asked for, or whose
   * exchange page is being opened, is not replaced.
   */
  open(options: unknown): boolean {
    const { step } = this.store.getSnapshot();
    if (step === 'paying' || step === 'opening') return false;
    this.requests.cancel();
    this.stopWatching();
    if (this.deps.runtime.state.features.getSnapshot().features.pay !== true) {
      this.store.set({ ...INITIAL_PAY_STATE, step: 'failed', error: catalogueError('PAY_NOT_ENABLED') });
      return false;
    }
    const checked = checkPaymentRequest(options);
    if (!checked.ok) {
      this.store.set({ ...INITIAL_PAY_STATE, step: 'failed', error: catalogueError(checked.code, { details: checked.reason }) });
      return false;
    }
    const { request } = checked;
    const walletPayable = request.paymentAsset.network.startsWith('eip155:') && payNetwork(this.deps.runtime, request) !== undefined;
    this.store.set({ ...INITIAL_PAY_STATE, step: 'choosing', request, walletPayable });
    this.events.opened(request, []);
    return true;
  }

  /** The exchanges that sell the request's asset, as the site narrowed them (`payWithExchange`). */
  async loadExchanges(): Promise<void> {
    const { request } = this.store.getSnapshot();
    if (!request) return;
    this.store.update({ exchangesStatus: 'loading', exchangesError: undefined });
    try {
      const { exchanges } = await this.deps.exchanges.listExchanges({
        asset: { network: request.paymentAsset.network, asset: request.paymentAsset.asset },
        amount: request.amountText,
        includeOnly: request.payWithExchange?.includeOnly,
        exclude: request.payWithExchange?.exclude,
      });
      if (this.store.getSnapshot().request !== request) return;
      this.store.update({ exchangesStatus: 'loaded', exchanges });
    } catch (cause) {
      if (this.store.getSnapshot().request !== request) return;
      this.store.update({ exchangesStatus: 'failed', exchanges: [], exchangesError: this.payError(cause, 'PAY_UNABLE_TO_GET_EXCHANGES') });
    }
  }

  /** Shows exactly what the wallet will be asked to send; nothing is asked yet. */
  review(): boolean {
    const { request, step } = this.store.getSnapshot();
    if (!request || !(step === 'choosing' || step === 'failed' || step === 'confirming')) return false;
    try {
      this.store.update({ step: 'confirming', confirmation: walletPaymentFor(this.deps.runtime, request), error: undefined });
      return true;
    } catch (cause) {
      this.store.update({ step: 'choosing', confirmation: undefined, error: this.payError(cause, 'PAY_GENERIC_PAYMENT_ERROR') });
      return false;
    }
  }

  /**
   * Sends the payment the visitor confirmed: the wallet is asked to switch to the asset's network if
   * it is elsewhere, then for the transfer shown, and nothing else. True once the wallet sent it.
   */
  async confirm(): Promise<boolean> {
    const { request, step, confirmation } = this.store.getSnapshot();
    if (!request || step !== 'confirming' || !confirmation) return false;
    const attempt = this.requests.start();
    try {
      // What is sent is what was shown: the account and network are read again, and must not have moved.
      const now = walletPaymentFor(this.deps.runtime, request);
      if (now.from !== confirmation.from || now.network !== confirmation.network) {
        this.store.update({ step: 'confirming', confirmation: now });
        return false;
      }
      this.store.update({ step: 'paying', inProgress: true, error: undefined, payment: { type: 'wallet', status: 'IN_PROGRESS' } });
      this.events.payment('PAY_INITIATED', request, { type: 'wallet', status: 'IN_PROGRESS' });
      const hash = await this.transfer(request, now);
      if (!attempt.isCurrent()) return false;
      this.store.update({ step: 'paid', inProgress: false, payment: { type: 'wallet', status: 'SUCCESS', result: hash } });
      this.events.payment('PAY_SUCCESS', request, { type: 'wallet', status: 'SUCCESS', result: hash });
      await this.deps.refreshBalances();
      return true;
    } catch (cause) {
      if (!attempt.isCurrent()) return false;
      const error = this.payError(cause, 'PAY_GENERIC_PAYMENT_ERROR');
      this.store.update({ step: 'failed', inProgress: false, error, payment: { type: 'wallet', status: 'FAILED' } });
      this.events.payment('PAY_ERROR', request, { type: 'wallet', status: 'FAILED' });
      return false;
    }
  }

  /**
   * Sends the window the visitor's click opened (`popup`, null when the browser refused it) to the
   * exchange's checked pay page, with no handle back on the site's tab, and asks the exchange for the
   * payment's status until it ends. A window that is not used is closed: it is still blank.
   */
  async payWithExchange(exchangeId: string, popup: PopupWindow | null): Promise<boolean> {
    const { request, step, exchanges } = this.store.getSnapshot();
    if (!popup) {
      this.store.update({ error: catalogueError('PAY_POPUP_BLOCKED') });
      return false;
    }
    if (!request || step === 'paying' || step === 'opening' || step === 'waiting' || !exchanges.some((exchange) => exchange.id === exchangeId)) {
      popup.close();
      return false;
    }
    const attempt = this.requests.start();
    this.stopWatching();
    this.store.update({ step: 'opening', error: undefined, confirmation: undefined, payment: { type: 'exchange', exchangeId } });
    this.events.exchangeSelected(request, exchangeId);
    try {
      const { url, sessionId } = await this.deps.exchanges.getPayUrl({
        exchangeId,
        asset: { network: request.paymentAsset.network, asset: request.paymentAsset.asset },
        amount: request.amountText,
        recipient: request.recipient,
      });
      if (!attempt.isCurrent()) return closed(popup);
      if (popup.closed) {
        // Closed before the page was ready: nothing was opened, nothing to wait for.
        this.store.update({ step: 'choosing', payment: undefined });
        return false;
      }
      // The exchange's page gets no handle on the site's tab: it could otherwise send the tab elsewhere.
      popup.detachOpener?.();
      popup.navigate(url);
      const until = this.deps.runtime.clock.now() + PAY_WAIT_MS;
      const started = exchangePaymentStarted(exchangeId, sessionId);
      this.store.update({ step: 'waiting', inProgress: true, payment: started, waitUntil: until });
      this.events.payment('PAY_INITIATED', request, started);
      this.watch(attempt, until);
      return true;
    } catch (cause) {
      popup.close();
      if (!attempt.isCurrent()) return false;
      this.store.update({ step: 'choosing', payment: undefined, error: this.payError(cause, 'PAY_UNABLE_TO_INITIATE_PAYMENT') });
      return false;
    }
  }

  /**
   * Back to the choice: a confirmation not sent, an exchange no longer waited for, or a payment that
   * failed (its error cleared). A wallet prompt is left to the wallet; a request refused stays refused.
   */
  cancel(): void {
    const { step, request } = this.store.getSnapshot();
    if (step === 'paying' || !request) return;
    this.requests.cancel();
    this.stopWatching();
    if (step === 'confirming' || step === 'opening' || step === 'waiting') {
      this.store.update({ step: 'choosing', confirmation: undefined, inProgress: false, waitUntil: undefined });
    } else if (step === 'failed') {
      this.store.update({ step: 'choosing', confirmation: undefined, error: undefined });
    }
  }

  /**
   * The account or network changed: a confirmation shown for the old account goes back to the choice.
   * The request and the exchanges stay (they are the site's, not the account's), and so does a payment
   * under way: the wallet payment's own network switch lands here too.
   */
  reset(): void {
    const { step } = this.store.getSnapshot();
    if (step === 'confirming') this.store.update({ step: 'choosing', confirmation: undefined });
  }

  private async transfer(request: PaymentRequest, shown: { readonly from: string; readonly network: string; readonly switchesNetwork: boolean }): Promise<string> {
    const { runtime, wallets } = this.deps;
    const network = payNetwork(runtime, request);
    if (!network) throw catalogueError('PAY_NETWORK_NOT_CONFIGURED', { details: shown.network });
    if (runtime.state.network.getSnapshot().caipNetwork?.caipNetworkId !== network.caipNetworkId) await this.deps.switchNetwork(network);
    const account = runtime.state.accounts.getSnapshot()[WALLET_PAYMENT_NAMESPACE];
    if (account?.status !== 'connected' || account.address !== shown.from) throw catalogueError('CONNECT_BEFORE_REQUEST');
    const provider = connectedProvider(wallets, WALLET_PAYMENT_NAMESPACE, account.connectorId);
    if (!provider) throw catalogueError('WALLET_NOT_FOUND');
    const adapter = await wallets.adapters.load(WALLET_PAYMENT_NAMESPACE);
    const input = { network, from: shown.from, to: request.recipient, value: request.units };
    const { asset } = request.paymentAsset;
    const sent =
      asset === NATIVE_ASSET
        ? adapter.sendNative?.(provider, input)
        : adapter.sendToken?.(provider, { ...input, tokenAddress: asset });
    if (!sent) throw catalogueError('CHAIN_ADAPTER_NOT_FOUND', { details: 'the eip155 adapter cannot transfer' });
    return withinDeadline(sent, {
      clock: runtime.clock,
      lifecycle: runtime.lifecycle,
      ms: SEND_APPROVAL_TIMEOUT_MS,
      expired: () => catalogueError('PAY_GENERIC_PAYMENT_ERROR', { details: 'the wallet did not answer' }),
    });
  }

  /** Asks the exchange every few seconds until the payment ends or `until` passed; a read that fails is asked again. */
  private watch(attempt: RequestToken, until: number): void {
    const { clock } = this.deps.runtime;
    let lastReadFailed: unknown;
    this.stopWatch = poll(clock, PAY_STATUS_POLL_MS, async (isStopped) => {
      const { payment } = this.store.getSnapshot();
      if (!payment?.exchangeId || !payment.sessionId) return 'done';
      try {
        const report = await this.deps.exchanges.getBuyStatus({ exchangeId: payment.exchangeId, sessionId: payment.sessionId, signal: attempt.signal });
        if (isStopped() || !attempt.isCurrent()) return 'done';
        lastReadFailed = undefined;
        const applied = withBuyStatus(payment, report);
        if (applied.ended) {
          this.stopWatching();
          const failed = report.status === 'FAILED';
          this.store.update({ step: failed ? 'failed' : 'paid', inProgress: false, payment: applied.payment, waitUntil: undefined, error: failed ? catalogueError('PAY_EXCHANGE_FAILED') : undefined });
          const { request } = this.store.getSnapshot();
          if (request) this.events.payment(failed ? 'PAY_ERROR' : 'PAY_SUCCESS', request, applied.payment);
          return 'done';
        }
        this.store.update({ payment: applied.payment });
      } catch (cause) {
        if (isStopped() || !attempt.isCurrent()) return 'done';
        lastReadFailed = cause;
      }
      if (clock.now() < until) return 'again';
      this.stopWatching();
      const error = lastReadFailed === undefined ? catalogueError('PAY_NOT_CONFIRMED') : this.payError(lastReadFailed, 'PAY_UNABLE_TO_GET_BUY_STATUS');
      const { payment: last } = this.store.getSnapshot();
      this.store.update({ step: 'failed', inProgress: false, waitUntil: undefined, error, payment: last && { ...last, status: last.status ?? 'UNKNOWN' } });
      return 'done';
    });
  }

  private stopWatching(): void {
    this.stopWatch?.();
    this.stopWatch = undefined;
  }

  /**
   * A failure as an entry of the pay catalogue: a decline as PAY_DECLINED, a pay entry as it is, a
   * walletport error that says what to do (connect, no wallet) as it is, anything else `fallback`
   * with its cause. Failures other than the visitor's own are reported.
   */
  private payError(cause: unknown, fallback: keyof typeof PAY_ERRORS): WalletportError {
    if (isUserRejection(cause) || (WalletportError.is(cause) && DECLINES.has(cause.code))) return catalogueError('PAY_DECLINED', { cause });
    const kept = WalletportError.is(cause) && (Object.hasOwn(PAY_ERRORS, cause.code) || KEPT.has(cause.code));
    const error = kept ? asWalletportError(cause) : catalogueError(fallback, { cause });
    if (error.category !== 'VALIDATION' && error.category !== 'USER_REJECTED') this.deps.runtime.reporter.report(cause, 'pay failed');
    return error;
  }
}

function closed(popup: PopupWindow): false {
  popup.close();
  return false;
}

