import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

/**
 * One token balance of `account/{address}/balance`. The service leaves out
 * `chainId`, `address` and `value` when it does not know them; the client fills a missing `chainId`
 * with the network it asked about.
 */
export const ApiBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.nullish(z.string()),
  address: z.nullish(z.string()),
  value: z.nullish(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});

export type ApiBalanceItem = z.infer<typeof ApiBalanceSchema>;

/** A balance as the rest of the library sees it: always on a known network. */
export type ApiBalance = Omit<ApiBalanceItem, 'chainId'> & { readonly chainId: string };

export const ApiBalanceListSchema = z.object({ balances: tolerantList(ApiBalanceSchema) });
