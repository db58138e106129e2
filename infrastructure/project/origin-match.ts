/** Spec §9 default allowed ancestors of the secure frame: localhost on any port and the preview hosts. */
export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
];

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
