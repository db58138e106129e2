import { tolerantList } from './api-list.ts';
import { z } from './zod.ts';

const FungibleInfoSchema = z.object({
  name: z.string().nullish(),
  symbol: z.string().nullish(),
  icon: z.object({ url: z.string() }).nullish(),
});

const NftInfoSchema = z.object({
  name: z.string().nullish(),
  content: z.object({ preview: z.object({ url: z.string() }).nullish() }).nullish(),
  flags: z.object({ is_spam: z.boolean() }),
});

export const ApiTransferSchema = z.object({
  fungible_info: FungibleInfoSchema.nullish(),
  nft_info: NftInfoSchema.nullish(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nullish(),
  price: z.number().nullish(),
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
    nonce: z.number().int(),
    chain: z.string().nullish(),
  }),
  // The service sends null for a transaction without transfers (a contract call, say).
  transfers: z.array(ApiTransferSchema).nullish().transform((transfers) => transfers ?? []),
});

export type ApiTransaction = z.infer<typeof ApiTransactionSchema>;

export const ApiTransactionPageSchema = z.object({
  data: tolerantList(ApiTransactionSchema),
  next: z.string().nullish(),
});

export type ApiTransactionPage = z.infer<typeof ApiTransactionPageSchema>;
