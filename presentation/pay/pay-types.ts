import type { BuyStatus } from '../../domain/pay/exchange.ts';
import type { PaymentAsset } from '../../domain/pay/payment-asset.ts';
import type { PaymentExchangeFilter, PaymentRedirectUrls } from '../../domain/pay/payment-request.ts';

export type { AssetMetadata, PaymentAsset } from '../../domain/pay/payment-asset.ts';
export type { Exchange, BuyStatus } from '../../domain/pay/exchange.ts';
export type { CurrentPayment, PaymentType, PayResult } from '../../domain/pay/payment-result.ts';
export type { ExchangeList, PayUrl as PayUrlResponse } from '../../application/ports/pay.port.ts';
export type { ExchangeQuery as GetExchangesParams } from '../../application/pay/index.ts';
export type { PaymentExchangeFilter, PaymentRedirectUrls } from '../../domain/pay/payment-request.ts';

/** AppKit Pay's PaymentOptions (@reown/appkit-pay 1.7.6, types/options.ts:15-28): what `openPay` takes. */
export interface PaymentOptions {
  /** What is paid in: a named asset such as `baseUSDC`, or one the site describes. */
  readonly paymentAsset: PaymentAsset;
  /** The address paid, on the asset's network. */
  readonly recipient: string;
  /** In whole units of the asset (0.01 is a hundredth of an ETH); plain decimal text is taken too. */
  readonly amount: number | string;
  /**
   * Kept for AppKit's signature. The exchange's page always opens in a window of its own: this tab
   * stays to learn the payment's outcome.
   */
  readonly openInNewTab?: boolean;
  /** Where the exchange sends the visitor back after paying there. */
  readonly redirectUrl?: PaymentRedirectUrls;
  /** Only these exchanges, or all but these (not both: the service refuses both at once). */
  readonly payWithExchange?: PaymentExchangeFilter;
}


/** AppKit Pay's PaymentResult (1.7.16, types/payment.ts:1-5): what `pay` resolves to. */
export interface PaymentResult {
  /** True once the payment went through; false when it failed (see `error`). */
  readonly success: boolean;
  /** The transaction's hash, on success. */
  readonly result?: string | undefined;
  /** The catalogue's text of what went wrong, on failure. */
  readonly error?: string | undefined;
}

/** AppKit's AppKitPayErrorMessage: the text of a pay error (`getPayError`, `usePay().error`). */
export type AppKitPayErrorMessage = string;

/** AppKit's PayUrlParams (options.ts:37-42): the payment a pay URL is asked for. */
export interface PayUrlParams {
  /** CAIP-2, e.g. `eip155:8453`. */
  readonly network: string;
  /** 'native', or the token's address. */
  readonly asset: string;
  /** In whole units of the asset (0.01 is a hundredth of an ETH); plain decimal text is taken too. */
  readonly amount: number | string;
  /** The address paid, on the asset's network. */
  readonly recipient: string;
}

/** AppKit's ExchangeBuyStatus (exports/react.ts:247-250): what an exchange reports of a purchase session. */
export interface ExchangeBuyStatus {
  /** Where the purchase stands; `SUCCESS` and `FAILED` are final. */
  readonly status: BuyStatus;
  /** The transaction's hash, once the exchange reports one. */
  readonly txHash?: string | undefined;
}
