import { defineEntry } from './catalogue-entry.ts';

/** Snackbars. The transaction fetch failure is reported to telemetry as an API error. */
export const SNACKBARS = {
  TOKEN_BALANCE_UNAVAILABLE: defineEntry('snackbar', 'TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable', 'API_ERROR',
    { variant: 'error' }),
  FAILED_TO_FETCH_TRANSACTIONS: defineEntry('snackbar', 'FAILED_TO_FETCH_TRANSACTIONS', 'Failed to fetch transactions',
    'API_ERROR', { variant: 'error' }),
  AUTHENTICATING: defineEntry('snackbar', 'AUTHENTICATING', 'Authenticating...', 'INTERNAL_SDK_ERROR', { variant: 'loading' }),
} as const;
