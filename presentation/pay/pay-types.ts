import type { ExchangeQuery } from '../../application/pay/index.ts';
import type { PayUrl } from '../../application/ports/pay.port.ts';
import type { PaymentAsset } from '../../domain/pay/payment-asset.ts';

export type { AssetMetadata, PaymentAsset } from '../../domain/pay/payment-asset.ts';
export type { Exchange, BuyStatus } from '../../domain/pay/exchange.ts';
export type { CurrentPayment, PayResult } from '../../domain/pay/payment-result.ts';

/** AppKit Pay's PaymentOptions (@reown/appkit-pay 1.7.6, types/options.ts:15-28): what `openPay` takes. */
export interface PaymentOptions {
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
  readonly redirectUrl?: { readonly success: string; readonly failure: string };
  /** Only these exchanges, or all but these (not both: the service refuses both at once). */
  readonly payWithExchange?: { readonly includeOnly?: readonly string[]; readonly exclude?: readonly string[] };
}

/** AppKit Pay's PaymentResult (1.7.16, types/payment.ts:1-5): what `pay` resolves to. */
export interface PaymentResult {
  readonly success: boolean;
  /** The transaction's hash, on success. */
  readonly result?: string | undefined;
  /** The catalogue's text of what went wrong, on failure. */
  readonly error?: string | undefined;
}

/** AppKit's AppKitPayErrorMessage: the text of a pay error (`getPayError`, `usePay().error`). */
export type AppKitPayErrorMessage = string;

/** AppKit's GetExchangesParams (options.ts:30-35). */
export type GetExchangesParams = ExchangeQuery;

/** AppKit's PayUrlParams (options.ts:37-42). */
export interface PayUrlParams {
  /** CAIP-2, e.g. `eip155:8453`. */
  readonly network: string;
  /** 'native', or the token's address. */
  readonly asset: string;
  readonly amount: number | string;
  readonly recipient: string;
}

/** AppKit's PayUrlResponse (options.ts:44-47): the checked page address and its session. */
export type PayUrlResponse = PayUrl;

/** AppKit's ExchangeBuyStatus (exports/react.ts:247-250). */
export interface ExchangeBuyStatus {
  readonly status: 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';
  readonly txHash?: string | undefined;
}
