import type { PaymentRequest } from '../../domain/pay/payment-request.ts';
import type { CurrentPayment } from '../../domain/pay/payment-result.ts';
import type { AnalyticsEventName } from '../ports/analytics.port.ts';
import { newEventId } from '../services/analytics-envelope.ts';
import type { EventTracker } from '../events/event-tracker.ts';

/** AppKit Pay's id for a payment's events before one was started (PayController.ts:34). */
const NO_PAYMENT_ID = 'unknown';

/** The request as AppKit Pay's events name it: `configuration` (PayController.ts:119-124). */
function configuration(request: PaymentRequest) {
  return { network: request.paymentAsset.network, asset: request.paymentAsset.asset, recipient: request.recipient, amount: request.amount };
}

/**
 * A payment's analytics events, with AppKit Pay's properties: a site that reads AppKit's events in its
 * analytics sees the same ones. Each payment started (the wallet's prompt, the exchange's page) gets an
 * id of its own, as AppKit draws one when a payment starts (PayController.ts:529-532).
 */
export class PayEvents {
  private paymentId: string | undefined;

  constructor(private readonly tracker: EventTracker) {}

  /** The Pay view opened on a request (PayController.ts:114-126), with the exchanges known by then. */
  opened(request: PaymentRequest, exchanges: readonly { readonly id: string }[]): void {
    this.paymentId = undefined;
    this.tracker.track('PAY_MODAL_OPEN', { exchanges, configuration: configuration(request) });
  }

  /** The visitor chose an exchange (PayController.ts:223-241). */
  exchangeSelected(request: PaymentRequest, exchangeId: string): void {
    this.tracker.track('PAY_EXCHANGE_SELECTED', {
      exchange: { id: exchangeId },
      configuration: configuration(request),
      currentPayment: { type: 'exchange', exchangeId },
    });
  }

  /** A payment started (a new id), ended in success, or ended in failure (PayController.ts:536-566). */
  payment(event: Extract<AnalyticsEventName, 'PAY_INITIATED' | 'PAY_SUCCESS' | 'PAY_ERROR'>, request: PaymentRequest, payment: CurrentPayment): void {
    if (event === 'PAY_INITIATED') this.paymentId = newEventId();
    this.tracker.track(event, {
      paymentId: this.paymentId ?? NO_PAYMENT_ID,
      configuration: configuration(request),
      currentPayment: { type: payment.type, exchangeId: payment.exchangeId, sessionId: payment.sessionId, result: payment.result },
    });
  }
}
