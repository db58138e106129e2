import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

// The answers of the blockchain API's onramp routes, as its structs serialize them
// (reown-com/blockchain-api, commit a4b66a9f). Figures stay decimal strings, checked to be plain
// non-negative decimals here, so nothing downstream meets an exponent, a sign or a blank.

/** A non-negative decimal as the service writes figures and limits: "10.00", "0.0391". */
const decimal = z.string().check(z.regex(/^\d{1,30}(?:\.\d{1,30})?$/));

/** Names, ids and symbols: short text, nothing a view would choke on. */
const label = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * GET /v1/onramp/buy/options (src/handlers/onramp/options.rs:28-65). One odd currency, limit or
 * network is dropped, the rest kept: a list with one broken entry still lets the visitor buy.
 */
export const ApiOnrampOptionsSchema = z.object({
  paymentCurrencies: tolerantList(
    z.object({
      id: label(16),
      limits: tolerantList(z.object({ id: label(64), min: decimal, max: decimal })),
    }),
  ),
  purchaseCurrencies: tolerantList(
    z.object({
      id: label(64),
      name: label(100),
      symbol: label(16),
      networks: tolerantList(
        z.object({
          name: label(64),
          displayName: label(100),
          // Empty for a network's own coin.
          contractAddress: z.string().check(z.maxLength(128)),
          chainId: z.string().check(z.maxLength(64)),
        }),
      ),
    }),
  ),
});

const figure = z.object({ value: decimal, currency: label(16) });

/** GET /v1/onramp/buy/quotes (src/handlers/onramp/quotes.rs:41-61): every field required. */
export const ApiOnrampQuoteSchema = z.object({
  paymentTotal: figure,
  paymentSubTotal: figure,
  purchaseAmount: figure,
  coinbaseFee: figure,
  networkFee: figure,
  quoteId: label(200),
});

/** POST /v1/generators/onrampurl (src/handlers/generators/onrampurl.rs:63-67); the URL itself is checked by its caller. */
export const ApiOnrampUrlSchema = z.object({ url: z.string().check(z.maxLength(4_000)) });
