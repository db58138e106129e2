/** Timing values, in milliseconds. Time is always a parameter in domain/; these are the defaults. */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;

/** The product's fixed timing values: 1 s, 3 s, 5 s and 10 s. */
export const THREE_SECONDS_MS = 3 * SECOND_MS;
export const FIVE_SECONDS_MS = 5 * SECOND_MS;
export const TEN_SECONDS_MS = 10 * SECOND_MS;

export const SNACKBAR_RESHOW_DELAY_MS = 150;
export const MODAL_SHAKE_MS = 500;
export const FARCASTER_RESET_DELAY_MS = 100;
export const NAME_DEBOUNCE_MS = 500;
/**
 * How long a send waits for the wallet's approval before giving the visitor the form back. Long,
 * because reading a transaction in a wallet takes time; bounded, because a wallet that never
 * answers must not leave the form locked on "Confirm in your wallet" (walletport's own limit).
 */
export const SEND_APPROVAL_TIMEOUT_MS = 5 * MINUTE_MS;
export const ERROR_ALERT_DELAY_MS = 300;
/**
 * How long a connect waits for the wallet to answer its account request before the visitor gets the
 * retry back. The spec sets no limit here (its 30 s is for embedded-wallet frame requests, which a
 * machine answers); here a person may first unlock the wallet or plug in a hardware one, so the bound
 * is generous. Bounded, because a wallet that drops the request (a prompt closed without an answer)
 * must not leave "Continue in your wallet" up forever (walletport's own limit).
 */
export const CONNECT_REQUEST_TIMEOUT_MS = 2 * MINUTE_MS;
/**
 * How long a network switch waits for the wallet (a prompt a person reads, possibly adding the chain
 * first). Bounded so a wallet that drops the request does not leave the network list "switching"
 * forever (walletport's own limit).
 */
export const SWITCH_REQUEST_TIMEOUT_MS = 2 * MINUTE_MS;
/**
 * How long restoring a saved session waits for the wallet's silent account check (no prompt, so no
 * person in the loop): the spec's 10 s RPC timeout, after which the session counts as gone.
 */
export const RECONNECT_CHECK_TIMEOUT_MS = TEN_SECONDS_MS;

/** Animation durations. */
export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
} as const;

export const DEFAULT_MODAL_WIDTH = '360px';

/** RPC transport defaults. */
export const RPC_TRANSPORT_DEFAULTS = {
  timeoutMs: 10 * SECOND_MS,
  batchSize: 1_000,
  fallbackPollingMs: 4 * SECOND_MS,
  dedupeCacheSize: 8_192,
  retryCount: 3,
  retryDelayMs: 150,
} as const;
