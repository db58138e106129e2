import { readDecimal } from './onramp-options.ts';

/*
 * A purchase's price as the blockchain API gives it (GET /v1/onramp/buy/quotes, reown-com/blockchain-api
 * src/handlers/onramp/quotes.rs:41-61): figures are decimal strings with their currency. AppKit 1.7.6
 * reads another shape (`paymentSubtotal`, `{ amount, currency }`: TypeUtil.ts:989-1008) from a route the
 * service does not have, and shows its own 1:1 stand-in figures when that fails
 * (BlockchainApiController.ts:608-618); walletport reads the service's shape and shows no figure it
 * did not get.
 */

/** A figure and its currency (quotes.rs:58: `value`, `currency`). */
export interface OnrampFigure {
  /** The amount, as decimal text (`100.00`). */
  readonly value: string;
  /** Its currency (`USD`, `ETH`). */
  readonly currency: string;
}

/** A purchase's price (quotes.rs:41-61): what the visitor pays, what arrives, and the fees. */
export interface OnrampQuote {
  /** What the visitor pays in all. */
  readonly paymentTotal: OnrampFigure;
  /** What of it buys crypto (the service's spelling, `paymentSubTotal`). */
  readonly paymentSubTotal: OnrampFigure;
  /** What arrives, in the purchased currency. */
  readonly purchaseAmount: OnrampFigure;
  /** The provider's fee. */
  readonly coinbaseFee: OnrampFigure;
  /** The network's fee for delivering the purchase. */
  readonly networkFee: OnrampFigure;
  /** The service's id of the quote. */
  readonly quoteId: string;
}

export interface OnrampQuoteQuestion {
  readonly paymentCurrency: string;
  readonly purchaseCurrency: string;
}

/**
 * Why a quote does not answer the question asked, or undefined when it does: every payment figure in
 * the payment currency, the purchase in the purchased one (both without regard to case: providers
 * write `usd` and `USD`), every figure a plain decimal, and something to buy at all.
 */
export function quoteMismatch(quote: OnrampQuote, asked: OnrampQuoteQuestion): string | undefined {
  const same = (left: string, right: string) => left.toUpperCase() === right.toUpperCase();
  const payments = { paymentTotal: quote.paymentTotal, paymentSubTotal: quote.paymentSubTotal, coinbaseFee: quote.coinbaseFee, networkFee: quote.networkFee };
  for (const [name, figure] of Object.entries(payments)) {
    if (!same(figure.currency, asked.paymentCurrency)) return `${name} in ${figure.currency.slice(0, 12)}, not ${asked.paymentCurrency}`;
    if (!readDecimal(figure.value)) return `${name} is not a plain amount`;
  }
  if (!same(quote.purchaseAmount.currency, asked.purchaseCurrency)) return `purchase in ${quote.purchaseAmount.currency.slice(0, 12)}, not ${asked.purchaseCurrency}`;
  const bought = readDecimal(quote.purchaseAmount.value);
  if (!bought) return 'purchaseAmount is not a plain amount';
  if (bought.units === 0n) return 'nothing to buy';
  return undefined;
}
