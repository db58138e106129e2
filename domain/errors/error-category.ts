import type { ErrorCategory } from './catalogue-entry.ts';

/** The controller a wrapped error came from (spec §8: "transactions" is an API error, the rest internal). */
export type ErrorSource = 'transactions' | 'connection' | 'network' | 'account' | 'modal' | 'send' | 'names' | 'siwx' | 'other';

export function categoryForSource(source: ErrorSource): ErrorCategory {
  return source === 'transactions' ? 'API_ERROR' : 'INTERNAL_SDK_ERROR';
}
