import type { ErrorCategory } from './catalogue-entry.ts';
import { isKnownCatalogueCode } from './catalogue-codes.ts';
import type { ErrorCode } from './entries.ts';

export type { ErrorCategory } from './catalogue-entry.ts';

const BRAND = Symbol.for('walletport.error');

/** Errors made by this copy's constructor: membership is checked without reading the value, so no trap can run. */
const CREATED = new WeakSet<object>();

/** What a `WalletportError` is made from (`new WalletportError({ code, shortMessage })`). */
export interface WalletportErrorInit {
  /** The error catalogue's code (see the error catalogue page). */
  readonly code: ErrorCode;
  /** The short text a view shows, usually the catalogue entry's message. */
  readonly shortMessage: string;
  /** The telemetry category; `INTERNAL_SDK_ERROR` when absent. */
  readonly category?: ErrorCategory;
  /** More about this occurrence, appended to `message` after a blank line. */
  readonly details?: string | undefined;
  /** The error this one wraps, kept as the standard `cause`. */
  readonly cause?: unknown;
}

/**
 * The one base error: a catalogue code, the short text a view shows, the telemetry category, and
 * the cause chain. Branded with a global symbol so `WalletportError.is` still recognises an error
 * created by another copy of the library (or rebuilt after crossing a window boundary).
 */
export class WalletportError extends Error {
  /** The error catalogue's code, e.g. `USER_REJECTED`; the one field to branch on. */
  readonly code: ErrorCode;
  /** The short text a view shows, without the details. */
  readonly shortMessage: string;
  /** The telemetry category: `USER_REJECTED` when the visitor declined, `API_ERROR` for a remote service, … */
  readonly category: ErrorCategory;
  /** More about this occurrence (the wallet's own message, the field at fault); undefined when nothing more is known. */
  readonly details: string | undefined;
  /** The brand by which `WalletportError.is` recognises an error of any copy of the library; always true. */
  readonly [BRAND] = true;

  constructor(init: WalletportErrorInit) {
    super(init.details ? `${init.shortMessage}\n\nDetails: ${init.details}` : init.shortMessage, {
      cause: init.cause,
    });
    this.name = 'WalletportError';
    this.code = init.code;
    this.shortMessage = init.shortMessage;
    this.category = init.category ?? 'INTERNAL_SDK_ERROR';
    this.details = init.details;
    CREATED.add(this);
  }

  /** True only for an error this copy of the library created: safe to read, whatever the value is. */
  static isOwn(value: unknown): value is WalletportError {
    return typeof value === 'object' && value !== null && CREATED.has(value);
  }

  /** True for any walletport error (of this copy or another), and when given, of that catalogue code. */
  static is(value: unknown, code?: ErrorCode): value is WalletportError {
    if (typeof value !== 'object' || value === null) return false;
    if (CREATED.has(value)) return code === undefined || (value as WalletportError).code === code;
    try {
      if ((value as Record<symbol, unknown>)[BRAND] !== true) return false;
      // The brand symbol is global, so anyone can forge it: the code must be one of the catalogue's too,
      // as views look it up there.
      const own = (value as { code?: unknown }).code;
      if (typeof own !== 'string' || !isKnownCatalogueCode(own)) return false;
      return code === undefined || own === code;
    } catch {
      return false; // a hostile object whose getters throw is simply not ours
    }
  }

  /** The first error in this one's cause chain (itself included) that matches, or undefined. */
  walk(predicate: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current !== undefined && current !== null && !seen.has(current)) {
      if (predicate(current)) return current;
      seen.add(current);
      current = causeOf(current);
    }
    return undefined;
  }
}

/** The next link of a cause chain; a link whose `cause` cannot be read (a throwing getter, a proxy) ends it. */
function causeOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as { cause?: unknown }).cause;
  } catch {
    return undefined;
  }
}
