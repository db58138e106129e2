import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../../domain/errors/walletport-error.ts';

/** The rules of the one-time codes mailed for e-mail login. Times are milliseconds since the epoch. */
export const OTP_DIGITS = 6;
export const OTP_LIFETIME_MS = 10 * 60_000;
/**
 * Wrong codes are counted per e-mail (per user for a change of e-mail), not per code: this many within
 * OTP_FAILURE_WINDOW_MS lock the e-mail for OTP_LOCK_MS, whatever new codes were asked for meanwhile.
 */
export const OTP_MAX_FAILURES = 5;
export const OTP_FAILURE_WINDOW_MS = 15 * 60_000;
/** Longer than a code lives, so every code pending when a lock-out begins has expired when it ends. */
export const OTP_LOCK_MS = 15 * 60_000;
/** The embedded wallet's e-mail login cooldown: 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

/** A stored code as the rules need it (the code itself is never stored, only its hash). */
export interface StoredOtp {
  /** The device key that asked for the code: the only one that may enter it (null: a code from before). */
  readonly deviceKey?: string | null;
  readonly expiresAt: number;
  readonly createdAt: number;
}

/** Six uniformly random digits, leading zeros kept. */
export function generateOtp(randomBelow: (max: number) => number = (max) => randomInt(max)): string {
  return String(randomBelow(10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/**
 * HMAC-SHA256 of the code under a server secret. The e-mail is part of the input so equal codes of two
 * people hash differently; the secret keeps a leaked table from being brute-forced over a million codes.
 */
export function hashOtp(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of a typed code against the stored hash. */
export function otpMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const typed = Buffer.from(hashOtp(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/** Why a new code may not be sent now (the cooldown), or undefined when it may. */
export function refuseNewCode(existing: StoredOtp | undefined, now: number): WalletportError | undefined {
  if (existing === undefined) return undefined;
  const waitMs = existing.createdAt + EMAIL_LOGIN_COOLDOWN_MS - now;
  if (waitMs > 0) return catalogueError('EMAIL_LOGIN_COOLDOWN', { params: { seconds: Math.ceil(waitMs / 1000) } });
  return undefined;
}

/** Whether a stored code can still be entered at `now`. */
export function isUsable(existing: StoredOtp | undefined, now: number): existing is StoredOtp {
  return existing !== undefined && existing.expiresAt > now;
}

/** The error for a wrong code, given the failures in the window so far (this one included). */
export function wrongCodeError(failures: number): WalletportError {
  return failures >= OTP_MAX_FAILURES ? lockedFor(OTP_LOCK_MS) : catalogueError('OTP_INVALID');
}

/** The error while a lock-out lasts, with the minutes left rounded up. */
export function lockedFor(ms: number): WalletportError {
  return catalogueError('OTP_LOCKED', { params: { minutes: Math.max(1, Math.ceil(ms / 60_000)) } });
}
