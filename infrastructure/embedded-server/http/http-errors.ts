import { catalogueError, ERRORS, type CatalogueEntry, type ErrorCode } from '../../../domain/errors/catalogue.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';

/**
 * How the auth server's failures reach the frame: an HTTP status and
 * `{ "error": { "code": "<catalogue code>", "message": "<catalogue text>" } }`. Details and causes stay
 * in the server's log, as they can name internals.
 */
export interface ErrorBody {
  readonly error: { readonly code: ErrorCode; readonly message: string };
}

/** A catalogue error with the HTTP status it is answered with, when the code alone does not decide it. */
export class HttpFailure extends Error {
  constructor(readonly status: number, readonly error: WalletportError) {
    super(error.message, { cause: error });
    this.name = 'HttpFailure';
  }
}

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  INVALID_ARGUMENT: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  DEVICE_LINK_INVALID: 400,
  SESSION_TOKEN_INVALID: 401,
  JWT_TOKEN_NOT_VALID: 401,
  DEVICE_PROOF_INVALID: 401,
  LOGIN_OTHER_DEVICE: 403,
  DEVICE_NOT_VERIFIED: 403,
  RPC_METHOD_NOT_ALLOWED: 403,
  EMAIL_IN_USE: 409,
  // The database went away: the request may be tried again, on this server or another.
  AUTH_DATABASE_UNAVAILABLE: 503,
  EMAIL_LOGIN_COOLDOWN: 429,
  OTP_LOCKED: 429,
  SOCIAL_PROVIDER_NOT_CONFIGURED: 400,
  SOCIAL_LOGIN_INVALID: 400,
  SOCIAL_LOGIN_DENIED: 403,
  FARCASTER_SIGNATURE_INVALID: 400,
  // The chain's node refused or failed a call made on the visitor's behalf.
  WRAPPED: 502,
};

export interface ErrorReply {
  readonly status: number;
  readonly body: ErrorBody;
}

/** The status and body for anything a route threw; what is not a catalogue error is logged and answered 500. */
export function errorReply(thrown: unknown, log: (line: string) => void): ErrorReply {
  const status = thrown instanceof HttpFailure ? thrown.status : WalletportError.is(thrown) ? STATUS_BY_CODE[thrown.code] ?? 500 : 500;
  const error = thrown instanceof HttpFailure ? thrown.error : WalletportError.is(thrown) ? thrown : catalogueError('UNKNOWN');
  if (status >= 500) log(`[error] ${status} ${describe(thrown)}`);
  return { status, body: { error: { code: error.code, message: messageOf(error) } } };
}

/**
 * An alert travels as its title, the words the visitor sees above it: an expired session token is
 * JWT_TOKEN_NOT_VALID with 'Session Expired', the catalogue's text for it.
 */
function messageOf(error: WalletportError): string {
  const entry: CatalogueEntry = ERRORS[error.code];
  return entry.kind === 'alert' && entry.title !== undefined ? entry.title : error.shortMessage;
}

/** A catalogue error in one line (a chain's refusal is expected); anything else with its stack. */
function describe(thrown: unknown): string {
  if (WalletportError.is(thrown)) return `${thrown.code}: ${thrown.shortMessage}`;
  if (thrown instanceof Error) return thrown.stack ?? `${thrown.name}: ${thrown.message}`;
  return String(thrown);
}

export function invalidArgument(name: string, expected: string): WalletportError {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
