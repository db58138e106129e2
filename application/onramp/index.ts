/**
 * Buying crypto (`OnrampFlow`): its form, quote and pending purchase (`OnrampStore`) in the core, the
 * session that quotes, opens the provider's page and watches the balance loaded with the first command.
 * Other layers import from here.
 */
export { OnrampFlow } from './onramp.flow.ts';
export type { OnrampCommands } from './onramp.flow.ts';
export { OnrampStore } from './onramp.store.ts';
export type { OnrampArrival, OnrampOffer, OnrampPending, OnrampState, OnrampStatus } from './onramp.store.ts';
export { ONRAMP_POLL_MS, ONRAMP_WATCH_MS } from './onramp-timing.ts';
