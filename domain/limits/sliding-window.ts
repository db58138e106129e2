/** At most 5 error events per 60 s reach telemetry. */
export const TELEMETRY_LIMIT: SlidingWindowLimit = { max: 5, windowMs: 60_000 };

export interface SlidingWindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

export interface Admission {
  readonly admitted: boolean;
  /** Times of the admitted events still inside the window; hand it to the next call. */
  readonly window: readonly number[];
}

/** Admits an event at `now` if fewer than `max` were admitted in the last `windowMs`. */
export function admit(window: readonly number[], now: number, limit: SlidingWindowLimit): Admission {
  const recent = window.filter((time) => now - time < limit.windowMs);
  if (recent.length >= limit.max) return { admitted: false, window: recent };
  return { admitted: true, window: [...recent, now] };
}
