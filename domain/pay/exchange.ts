/*
 * The exchanges a visitor can pay through and what they report, as AppKit Pay 1.7.6 types them
 * (reown-com/appkit tag @reown/appkit-pay@1.7.6, packages/pay/src/types/exchange.ts) and the
 * blockchain API serializes them (reown-com/blockchain-api a4b66a9f,
 * src/handlers/json_rpc/exchanges/mod.rs).
 */

/**
 * An exchange a visitor can pay through (exchange.ts:1-5; mod.rs:60-66), as `getAvailableExchanges`
 * lists it and the Pay view shows it.
 */
export interface Exchange {
  /** The service's id of the exchange (`binance`, `coinbase`): what a pay URL and a buy status are asked by. */
  readonly id: string;
  /** The exchange's name, as shown to the visitor. */
  readonly name: string;
  /** The exchange's logo; the service's `imageUrl` is optional, and one that is not a safe image is left out. */
  readonly imageUrl: string | undefined;
}

/**
 * Where an exchange purchase stands (exchange.ts:7; mod.rs:82-89, serialized SCREAMING_SNAKE_CASE):
 * `IN_PROGRESS` while the visitor pays on the exchange's page, `SUCCESS` or `FAILED` once it ended,
 * `UNKNOWN` when the exchange has no status to report.
 */
export type BuyStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';

/** Every {@link BuyStatus}, in the service's order. */
export const BUY_STATUSES = ['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED'] as const satisfies readonly BuyStatus[];
// Compiles only while the list holds every status: one added to the type alone fails here.
type Listed<T extends (typeof BUY_STATUSES)[number]> = T;
type EveryBuyStatusListed = Listed<BuyStatus>;

export function isBuyStatus(value: unknown): value is BuyStatus {
  return typeof value === 'string' && (BUY_STATUSES as readonly string[]).includes(value);
}

/** SUCCESS and FAILED end a payment; AppKit stops asking after either (PayController.ts:485, :521). */
export function isFinalBuyStatus(status: BuyStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILED';
}

/** What the service reports of one exchange session (mod.rs:91-96): the transaction, once there is one. */
export interface BuyStatusReport {
  /** Where the purchase stands. */
  readonly status: BuyStatus;
  /** The transaction's hash, once the exchange reports one. */
  readonly txHash: string | undefined;
}
