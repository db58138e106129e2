/** How often the balance is read while a purchase is awaited. */
export const ONRAMP_POLL_MS = 4_000;
/** How long a purchase is awaited: AppKit's three minutes (w3m-buy-in-progress-view/index.ts:180). */
export const ONRAMP_WATCH_MS = 180_000;
