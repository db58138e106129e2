/** Spec §9 cache lifetimes of the stored caches. */
export const CACHE_LIFETIMES_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const;

/** Spec §9: a failed balance fetch is not retried for 30 s. */
export const BALANCE_RETRY_GATE_MS = 30_000;

export interface TimedEntry<T> {
  readonly timestamp: number;
  readonly value: T;
}

/** A cache entry is fresh while younger than its lifetime; entries from the future are not trusted. */
export function isFresh(entry: { readonly timestamp: number } | undefined, now: number, lifetimeMs: number): boolean {
  if (entry === undefined) return false;
  const age = now - entry.timestamp;
  return age >= 0 && age < lifetimeMs;
}
