import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** The rules of the one-time codes mailed for e-mail login. Times are milliseconds since the epoch. */
export const OTP_DIGITS = 6;
export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MS = 15 * 60_000;
/** Spec §9: e-mail login cooldown 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

/** A stored code as the rules need it (the code itself is never stored, only its hash). */
export interface StoredOtp {
  /** The device key that asked for the code: the only one that may enter it (null: a code from before). */
  readonly deviceKey?: string | null;
  readonly expiresAt: number;
  readonly attempts: number;
  readonly createdAt: number;
  readonly lockedUntil: number | null;
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

/** Why a new code may not be sent now, or undefined when it may. */
export function refuseNewCode(existing: StoredOtp | undefined, now: number): WalletportError | undefined {
  if (existing === undefined) return undefined;
  const locked = lockError(existing, now);
  if (locked !== undefined) return locked;
  const waitMs = existing.createdAt + EMAIL_LOGIN_COOLDOWN_MS - now;
  if (waitMs > 0) return catalogueError('EMAIL_LOGIN_COOLDOWN', { params: { seconds: Math.ceil(waitMs / 1000) } });
  return undefined;
}

/**
 * Why a stored code cannot be tried now, or undefined when it can. A code that used up its attempts
 * stays dead after the lock ends: the visitor must ask for a new one.
 */
export function refuseAttempt(existing: StoredOtp | undefined, now: number): WalletportError | undefined {
  if (existing === undefined) return catalogueError('OTP_EXPIRED');
  const locked = lockError(existing, now);
  if (locked !== undefined) return locked;
  if (existing.expiresAt <= now || existing.attempts >= OTP_MAX_ATTEMPTS) return catalogueError('OTP_EXPIRED');
  return undefined;
}

/** The error for a wrong code, given the attempts counted so far (this one included). */
export function wrongCodeError(attempts: number): WalletportError {
  return attempts >= OTP_MAX_ATTEMPTS ? lockedFor(OTP_LOCK_MS) : catalogueError('OTP_INVALID');
}

function lockError(existing: StoredOtp, now: number): WalletportError | undefined {
  return existing.lockedUntil !== null && existing.lockedUntil > now ? lockedFor(existing.lockedUntil - now) : undefined;
}

function lockedFor(ms: number): WalletportError {
  return catalogueError('OTP_LOCKED', { params: { minutes: Math.ceil(ms / 60_000) } });
}
