import type { CoinbasePayDestination, OnrampProviderName } from '../../domain/onramp/onramp-providers.ts';
import type { OnrampOptions } from '../../domain/onramp/onramp-options.ts';
import type { OnrampQuote } from '../../domain/onramp/onramp-quote.ts';
import { token } from '../token.ts';

/**
 * Where buying crypto gets its facts and its provider pages: the blockchain API's onramp routes (with a
 * projectId, as AppKit) for the options, Coinbase's prices and Coinbase's page, and Meld's page built
 * as AppKit builds it. The visitor pays on the provider's page, never here: nothing this port does
 * moves money.
 *
 * Failures reject with a WalletportError from the catalogue; an answer that does not fit its shape or
 * does not answer the question asked is a failure, never a guess.
 */
export interface OnrampSourcePort {
  /** What can be bought and paid with (and each payment method's limits) in a country, as the service lists it. */
  options(request: OnrampOptionsRequest): Promise<OnrampOptions>;
  /** Coinbase's price for paying `paymentAmount` with a method, in the service's shape. */
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  /** The chosen provider's purchase page, delivering to the account's address on its network, checked before it is handed on. */
  widget(request: OnrampWidgetRequest): Promise<OnrampWidget>;
}

export interface OnrampOptionsRequest {
  /** ISO 3166-1 alpha-2, e.g. `US`: the service requires it (options.rs:22). */
  readonly country: string;
  /** ISO 3166-2 subdivision code without the country, e.g. `NY` (options.rs:24). */
  readonly subdivision?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

export interface OnrampQuoteRequest {
  readonly country: string;
  readonly subdivision?: string | undefined;
  /** What `parseOnrampAmount` accepted (its `amount`): digits and '.', nothing else. */
  readonly paymentAmount: string;
  /** A payment currency's `id` from the options, e.g. `USD`. */
  readonly paymentCurrency: string;
  /** A payment method's `id` from that currency's limits, as the options write it. */
  readonly paymentMethod: string;
  /** The purchase currency's `symbol` from the options, e.g. `ETH`. */
  readonly purchaseCurrency: string;
  /** The `name` of one of that currency's networks in the options; the provider's default when absent. */
  readonly purchaseNetwork?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

export interface OnrampWidgetRequest {
  readonly provider: OnrampProviderName;
  /** The account to deliver to, CAIP-10 (`eip155:8453:0x…`, `solana:5eykt…:<base58>`): its address and network. */
  readonly account: string;
  /** Coinbase only: the symbol to preset (the chosen purchase currency's). */
  readonly asset?: string | undefined;
  /** Coinbase only: the amount `parseOnrampAmount` accepted, preset when it is whole US dollars. */
  readonly paymentAmount?: string | undefined;
  readonly paymentCurrency?: string | undefined;
}

export interface OnrampWidget {
  readonly provider: OnrampProviderName;
  /** The page to open in a pop-up: https on the provider's own site (http on loopback for a local stand-in). */
  readonly url: string;
  /** Coinbase only: the chain the purchase lands on, and whether that is not the visitor's network. */
  readonly coinbase?: CoinbasePayDestination;
}

export const ONRAMP_SOURCE = token<OnrampSourcePort>('OnrampSource');
