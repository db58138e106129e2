import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_RETRY_AFTER_MS, backoffDelay, isRetryable, nextRetryDelay, parseRetryAfter, rpcErrorCode } from './retry-policy.ts';

describe('retry policy (Request retry)', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryable({ kind: 'http', status })).toBe(true);
  });

  it.each([400, 401, 404, 409, 422, 501])('does not retry HTTP %i', (status) => {
    expect(isRetryable({ kind: 'http', status })).toBe(false);
  });

  it.each([-1, -32005, -32603])('retries RPC code %i', (code) => {
    expect(isRetryable({ kind: 'rpc', code })).toBe(true);
  });

  it('does not retry other RPC codes or unknown failures', () => {
    expect(isRetryable({ kind: 'rpc', code: 4001 })).toBe(false);
    expect(isRetryable({ kind: 'rpc', code: -32000 })).toBe(false);
    expect(isRetryable({ kind: 'other' })).toBe(false);
  });

  it('doubles from 150 ms and stops after 3 retries', () => {
    const failure = { kind: 'http', status: 503 } as const;
    expect([0, 1, 2, 3].map((attempt) => nextRetryDelay(attempt, failure))).toEqual([150, 300, 600, undefined]);
    expect(backoffDelay(0)).toBe(150);
  });

  it('honours Retry-After up to 10 s and fails at once beyond it (an hour, or past what a timer holds)', () => {
    expect(nextRetryDelay(0, { kind: 'http', status: 429, retryAfterMs: MAX_RETRY_AFTER_MS })).toBe(10_000);
    expect(nextRetryDelay(0, { kind: 'http', status: 429, retryAfterMs: 3_600_000 })).toBeUndefined();
    expect(nextRetryDelay(0, { kind: 'http', status: 503, retryAfterMs: 2 ** 40 })).toBeUndefined();
  });

  it('prefers Retry-After over the backoff', () => {
    expect(nextRetryDelay(0, { kind: 'http', status: 429, retryAfterMs: 2000 })).toBe(2000);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('never retries more than the retry count, whatever the failure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 100 }), fc.integer({ min: 100, max: 599 }), (attempt, status) => {
        expect(nextRetryDelay(attempt, { kind: 'http', status })).toBeUndefined();
      }),
    );
  });

  it('reads a JSON-RPC error code from a body', () => {
    expect(rpcErrorCode({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'limit' } })).toBe(-32005);
    expect(rpcErrorCode({ result: '0x1' })).toBeUndefined();
    expect(rpcErrorCode('oops')).toBeUndefined();
  });
});
