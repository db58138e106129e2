/**
 * The request retry policy (up to 3 retries, 150 ms doubling, Retry-After honoured) as pure functions:
 * which failures are retried, how often and after how long. Time is passed in, so callers drive it with any clock.
 */
export const RETRY_DEFAULTS = { retries: 3, baseDelayMs: 150 } as const;

export const RETRYABLE_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];
export const RETRYABLE_RPC_CODES: readonly number[] = [-1, -32005, -32603];

export interface RetryOptions {
  readonly retries: number;
  readonly baseDelayMs: number;
}

/** What went wrong with one attempt, as far as the policy cares. */
export type AttemptFailure =
  | { readonly kind: 'http'; readonly status: number; readonly retryAfterMs?: number | undefined }
  | { readonly kind: 'rpc'; readonly code: number }
  | { readonly kind: 'other' };

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_HTTP_STATUSES.includes(status);
}

export function isRetryableRpcCode(code: number): boolean {
  return RETRYABLE_RPC_CODES.includes(code);
}

export function isRetryable(failure: AttemptFailure): boolean {
  if (failure.kind === 'http') return isRetryableStatus(failure.status);
  if (failure.kind === 'rpc') return isRetryableRpcCode(failure.code);
  return false;
}

/**
 * Retry-After as milliseconds from `nowMs`: either delta-seconds ("2") or an HTTP date. Absent,
 * malformed or past values give undefined, so the caller falls back to the backoff.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  const delta = date - nowMs;
  return delta >= 0 ? delta : undefined;
}

/** 150 ms, 300 ms, 600 ms… for attempt 0, 1, 2 (the attempt that just failed). */
export function backoffDelay(attempt: number, options: RetryOptions = RETRY_DEFAULTS): number {
  return options.baseDelayMs * 2 ** attempt;
}

/**
 * The longest Retry-After honoured. A server asking for more (an hour, or a value past what a timer
 * can hold) gets no wait at all: the request fails now, so the view shows its error and a retry
 * instead of loading for as long as the server says.
 */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * The delay before the next attempt, or undefined when the failure is final: not retryable,
 * `attempt` (0-based, the one that failed) has used up the retries, or Retry-After is past the cap.
 */
export function nextRetryDelay(attempt: number, failure: AttemptFailure, options: RetryOptions = RETRY_DEFAULTS): number | undefined {
  if (attempt >= options.retries || !isRetryable(failure)) return undefined;
  if (failure.kind === 'http' && failure.retryAfterMs !== undefined) return failure.retryAfterMs <= MAX_RETRY_AFTER_MS ? failure.retryAfterMs : undefined;
  return backoffDelay(attempt, options);
}

/** A JSON-RPC error code inside a response body, if the body is a JSON-RPC error. */
export function rpcErrorCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}
