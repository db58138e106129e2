import { MINUTE_MS, SECOND_MS } from '../constants/timing.ts';

/** Cache lifetimes. */
export const CACHE_LIFETIMES_MS = {
  portfolio: 30 * SECOND_MS,
  nativeBalance: 30 * SECOND_MS,
  name: 5 * MINUTE_MS,
  identity: 5 * MINUTE_MS,
} as const;

export type CacheKind = keyof typeof CACHE_LIFETIMES_MS;

/** A cached value stays fresh for its lifetime; one stamped in the future (clock skew) counts as stale. */
export function isCacheFresh(kind: CacheKind, cachedAt: number, now: number): boolean {
  if (!Number.isFinite(cachedAt) || !Number.isFinite(now) || cachedAt > now) return false;
  return now - cachedAt < CACHE_LIFETIMES_MS[kind];
}

/** After a failed balance fetch, no new fetch for 30 s. */
export function isBalanceRetryAllowed(lastFailureAt: number | undefined, now: number, gateMs = 30 * SECOND_MS): boolean {
  return lastFailureAt === undefined || !Number.isFinite(lastFailureAt) || now - lastFailureAt >= gateMs;
}

/**
 * After a failed prefetch of the wallet directory's featured and recommended lists, opening the modal
 * again asks no sooner than 30 s later: a directory that is down (or a visitor offline) is not asked on
 * every open, and the lists simply stay empty meanwhile (All Wallets still asks on its own).
 */
export function isDirectoryPrefetchAllowed(lastFailureAt: number | undefined, now: number): boolean {
  return isBalanceRetryAllowed(lastFailureAt, now);
}
