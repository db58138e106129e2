import { defineEntry, type CatalogueEntry } from './catalogue-entry.ts';
import { ALERTS } from './alerts.ts';
import { SNACKBARS } from './snackbars.ts';
import { SIWX_ERRORS } from './siwx-errors.ts';
import { CONNECTION_ERRORS, INTERNAL_ERRORS } from './internal-errors.ts';
import { EMBEDDED_ERRORS } from './embedded-errors.ts';
import { WALLETCONNECT_ERRORS } from './walletconnect-errors.ts';
import { REMOTE_ERRORS } from './remote-errors.ts';
import { SEND_ERRORS } from './send-errors.ts';
import { SWAP_ERRORS } from './swap-errors.ts';
import { ONRAMP_ERRORS } from './onramp-errors.ts';
import { PAY_ERRORS } from './pay-errors.ts';
import { STARTUP_ERRORS } from './startup-entries.ts';
import { knowCatalogueCodes } from './catalogue-codes.ts';

// The catalogue's entries (code, text, telemetry category), kept apart from the error class so the
// class can name the codes without an import cycle.

/** Errors of walletport's own flows that the spec names without a text (walletport wording). */
const WALLETPORT_ERRORS = {
  SIWE_AND_SIWX: STARTUP_ERRORS.SIWE_AND_SIWX,
  INSTANCE_DESTROYED: STARTUP_ERRORS.INSTANCE_DESTROYED,
  USER_REJECTED: defineEntry('connection', 'USER_REJECTED', 'Connection declined in the wallet. You can try again.', 'USER_REJECTED'),
  WALLET_DISCONNECTED: defineEntry('connection', 'WALLET_DISCONNECTED', 'The wallet went away before the connection finished.'),
  WALLET_NOT_FOUND: defineEntry('connection', 'WALLET_NOT_FOUND', 'The wallet is no longer available in this browser.'),
  CONNECTION_FAILED: defineEntry('connection', 'CONNECTION_FAILED', 'Connection failed. You can try again.'),
  LEGAL_CONSENT_REQUIRED: defineEntry('connection', 'LEGAL_CONSENT_REQUIRED', 'Please agree to the terms before connecting.'),
  CONNECTION_TIMED_OUT: defineEntry('connection', 'CONNECTION_TIMED_OUT',
    'The wallet did not answer in time. If it still shows the request, close it there, then try again.'),
  SWITCH_TIMED_OUT: defineEntry('internal', 'SWITCH_TIMED_OUT',
    'The wallet did not answer the network switch in time. The network stays as it was; if the wallet still asks, decline it there, then try again.'),
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: defineEntry('internal', 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    'An amount and receiver address are required', 'VALIDATION'),
  SEND_TOKEN_REQUIRED: defineEntry('internal', 'SEND_TOKEN_REQUIRED', 'A token is required', 'VALIDATION'),
  SEND_DECLINED: defineEntry('internal', 'SEND_DECLINED', 'Transaction declined in the wallet. You can try again.', 'USER_REJECTED'),
  SEND_ACCOUNT_CHANGED: defineEntry('internal', 'SEND_ACCOUNT_CHANGED',
    'The wallet disconnected or changed account before the transaction was sent. Nothing was sent.'),
  SEND_TIMED_OUT: defineEntry('internal', 'SEND_TIMED_OUT',
    'The wallet did not answer in time. Nothing was sent from here; if the wallet still asks, decline it there, then try again.'),
  WALLET_ANSWER_INVALID: defineEntry('connection', 'WALLET_ANSWER_INVALID',
    'The wallet answered with something that is not {what}. Nothing was changed; you can try again.'),
  INVALID_CHAIN_ID: defineEntry('internal', 'INVALID_CHAIN_ID', 'Invalid chainId', 'VALIDATION'),
  INVALID_ARGUMENT: STARTUP_ERRORS.INVALID_ARGUMENT,
  INVALID_CAIP: STARTUP_ERRORS.INVALID_CAIP,
  INVALID_FRAME_MESSAGE: defineEntry('embedded', 'INVALID_FRAME_MESSAGE', 'Invalid secure-frame {kind}', 'VALIDATION'),
  UNKNOWN: defineEntry('internal', 'UNKNOWN', 'Unknown error'),
  // A wrapped error's text is the cause's own (a string, the first issue, an Error message).
  WRAPPED: defineEntry('internal', 'WRAPPED', '{message}'),
} as const;

/**
 * Every error text of the product (and its validation messages), to the letter. One catalogue: UI text comes
 * from here, never from a component; each entry carries the category reported to telemetry.
 */
export const ERRORS = {
  ...ALERTS,
  ...SNACKBARS,
  ...SIWX_ERRORS,
  ...INTERNAL_ERRORS,
  ...CONNECTION_ERRORS,
  ...EMBEDDED_ERRORS,
  ...WALLETCONNECT_ERRORS,
  ...WALLETPORT_ERRORS,
  ...REMOTE_ERRORS,
  ...SEND_ERRORS,
  ...SWAP_ERRORS,
  ...ONRAMP_ERRORS,
  ...PAY_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

knowCatalogueCodes(Object.keys(ERRORS));
