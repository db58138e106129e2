import { WalletportError } from './walletport-error.ts';
import { defineEntry, fillMessage, type CatalogueEntry } from './catalogue-entry.ts';
import { ALERTS } from './alerts.ts';
import { SNACKBARS } from './snackbars.ts';
import { SIWX_ERRORS } from './siwx-errors.ts';
import { CONNECTION_ERRORS, INTERNAL_ERRORS } from './internal-errors.ts';
import { EMBEDDED_ERRORS } from './embedded-errors.ts';
import { WALLETCONNECT_ERRORS } from './walletconnect-errors.ts';

export type { CatalogueEntry } from './catalogue-entry.ts';

/** Errors of walletport's own flows that the spec names without a text (walletport wording). */
const WALLETPORT_ERRORS = {
  SIWE_AND_SIWX: defineEntry('internal', 'SIWE_AND_SIWX', 'Cannot set both `siweConfig` and `siwx` options', 'CONFIGURATION'),
  INSTANCE_DESTROYED: defineEntry('internal', 'INSTANCE_DESTROYED', 'This walletport instance was destroyed; call createAppKit again.'),
  USER_REJECTED: defineEntry('connection', 'USER_REJECTED', 'Connection declined in the wallet. You can try again.', 'USER_REJECTED'),
  WALLET_DISCONNECTED: defineEntry('connection', 'WALLET_DISCONNECTED', 'The wallet went away before the connection finished.'),
  WALLET_NOT_FOUND: defineEntry('connection', 'WALLET_NOT_FOUND', 'The wallet is no longer available in this browser.'),
  CONNECTION_FAILED: defineEntry('connection', 'CONNECTION_FAILED', 'Connection failed. You can try again.'),
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: defineEntry('internal', 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    'An amount and receiver address are required', 'VALIDATION'),
  SEND_TOKEN_REQUIRED: defineEntry('internal', 'SEND_TOKEN_REQUIRED', 'A token is required', 'VALIDATION'),
  INVALID_CHAIN_ID: defineEntry('internal', 'INVALID_CHAIN_ID', 'Invalid chainId', 'VALIDATION'),
  UNKNOWN: defineEntry('internal', 'UNKNOWN', 'Unknown error'),
} as const;

/**
 * Every error text of spec §8 (and the §5 validation messages), to the letter. One catalogue: UI text comes
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
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

export interface CatalogueErrorOptions {
  readonly cause?: unknown;
  readonly details?: string;
  /** Values for the entry's `{placeholder}`s, e.g. `{ seconds: 12 }`. */
  readonly params?: Readonly<Record<string, string | number>>;
}

export function catalogueMessage(code: ErrorCode, params?: Readonly<Record<string, string | number>>): string {
  return fillMessage(ERRORS[code].message, params);
}

export function catalogueError(code: ErrorCode, options: CatalogueErrorOptions = {}): WalletportError {
  const found: CatalogueEntry = ERRORS[code];
  return new WalletportError({
    code: found.code,
    shortMessage: fillMessage(found.message, options.params),
    category: found.category,
    ...(options.cause === undefined ? {} : { cause: options.cause }),
    ...(options.details === undefined ? {} : { details: options.details }),
  });
}

/** User-facing text from anything thrown (spec §8): a string, the first issue message, an Error message, else 'Unknown error'. */
export function userFacingMessage(error: unknown): string {
  if (WalletportError.is(error)) return error.shortMessage;
  if (typeof error === 'string' && error.length > 0) return error;
  if (typeof error === 'object' && error !== null) {
    const issues = readField(error, 'issues');
    if (Array.isArray(issues)) {
      const message = readField(issues[0], 'message');
      if (typeof message === 'string' && message.length > 0) return message;
    }
    const message = readField(error, 'message');
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return ERRORS.UNKNOWN.message;
}

/** Reads a field of a hostile value without letting a throwing getter or proxy escape. */
function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}
