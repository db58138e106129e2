/** How often an exchange is asked for the payment's status: AppKit's EXCHANGE_STATUS_CHECK_INTERVAL (w3m-pay-loading-view/index.ts:17). */
export const PAY_STATUS_POLL_MS = 4_000;
/** How long an exchange payment is awaited: the five minutes of AppKit Pay's pay() (1.7.16, client.ts:7). */
export const PAY_WAIT_MS = 300_000;
