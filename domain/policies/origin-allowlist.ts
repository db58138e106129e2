import { DEFAULT_ALLOWED_ANCESTORS } from '../constants/embedded-wallet.ts';

/**
 * The page origin must match the project's allowed-origins list (wildcards allowed) for e-mail and
 * social features. A `*` matches any run of characters except '/'; patterns are compared whole and
 * case-insensitively. No regex is built from the pattern, so a hostile pattern cannot blow up.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const target = origin.toLowerCase();
  return allowed.some((pattern) => typeof pattern === 'string' && matchesWildcard(pattern.toLowerCase(), target));
}

/** Linear-time glob match (two pointers with backtracking to the last star). */
function matchesWildcard(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      mark = t;
      p += 1;
    } else if (star !== -1 && text[mark] !== '/') {
      p = star + 1;
      mark += 1;
      t = mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

export type OriginVerdict = 'allowed' | 'denied' | 'unknown';

/**
 * The verdict on a page origin: the project's list plus the default ancestors. `undefined` (the list could
 * not be fetched) is 'unknown', never 'denied': a failed fetch must not raise a false alert.
 */
export function verifyOrigin(origin: string, allowed: readonly string[] | undefined): OriginVerdict {
  if (allowed === undefined) return 'unknown';
  return isOriginAllowed(origin, [...allowed, ...DEFAULT_ALLOWED_ANCESTORS]) ? 'allowed' : 'denied';
}
