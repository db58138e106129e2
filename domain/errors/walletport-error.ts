/** Category reported to error telemetry (spec §8: default INTERNAL_SDK_ERROR, transactions API_ERROR). */
export type ErrorCategory = 'INTERNAL_SDK_ERROR' | 'API_ERROR' | 'USER_REJECTED' | 'CONFIGURATION' | 'VALIDATION';

const BRAND = Symbol.for('walletport.error');

export interface WalletportErrorInit {
  readonly code: string;
  readonly shortMessage: string;
  readonly category?: ErrorCategory;
  readonly details?: string;
  readonly cause?: unknown;
}

/**
 * The one base error. Branded with a global symbol so `WalletportError.is` still recognises an error
 * created by another copy of the library (or rebuilt after crossing a window boundary).
 */
export class WalletportError extends Error {
  readonly code: string;
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

  static is(value: unknown): value is WalletportError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  /** Visits this error and every `cause` below it, stopping at the first match. */
  walk(predicate: (error: unknown) => boolean = () => false): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current !== undefined && current !== null && !seen.has(current)) {
      if (predicate(current)) return current;
      seen.add(current);
      const next: unknown = (current as { cause?: unknown }).cause;
      if (next === undefined || next === null) return current;
      current = next;
    }
    return current;
  }
}
