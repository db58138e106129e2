import type { BuyStatusReport, Exchange } from '../../domain/pay/exchange.ts';
import { token } from '../token.ts';

/** An asset as AppKit Pay names it (options.ts:9-13): a CAIP-2 network and 'native' or a token address. */
export interface PayAssetRef {
  readonly network: string;
  readonly asset: string;
}

export interface ExchangesRequest {
  /** Only exchanges that sell this asset; every exchange open to the project without it. */
  readonly asset?: PayAssetRef | undefined;
  /** Plain decimal text in whole units ('0.01'), as domain/pay/pay-amount.ts writes it. */
  readonly amount?: string | undefined;
  /** 0 when left out, as AppKit asks (PayController.ts:32). */
  readonly page?: number | undefined;
  /** At most one of the two: the service refuses both at once (get_exchanges.rs:127-131). */
  readonly includeOnly?: readonly string[] | undefined;
  readonly exclude?: readonly string[] | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** One page of the exchanges open to the project (`reown_getExchanges`), as `getAvailableExchanges` resolves. */
export interface ExchangeList {
  /** The exchanges of the page that walletport could show; an odd one the service sent is dropped. */
  readonly exchanges: readonly Exchange[];
  /** As the service counts them, before an exchange that did not fit was dropped here. */
  readonly total: number;
}

export interface PayUrlRequest {
  readonly exchangeId: string;
  readonly asset: PayAssetRef;
  /** Plain decimal text in whole units ('0.01'), as domain/pay/pay-amount.ts writes it. */
  readonly amount: string;
  /** The address paid, on the asset's network (sent as CAIP-10, PayController.ts:220). */
  readonly recipient: string;
}

/**
 * An exchange's page where the visitor pays, and the purchase session it opened (AppKit's
 * PayUrlResponse, options.ts:44-47, published under that name by `walletport/pay`).
 */
export interface PayUrl {
  /** The page to open: checked to be an https page (http only on the visitor's own machine), as parsed (domain/pay/pay-url.ts). */
  readonly url: string;
  /** What the buy status is asked by. */
  readonly sessionId: string;
}

export interface BuyStatusRequest {
  readonly exchangeId: string;
  readonly sessionId: string;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Paying through an exchange (AppKit Pay's "pay with exchange"): the exchanges open to the project for
 * an asset, a pay URL the visitor opens to pay there, and the status of that purchase. Reown's
 * blockchain API answers all three (JSON-RPC `reown_getExchanges`, `reown_getExchangePayUrl`,
 * `reown_getExchangeBuyStatus`; see test/contracts/pay-api.contract.ts).
 *
 * Failures reject with a WalletportError of the pay catalogue (domain/errors/pay-errors.ts), the HTTP
 * error or the answer's mismatch kept as its cause: listing PAY_UNABLE_TO_GET_EXCHANGES; the pay URL
 * PAY_ASSET_NOT_SUPPORTED when the exchange does not sell the asset, PAY_URL_UNSAFE when the answer is
 * not a page that may be opened, PAY_INVALID_ASSET for an asset with no CAIP-19 form (not on eip155 or
 * Solana), else PAY_UNABLE_TO_GET_PAY_URL; the status PAY_UNABLE_TO_GET_BUY_STATUS, also for a status
 * other than the four AppKit knows.
 */
export interface PayExchangesPort {
  listExchanges(request?: ExchangesRequest): Promise<ExchangeList>;
  /** Opens a purchase session on the exchange: not a read, so it is asked once per call. */
  getPayUrl(request: PayUrlRequest): Promise<PayUrl>;
  getBuyStatus(request: BuyStatusRequest): Promise<BuyStatusReport>;
}

export const PAY_EXCHANGES = token<PayExchangesPort>('PayExchanges');
