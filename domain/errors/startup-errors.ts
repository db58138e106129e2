import { errorFromEntry, type CatalogueErrorOptions } from './error-from-entry.ts';
import { STARTUP_ERRORS } from './startup-entries.ts';
import type { WalletportError } from './walletport-error.ts';

export type StartupErrorCode = keyof typeof STARTUP_ERRORS;

/** `catalogueError` for the entries the first script can throw, without loading the rest of the catalogue. */
export function startupError(code: StartupErrorCode, options: CatalogueErrorOptions = {}): WalletportError {
  return errorFromEntry(STARTUP_ERRORS[code], options);
}
