import { WalletportError } from './walletport-error.ts';
import { fillMessage, type CatalogueEntry } from './catalogue-entry.ts';
import { ERRORS, type ErrorCode } from './entries.ts';
import { errorFromEntry, type CatalogueErrorOptions } from './error-from-entry.ts';
import { isUserRejection } from './rpc-codes.ts';

export type { CatalogueEntry } from './catalogue-entry.ts';
export { ERRORS, type ErrorCode } from './entries.ts';

export type { CatalogueErrorOptions } from './error-from-entry.ts';

export function catalogueMessage(code: ErrorCode, params?: Readonly<Record<string, string | number>>): string {
  return fillMessage(ERRORS[code].message, params);
}

export function catalogueError(code: ErrorCode, options: CatalogueErrorOptions = {}): WalletportError {
  return errorFromEntry(ERRORS[code], options);
}

/** User-facing text from anything thrown: a string, the first issue message, an Error message, else 'Unknown error'. */
export function userFacingMessage(error: unknown): string {
  if (WalletportError.is(error)) {
    // Read once more through the guard: a proxy can answer the check and throw on the next read.
    const text = readField(error, 'shortMessage');
    if (typeof text === 'string') return text;
  }
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

/**
 * Any failure as a catalogue error, for state: one of this copy's walletport errors as it is, another
 * copy's rebuilt as this copy's, anything else as UNEXPECTED_ERROR. Views show an error's short text,
 * and a foreign error's own text is for developers (viem's runs to the request's arguments and the
 * library's version), so it goes to the details and the cause, which telemetry and the console read.
 */
export function asWalletportError(cause: unknown): WalletportError {
  return ownCopy(cause) ?? catalogueError('UNEXPECTED_ERROR', { cause, details: userFacingMessage(cause) });
}

/**
 * The error a failed command leaves in state: a walletport error as this copy's own (its words the
 * catalogue's, `asWalletportError`), anything else as `fallback`'s entry with the failure as its cause.
 */
export function walletportErrorOr(cause: unknown, fallback: ErrorCode, options: Omit<CatalogueErrorOptions, 'cause'> = {}): WalletportError {
  return WalletportError.is(cause) ? asWalletportError(cause) : catalogueError(fallback, { ...options, cause });
}

/** The error a failed connect leaves in state: the catalogue's text for rejections and known failures. */
export function connectError(cause: unknown): WalletportError {
  // Rebuilt as this copy's own error: a wallet can reject with anything, and views read this freely.
  if (WalletportError.is(cause)) return asWalletportError(cause);
  if (isUserRejection(cause)) return catalogueError('USER_REJECTED', { cause });
  return catalogueError('CONNECTION_FAILED', { cause, details: userFacingMessage(cause) });
}

/**
 * A walletport error as an instance of this copy. One from elsewhere (another copy, another window, or a
 * forgery) is rebuilt from a single read of its fields: views read state errors freely, and a value
 * whose getters throw must not take them down later. Its words are the catalogue's (`foreignText`).
 */
function ownCopy(cause: unknown): WalletportError | undefined {
  if (WalletportError.isOwn(cause)) return cause;
  if (!WalletportError.is(cause)) return undefined;
  try {
    const { code, shortMessage, details } = cause as { code?: unknown; shortMessage?: unknown; details?: unknown };
    if (typeof code !== 'string' || !Object.hasOwn(ERRORS, code)) return undefined;
    const known = code as ErrorCode;
    return new WalletportError({
      code: known,
      shortMessage: foreignText(known, shortMessage),
      category: ERRORS[known].category,
      ...(typeof details === 'string' ? { details } : {}),
      cause,
    });
  } catch {
    return undefined;
  }
}

/** A blank of a catalogue text, such as `{seconds}`. */
const BLANK = /\{\w+\}/g;

/** A number as a blank of another copy's text holds it: `12`, `-32005`, `0.5`. */
const NUMBER = '-?[0-9]{1,15}(?:\\.[0-9]{1,6})?';

const escapedForRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words a walletport error from elsewhere may keep. Its brand is a global symbol any script in the
 * page can forge (an injected wallet rejecting a request, say), and a view shows an error's text as
 * walletport's own: so the text kept is the catalogue's for its code, and the error's own only where it
 * is that text with numbers in the blanks (another copy's 'Please try again after 12 seconds'). Other
 * blanks read '…'; a text that is nothing but blanks reads as UNEXPECTED_ERROR's.
 */
function foreignText(code: ErrorCode, text: unknown): string {
  const template = ERRORS[code].message;
  const fixed = template.split(BLANK);
  if (fixed.length === 1) return template;
  if (typeof text === 'string' && new RegExp(`^${fixed.map(escapedForRegExp).join(NUMBER)}$`).test(text)) return text;
  return /\p{L}/u.test(fixed.join('')) ? template.replace(BLANK, '…') : ERRORS.UNEXPECTED_ERROR.message;
}
