import { fillMessage, type CatalogueEntry } from './catalogue-entry.ts';
import type { ErrorCode } from './entries.ts';
import { WalletportError } from './walletport-error.ts';

export interface CatalogueErrorOptions {
  readonly cause?: unknown;
  readonly details?: string;
  /** Values for the entry's `{placeholder}`s, e.g. `{ seconds: 12 }`. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The error of one catalogue entry, its text filled in. */
export function errorFromEntry(entry: CatalogueEntry & { readonly code: ErrorCode }, options: CatalogueErrorOptions = {}): WalletportError {
  return new WalletportError({
    code: entry.code,
    shortMessage: fillMessage(entry.message, options.params),
    category: entry.category,
    ...(options.cause === undefined ? {} : { cause: options.cause }),
    ...(options.details === undefined ? {} : { details: options.details }),
  });
}
