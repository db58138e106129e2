import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

/** What the service knows of a fungible token a transfer moved. */
export interface ApiFungibleInfo {
  /** The token's name, e.g. `USD Coin`. */
  readonly name?: string | null | undefined;
  /** The token's ticker, e.g. `USDC`. */
  readonly symbol?: string | null | undefined;
  /** The token's icon. */
  readonly icon?: {
    /** Where the icon image is. */
    readonly url: string;
  } | null | undefined;
}

/** What the service knows of an NFT a transfer moved. */
export interface ApiNftInfo {
  /** The NFT's name. */
  readonly name?: string | null | undefined;
  /** Its content, as far as the activity shows it. */
  readonly content?: {
    /** A preview image of the NFT. */
    readonly preview?: {
      /** Where the preview image is. */
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
  /** The service's judgement of the NFT. */
  readonly flags: {
    /** True when the service takes the NFT for spam (the activity leaves it out). */
    readonly is_spam: boolean;
  };
}

/** One asset a transaction moved to or from the account. */
export interface ApiTransfer {
  /** The token moved, for a fungible transfer. */
  readonly fungible_info?: ApiFungibleInfo | null | undefined;
  /** The NFT moved, for an NFT transfer. */
  readonly nft_info?: ApiNftInfo | null | undefined;
  /** Into the account, out of it, or from the account to itself. */
  readonly direction: 'in' | 'out' | 'self';
  /** How much moved. */
  readonly quantity: {
    /** The amount in whole units, as a decimal string (e.g. `0.5`). */
    readonly numeric: string;
  };
  /** The amount's value in US dollars when the transaction was mined, when known. */
  readonly value?: number | null | undefined;
  /** The token's price in US dollars when the transaction was mined, when known. */
  readonly price?: number | null | undefined;
}

/** The facts of a transaction itself, apart from what it moved. */
export interface ApiTransactionMetadata {
  /** What kind of operation it was: `send`, `receive`, `trade`, `approve`, `mint`, `execute`, … */
  readonly operationType: string;
  /** The transaction's hash. */
  readonly hash: string;
  /** When it was mined, as an RFC 3339 time. */
  readonly minedAt: string;
  /** The address that sent it. */
  readonly sentFrom: string;
  /** The address it was sent to. */
  readonly sentTo: string;
  /** `confirmed`, `failed` or `pending`. */
  readonly status: string;
  /** The sender's nonce. */
  readonly nonce: number;
  /** The network it is on (CAIP-2), when the service says. */
  readonly chain?: string | null | undefined;
}

/** One transaction of an account's history (`account/{address}/history`). */
export interface ApiTransaction {
  /** The service's id for the transaction. */
  readonly id: string;
  /** The transaction's own facts. */
  readonly metadata: ApiTransactionMetadata;
  /** What it moved; empty for a transaction that moved nothing (a contract call, say). */
  readonly transfers: readonly ApiTransfer[];
}

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

export const ApiTransferSchema: z.ZodMiniType<ApiTransfer> = z.object({
  fungible_info: z.nullish(FungibleInfoSchema),
  nft_info: z.nullish(NftInfoSchema),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
});

/** One transaction of `account/{address}/history`. */
export const ApiTransactionSchema: z.ZodMiniType<ApiTransaction> = z.object({
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

export const ApiTransactionPageSchema = z.object({
  data: tolerantList(ApiTransactionSchema),
  next: z.nullish(z.string()),
});

export type ApiTransactionPage = z.infer<typeof ApiTransactionPageSchema>;
