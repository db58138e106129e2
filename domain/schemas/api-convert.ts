import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

// The answers of the blockchain API's convert routes, as its structs serialize them
// (reown-com/blockchain-api src/handlers/convert/*.rs). Amounts and gas figures are decimal strings in
// the smallest unit; addresses are CAIP-10. Each schema turns them into bigints and refuses what is not
// a plain non-negative integer, so nothing downstream parses a number twice.

/** A non-negative integer written in decimal digits (at most 78: a uint256), as a bigint. */
const baseUnits = z.pipe(
  z.string().check(z.regex(/^\d{1,78}$/)),
  z.transform((digits: string) => BigInt(digits)),
);

/** Calldata: 0x and whole bytes. */
const calldata = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/));

/** `tokens` (tokens.rs:32): hostile names and decimals are the caller's to sieve, item by item. */
export const ApiSwapTokenListSchema = z.object({
  tokens: tolerantList(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number(),
      logoUri: z.nullish(z.string()),
      eip2612: z.nullish(z.boolean()),
    }),
  ),
});

/** `quotes` (quotes.rs:33): the service sends one quote; none means no route, a malformed one is a failure, not "no route". */
export const ApiSwapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullish(z.string()),
      fromAmount: baseUnits,
      fromAccount: z.string(),
      toAmount: baseUnits,
      toAccount: z.string(),
    }),
  ),
});

/** `allowance` (allowance.rs:25). */
export const ApiSwapAllowanceSchema = z.object({ allowance: baseUnits });

/** `build-approve` (approve.rs:30): `from` is the token the approval goes to; eip155 holds only the gas price. */
export const ApiSwapApproveSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: calldata,
    value: baseUnits,
    eip155: z.nullish(z.object({ gasPrice: baseUnits })),
  }),
});

/** `build-transaction` (transaction.rs:42): `amount` is what the swap is built to buy. */
export const ApiSwapTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: calldata,
    amount: baseUnits,
    eip155: z.nullish(z.object({ gas: baseUnits, gasPrice: baseUnits })),
  }),
});

/** `gas-price` (gas_price.rs:24): wei per gas, three speeds. */
export const ApiGasPriceSchema = z.object({ standard: baseUnits, fast: baseUnits, instant: baseUnits });

/** `fungible/price` (fungible_price.rs:38): a price the service does not know is a list without the token. */
export const ApiFungiblePriceSchema = z.object({
  fungibles: tolerantList(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number().check(z.nonnegative()),
      decimals: z.number(),
    }),
  ),
});
