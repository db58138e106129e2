import { getDefaultAppKit } from '../core/default-instance.ts';
import { payClientOf } from './pay-client.ts';
import type { AppKitPayErrorMessage, ExchangeBuyStatus, GetExchangesParams, PaymentOptions, PaymentResult, PayUrlParams, PayUrlResponse } from './pay-types.ts';
import type { ExchangeList } from '../../application/ports/pay.port.ts';
import type { Exchange } from '../../domain/pay/exchange.ts';

const client = () => payClientOf(getDefaultAppKit());

/**
 * Opens the modal on Pay for a payment (AppKit Pay's `openPay`). Rejects with a catalogue error
 * (`WalletportError`, `code` PAY_…) when `features.pay` is off or the options are refused: a nonsense
 * or negative amount, more decimals than the asset has, a recipient that is not an address of the
 * asset's network, asset metadata that does not fit. Follow the payment with the getters or `usePay`.
 */
export function openPay(options: PaymentOptions): Promise<void> {
  return client().openPay(options);
}

/**
 * `openPay`, then waits for the payment's end (AppKit Pay 1.7.16's `pay`): `{ success: true, result }`
 * with the transaction hash once the wallet sent it or the exchange reported it, `{ success: false,
 * error }` when it failed; rejects after `timeoutMs` (five minutes by default).
 */
export function pay(options: PaymentOptions, timeoutMs?: number): Promise<PaymentResult> {
  return client().pay(options, timeoutMs);
}

/** The exchanges Pay lists for the payment in view. */
export function getExchanges(): readonly Exchange[] {
  return client().getExchanges();
}

/** The payment's transaction hash, once the wallet sent it or the exchange reported it. */
export function getPayResult(): string | undefined {
  return client().getPayResult();
}

/** The catalogue's text of the payment's failure (AppKit's messages to the letter), or null. */
export function getPayError(): AppKitPayErrorMessage | null {
  return client().getPayError();
}

/** True from the wallet's prompt or the exchange's page until the payment ends. */
export function getIsPaymentInProgress(): boolean {
  return client().getIsPaymentInProgress();
}

/** The exchanges open to the project, for an asset when `asset` and `network` are both given. */
export function getAvailableExchanges(params?: GetExchangesParams): Promise<ExchangeList> {
  return client().getAvailableExchanges(params);
}

/** A checked pay URL for an exchange and its session id; nothing is opened. */
export function getPayUrl(exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse> {
  return client().getPayUrl(exchangeId, params);
}

/** The pay URL opened in a window of its own, with no handle back on this tab. Call it in a click. */
export function openPayUrl(exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse> {
  return client().openPayUrl(exchangeId, params);
}

/** What the exchange reports of a session opened by a pay URL. */
export function getBuyStatus(exchangeId: string, sessionId: string): Promise<ExchangeBuyStatus> {
  return client().getBuyStatus(exchangeId, sessionId);
}
