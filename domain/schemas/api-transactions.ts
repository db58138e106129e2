import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

const FungibleInfoSchema = z.object({
  name: z.nullish(z.string()),
  symbol: z.nullish(z.string()),
  icon: z.nullish(z.object({ url: z.string() })),
});

const NftInfoSchema = z.object({
  name: z.nullish(z.string()),
  content: z.nullish(z.object({ preview: z.nullish(z.object({ url: z.string() })) })),
  flags: z.object({ is_spam: z.boolean() }),
});

export const ApiTransferSchema = z.object({
  fungible_info: z.nullish(FungibleInfoSchema),
  nft_info: z.nullish(NftInfoSchema),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
});

/** One transaction of `account/{address}/history`. */
export const ApiTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.int(),
    chain: z.nullish(z.string()),
  }),
  // The service sends null for a transaction without transfers (a contract call, say).
  transfers: z.pipe(z.nullish(z.array(ApiTransferSchema)), z.transform((transfers) => transfers ?? [])),
});

export type ApiTransaction = z.infer<typeof ApiTransactionSchema>;

export const ApiTransactionPageSchema = z.object({
  data: tolerantList(ApiTransactionSchema),
  next: z.nullish(z.string()),
});

export type ApiTransactionPage = z.infer<typeof ApiTransactionPageSchema>;
