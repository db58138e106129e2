import { z } from './zod.ts';

/** One token balance of `account/{address}/balance` (spec §3 Token balance). */
export const ApiBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().nullish(),
  value: z.number().nullish(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});

export type ApiBalance = z.infer<typeof ApiBalanceSchema>;

export const ApiBalanceListSchema = z.object({ balances: z.array(ApiBalanceSchema) });
