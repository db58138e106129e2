import { DEFAULT_ALLOWED_ANCESTORS } from '../../domain/constants/embedded-wallet.ts';

export { DEFAULT_ALLOWED_ANCESTORS };

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** Whether the page origin matches one of the patterns (`*` spans one label or a port, never a slash). */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalised = origin.trim().toLowerCase().replace(/\/+$/, '');
  if (normalised === '' || normalised === 'null') return false;
  return patterns.some((pattern) => pattern.trim() !== '' && patternToRegExp(pattern).test(normalised));
}

export type OriginVerdict = 'allowed' | 'denied' | 'unknown';

/** 'unknown' when the list could not be fetched: the caller must not raise an invalid-configuration alert then. */
export function verifyOrigin(origin: string, allowed: readonly string[] | undefined): OriginVerdict {
  if (allowed === undefined) return 'unknown';
  return isOriginAllowed(origin, [...allowed, ...DEFAULT_ALLOWED_ANCESTORS]) ? 'allowed' : 'denied';
}
