import type { ErrorCategory } from './catalogue-entry.ts';
import type { ErrorCode } from './entries.ts';

export type { ErrorCategory } from './catalogue-entry.ts';

const BRAND = Symbol.for('walletport.error');

export interface WalletportErrorInit {
  readonly code: ErrorCode;
  readonly shortMessage: string;
  readonly category?: ErrorCategory;
  readonly details?: string | undefined;
  readonly cause?: unknown;
}

/**
 * The one base error: a catalogue code, the short text a view shows, the telemetry category, and
 * the cause chain. Branded with a global symbol so `WalletportError.is` still recognises an error
 * created by another copy of the library (or rebuilt after crossing a window boundary).
 */
export class WalletportError extends Error {
  readonly code: ErrorCode;
  readonly shortMessage: string;
  readonly category: ErrorCategory;
  readonly details: string | undefined;
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
  }

  /** True for any walletport error (of this copy or another), and when given, of that catalogue code. */
  static is(value: unknown, code?: ErrorCode): value is WalletportError {
    if (typeof value !== 'object' || value === null) return false;
    try {
      if ((value as Record<symbol, unknown>)[BRAND] !== true) return false;
      return code === undefined || (value as { code?: unknown }).code === code;
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
      current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
    }
    return undefined;
  }
}
