/*
 * The exchanges a visitor can pay through and what they report, as AppKit Pay 1.7.6 types them
 * (reown-com/appkit tag @reown/appkit-pay@1.7.6, packages/pay/src/types/exchange.ts) and the
 * blockchain API serializes them (reown-com/blockchain-api a4b66a9f,
 * src/handlers/json_rpc/exchanges/mod.rs).
 */

/** exchange.ts:1-5; mod.rs:60-66. The service's `imageUrl` is an Option; one that is not a safe image is left out. */
export interface Exchange {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string | undefined;
}

/** exchange.ts:7; mod.rs:82-89 (serialized SCREAMING_SNAKE_CASE). */
export const BUY_STATUSES = ['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED'] as const;

export type BuyStatus = (typeof BUY_STATUSES)[number];

export function isBuyStatus(value: unknown): value is BuyStatus {
  return typeof value === 'string' && (BUY_STATUSES as readonly string[]).includes(value);
}

/** SUCCESS and FAILED end a payment; AppKit stops asking after either (PayController.ts:485, :521). */
export function isFinalBuyStatus(status: BuyStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILED';
}

/** What the service reports of one exchange session (mod.rs:91-96): the transaction, once there is one. */
export interface BuyStatusReport {
  readonly status: BuyStatus;
  readonly txHash: string | undefined;
}
