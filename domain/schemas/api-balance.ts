import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

/** The fields every token balance of `account/{address}/balance` has, whatever the network. */
interface ApiBalanceFields {
  /** The token's name, e.g. `Ether`. */
  readonly name: string;
  /** The token's ticker, e.g. `ETH`. */
  readonly symbol: string;
  /** The token's contract as a CAIP-10 id; absent for the network's native currency. */
  readonly address?: string | null | undefined;
  /** The balance's value in US dollars, when the service knows the price. */
  readonly value?: number | null | undefined;
  /** The token's price in US dollars (0 when unknown). */
  readonly price: number;
  /** How much the account holds. */
  readonly quantity: {
    /** The token's decimals, as a decimal string (e.g. `18`). */
    readonly decimals: string;
    /** The amount in whole units, as a decimal string (e.g. `0.5`). */
    readonly numeric: string;
  };
  /** The token's icon URL (empty when there is none). */
  readonly iconUrl: string;
}

/**
 * One token balance as the service sends it. It leaves out `chainId`, `address` and `value` when it
 * does not know them; the client fills a missing `chainId` with the network it asked about.
 */
export interface ApiBalanceItem extends ApiBalanceFields {
  /** The network the balance is on (CAIP-2), when the service says. */
  readonly chainId?: string | null | undefined;
}

/** A token balance as the rest of the library sees it: always on a known network. */
export interface ApiBalance extends ApiBalanceFields {
  /** The network the balance is on (CAIP-2). */
  readonly chainId: string;
}

/** The schema of one token balance. */
export const ApiBalanceSchema: z.ZodMiniType<ApiBalanceItem> = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.nullish(z.string()),
  address: z.nullish(z.string()),
  value: z.nullish(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});

export const ApiBalanceListSchema = z.object({ balances: tolerantList(ApiBalanceSchema) });
