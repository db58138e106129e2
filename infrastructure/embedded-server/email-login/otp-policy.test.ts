import { describe, expect, it } from 'vitest';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import {
  EMAIL_LOGIN_COOLDOWN_MS, generateOtp, hashOtp, isUsable, lockedFor, OTP_LIFETIME_MS, OTP_LOCK_MS, otpMatches, refuseNewCode,
  wrongCodeError, type StoredOtp,
} from './otp-policy.ts';

const SECRET = 'otp-secret-of-at-least-32-characters!';
const T0 = Date.UTC(2025, 0, 1);
const fresh: StoredOtp = { createdAt: T0, expiresAt: T0 + OTP_LIFETIME_MS };

function codeAndText(error: unknown): [string, string] {
  expect(WalletportError.is(error)).toBe(true);
  const walletportError = error as WalletportError;
  return [walletportError.code, walletportError.shortMessage];
}

describe('one-time code rules', () => {
  it('codes are six digits, keeping leading zeros, drawn below one million', () => {
    let asked = 0;
    expect(generateOtp((max) => { asked = max; return 42; })).toBe('000042');
    expect(asked).toBe(1_000_000);
    for (let index = 0; index < 50; index += 1) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('stores an HMAC that depends on the secret and the e-mail, never the code', () => {
    const hash = hashOtp(SECRET, 'a@example.test', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashOtp(SECRET, 'b@example.test', '123456')).not.toBe(hash);
    expect(hashOtp(`${SECRET}x`, 'a@example.test', '123456')).not.toBe(hash);
    expect(otpMatches(SECRET, 'a@example.test', '123456', hash)).toBe(true);
    expect(otpMatches(SECRET, 'a@example.test', '123457', hash)).toBe(false);
    expect(otpMatches(SECRET, 'b@example.test', '123456', hash)).toBe(false);
    expect(otpMatches(SECRET, 'a@example.test', '123456', hash.slice(2))).toBe(false);
  });

  it('a new code waits out the 30 s cooldown, with the seconds left rounded up', () => {
    expect(refuseNewCode(undefined, T0)).toBeUndefined();
    expect(codeAndText(refuseNewCode(fresh, T0 + 1))).toEqual(['EMAIL_LOGIN_COOLDOWN', 'Please try again after 30 seconds']);
    expect(codeAndText(refuseNewCode(fresh, T0 + 10_500))[1]).toBe('Please try again after 20 seconds');
    expect(codeAndText(refuseNewCode(fresh, T0 + EMAIL_LOGIN_COOLDOWN_MS - 1))[1]).toBe('Please try again after 1 seconds');
    expect(refuseNewCode(fresh, T0 + EMAIL_LOGIN_COOLDOWN_MS)).toBeUndefined();
  });

  it('a lock-out answers the minutes left, rounded up, and at least one', () => {
    expect(codeAndText(lockedFor(OTP_LOCK_MS - 60_000))).toEqual(['OTP_LOCKED', 'Too many attempts. Try again in 14 minutes.']);
    expect(codeAndText(lockedFor(60_001))[1]).toBe('Too many attempts. Try again in 2 minutes.');
    expect(codeAndText(lockedFor(1))[1]).toBe('Too many attempts. Try again in 1 minutes.');
    expect(codeAndText(lockedFor(0))[1]).toBe('Too many attempts. Try again in 1 minutes.');
  });

  it('a code can be entered while fresh, not once it expired, and it outlives no lock-out', () => {
    expect(isUsable(fresh, T0 + OTP_LIFETIME_MS - 1)).toBe(true);
    expect(isUsable(fresh, T0 + OTP_LIFETIME_MS)).toBe(false);
    expect(isUsable(undefined, T0)).toBe(false);
    // A lock-out can begin at the latest as the code is about to expire, and lasts longer than that.
    expect(OTP_LOCK_MS).toBeGreaterThan(OTP_LIFETIME_MS);
  });

  it('the fifth failure in the window locks for 15 minutes; earlier ones just say the code is wrong', () => {
    expect(codeAndText(wrongCodeError(1))).toEqual(['OTP_INVALID', 'Invalid code. Please try again.']);
    expect(codeAndText(wrongCodeError(4))[0]).toBe('OTP_INVALID');
    expect(codeAndText(wrongCodeError(5))).toEqual(['OTP_LOCKED', 'Too many attempts. Try again in 15 minutes.']);
  });
});
