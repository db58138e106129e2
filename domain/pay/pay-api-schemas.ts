import { displayableImageUrl } from '../format/image-url.ts';
import { tolerantList } from '../schemas/api-list.ts';
import { z } from '../schemas/zod-mini.ts';
import { BUY_STATUSES, type Exchange } from './exchange.ts';

// The results of the blockchain API's exchange methods (reown-com/blockchain-api a4b66a9f,
// src/handlers/json_rpc/exchanges/), as their structs serialize them: every Option is written as null,
// never left out. Each schema holds an answer to what walletport can safely pass on: an exchange shown
// in the modal, a session id sent back, a hash handed to the site.

/** No control characters: the text is shown as it is. */
const shownText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^\P{Cc}+$/u));

/** The service's ids are lowercase words (binance.rs:226, coinbase.rs:174, test_exchange.rs:42). */
const EXCHANGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The service makes a session id of 32 hex digits (get_exchange_url.rs:155-156) and refuses one longer
 * than 50 when asked its status (get_exchange_buy_status.rs:24, :100).
 */
const SESSION_ID = /^[A-Za-z0-9_-]{1,50}$/;

/** A transaction id as exchanges report one: an 0x hash on eip155, base58 on Solana. */
const TX_HASH = /^(0x)?[0-9A-Za-z]{1,128}$/;

/** `reown_getExchanges` (get_exchanges.rs:33-38, Exchange at mod.rs:60-66): an odd exchange is dropped, not the list. */
export const ApiExchangesSchema = z.object({
  exchanges: tolerantList(
    z.pipe(
      z.object({ id: z.string().check(z.regex(EXCHANGE_ID)), name: shownText(100), imageUrl: z.nullish(z.string()) }),
      z.transform(({ id, name, imageUrl }): Exchange => ({ id, name, imageUrl: displayableImageUrl(imageUrl) })),
    ),
  ),
  total: z.int().check(z.nonnegative()),
});

/** `reown_getExchangePayUrl` (get_exchange_url.rs:40-45); the URL itself is checked by ./pay-url.ts before use. */
export const ApiPayUrlSchema = z.object({
  url: z.string(),
  sessionId: z.string().check(z.regex(SESSION_ID)),
});

/** `reown_getExchangeBuyStatus` (get_exchange_buy_status.rs:33-38): a status outside the four is a failure, never a guess. */
export const ApiBuyStatusSchema = z.pipe(
  z.object({
    status: z.enum(BUY_STATUSES),
    txHash: z.nullish(z.string().check(z.regex(TX_HASH))),
  }),
  z.transform(({ status, txHash }) => ({ status, txHash: txHash ?? undefined })),
);

/**
 * The JSON-RPC answer around a result (src/json_rpc/mod.rs:77-86): version 2.0 and the id the request
 * carried, which the service echoes (src/handlers/json_rpc/handler.rs:245-247).
 */
export function jsonRpcResult<S extends z.ZodMiniType>(result: S, id: number) {
  return z.pipe(
    z.object({ jsonrpc: z.literal('2.0'), id: z.literal(id), result }),
    // zod's mapped type loses the generic field's name: the envelope was checked to hold it.
    z.transform((answer) => (answer as { readonly result: z.output<S> }).result),
  );
}
