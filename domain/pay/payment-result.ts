import { isFinalBuyStatus, type BuyStatus, type BuyStatusReport } from './exchange.ts';

/** How a payment is made (PayController.ts:67): from the connected wallet, or on an exchange's page. */
export type PaymentType = 'wallet' | 'exchange';

/**
 * The payment under way or done, as AppKit Pay 1.7.6 keeps it (reown-com/appkit tag
 * @reown/appkit-pay@1.7.6, packages/pay/src/controllers/PayController.ts:44-50) and exports it
 * (exports/index.ts:16-17). `result` is the transaction hash: the wallet's, or the one the exchange
 * reports.
 */
export interface CurrentPayment {
  /** From the connected wallet, or through an exchange. */
  readonly type: PaymentType;
  /** The exchange paid through, for an exchange payment. */
  readonly exchangeId?: string | undefined;
  /** The exchange's purchase session, which its buy status is asked by. */
  readonly sessionId?: string | undefined;
  /** What the exchange last reported of the purchase, for an exchange payment. */
  readonly status?: BuyStatus | undefined;
  /** The transaction hash, once the wallet sent it or the exchange reported it. */
  readonly result?: string | undefined;
}

/** PayController.ts:51: what `getPayResult()` answers (client.ts:24-26). */
export type PayResult = CurrentPayment['result'];

/** An exchange payment just opened: its session, in progress (PayController.ts:443-462). */
export function exchangePaymentStarted(exchangeId: string, sessionId: string): CurrentPayment {
  return { type: 'exchange', exchangeId, sessionId, status: 'IN_PROGRESS' };
}

/**
 * A buy status applied to the payment, as PayController.updateBuyStatus does (PayController.ts:513-527):
 * the status and the reported hash replace the old ones, and a final status ends the payment's
 * "in progress". A report for another payment type changes nothing.
 */
export function withBuyStatus(payment: CurrentPayment, report: BuyStatusReport): { readonly payment: CurrentPayment; readonly ended: boolean } {
  if (payment.type !== 'exchange') return { payment, ended: false };
  return { payment: { ...payment, status: report.status, result: report.txHash }, ended: isFinalBuyStatus(report.status) };
}
