/**
 * Pay (`PayFlow`, AppKit Pay): a payment request, its exchanges and the payment under way
 * (`PayStore`) in the core; the session that checks the request, sends the wallet payment and waits
 * for an exchange, loaded with the first command from the parts `walletport/pay` installs. Other
 * layers import from here, except the entry that installs those parts: it imports `./pay-parts.ts`
 * alone, so a page's first script does not carry the flow.
 */
export { PayFlow } from './pay.flow.ts';
export type { PayCommands, PayWithExchangeInput } from './pay.flow.ts';
export type { ExchangeQuery, PayAnswer, PayUrlInput } from './pay-lookups.ts';
export { PayStore } from './pay.store.ts';
export type { PayConfirmation, PayState, PayStep } from './pay.store.ts';
export { PAY_STATUS_POLL_MS, PAY_WAIT_MS } from './pay-timing.ts';
