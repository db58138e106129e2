import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CACHE_LIFETIMES_MS, isBalanceRetryAllowed, isCacheFresh } from './cache-lifetimes.ts';
import { PAIRING_EXPIRY_MS, isPairingExpired, pairingExpiresAt } from './pairing-expiry.ts';
import { isOriginAllowed } from './origin-allowlist.ts';

describe('cache lifetimes', () => {
  it('are portfolio 30 s, native balance 30 s, name 5 min, identity 5 min', () => {
    expect(CACHE_LIFETIMES_MS).toEqual({ portfolio: 30_000, nativeBalance: 30_000, name: 300_000, identity: 300_000 });
  });
  it('are fresh strictly inside the lifetime', () => {
    expect(isCacheFresh('portfolio', 0, 29_999)).toBe(true);
    expect(isCacheFresh('portfolio', 0, 30_000)).toBe(false);
    expect(isCacheFresh('name', 0, 299_999)).toBe(true);
    expect(isCacheFresh('identity', 10, 5)).toBe(false);
  });
  it('gates balance retries for 30 s after a failure', () => {
    expect(isBalanceRetryAllowed(undefined, 0)).toBe(true);
    expect(isBalanceRetryAllowed(1_000, 30_999)).toBe(false);
    expect(isBalanceRetryAllowed(1_000, 31_000)).toBe(true);
  });
});

describe('pairing expiry (4 minutes, expired at 10 s or less left)', () => {
  it('expires 4 minutes after creation', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000);
    expect(pairingExpiresAt(1_000)).toBe(241_000);
  });
  it('counts exactly 10 s left as expired, 10.001 s as not', () => {
    expect(isPairingExpired(20_000, 10_000)).toBe(true);
    expect(isPairingExpired(20_001, 10_000)).toBe(false);
    expect(isPairingExpired(undefined, 0)).toBe(true);
  });
});

describe('allowed origins (wildcards allowed)', () => {
  it('matches exact origins and wildcards, case-insensitively', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(isOriginAllowed('https://App.Example.com', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true);
    expect(isOriginAllowed('https://evil.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://example.com.evil.com', ['https://example.com'])).toBe(false);
    expect(isOriginAllowed('https://a.example.com/x', ['https://*.example.com'])).toBe(false);
  });
  it('runs in bounded time on hostile patterns', () => {
    const started = performance.now();
    expect(isOriginAllowed(`https://${'a'.repeat(5_000)}b`, [`https://${'*a'.repeat(200)}c`])).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (origin, allowed) => typeof isOriginAllowed(origin, allowed) === 'boolean'));
  });
});
