import { randomUUID } from 'node:crypto';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { SqlDatabase } from './database.ts';
import { lockedFor, OTP_FAILURE_WINDOW_MS, OTP_LOCK_MS, OTP_MAX_FAILURES, wrongCodeError } from './otp-policy.ts';

/**
 * The lock-out of the one-time codes, per subject: an e-mail for the login, a user for the change of
 * e-mail. Wrong codes are rows of otp_failures counted in a sliding window, apart from the codes, so
 * asking for a new code resets nothing. Times are milliseconds since the epoch, from the service's clock.
 */
export const loginSubject = (email: string) => `login:${email}`;
export const emailUpdateSubject = (userId: string) => `email-update:${userId}`;

/** An attempt counted as a failure until its code is known to be right (or there was none to compare). */
export interface OtpAttempt {
  /** The code was right, or there was no code to compare: the attempt is no failure. */
  withdraw(): Promise<void>;
  /** The code was wrong: the error to answer, after locking the subject if this was the last failure allowed. */
  failed(): Promise<WalletportError>;
}

export interface OtpLockout {
  /** OTP_LOCKED while the subject is locked out, else undefined. */
  refusal(subject: string, at: number): Promise<WalletportError | undefined>;
  /** Counts an attempt before its code is compared; throws OTP_LOCKED when no attempt is allowed now. */
  attempt(subject: string, at: number): Promise<OtpAttempt>;
}

/** How many attempts between two sweeps of the failures and lock-outs no longer counted. */
const HOUSEKEEPING_EVERY = 100;

export function createOtpLockout(db: SqlDatabase): OtpLockout {
  let sinceHousekeeping = 0;

  /**
   * One transaction holding the subject's row of otp_lockouts: parallel attempts, on this server or
   * another, count one after the other, so they cannot all see four failures and all go ahead.
   */
  const reserve = (subject: string, at: number) => db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked_until: Date | null }>(
      `INSERT INTO otp_lockouts (subject, locked_until) VALUES ($1, NULL)
       ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject RETURNING locked_until`, [subject]);
    const lockedUntil = rows[0]?.locked_until?.getTime() ?? null;
    if (lockedUntil !== null && lockedUntil > at) return { refusal: lockedFor(lockedUntil - at) };
    // The failures that caused the last lock-out were paid for by it: after it, the count starts again.
    const countFrom = Math.max(at - OTP_FAILURE_WINDOW_MS, lockedUntil ?? Number.NEGATIVE_INFINITY);
    const counted = await tx.query<{ failures: number; oldest: Date | null }>(
      'SELECT count(*)::int AS failures, min(failed_at) AS oldest FROM otp_failures WHERE subject = $1 AND failed_at > $2',
      [subject, new Date(countFrom)]);
    const { failures = 0, oldest = null } = counted.rows[0] ?? {};
    // The last failure allowed is being compared (or its server died before locking): wait for the window.
    if (failures >= OTP_MAX_FAILURES) return { refusal: lockedFor((oldest?.getTime() ?? at) + OTP_FAILURE_WINDOW_MS - at) };
    const id = randomUUID();
    await tx.query('INSERT INTO otp_failures (id, subject, failed_at) VALUES ($1, $2, $3)', [id, subject, new Date(at)]);
    return { id, failures: failures + 1 };
  });

  async function sweep(at: number): Promise<void> {
    sinceHousekeeping += 1;
    if (sinceHousekeeping < HOUSEKEEPING_EVERY) return;
    sinceHousekeeping = 0;
    const windowStart = new Date(at - OTP_FAILURE_WINDOW_MS);
    await db.query('DELETE FROM otp_failures WHERE failed_at <= $1', [windowStart]);
    await db.query(
      `DELETE FROM otp_lockouts WHERE (locked_until IS NULL OR locked_until <= $1)
       AND NOT EXISTS (SELECT 1 FROM otp_failures WHERE otp_failures.subject = otp_lockouts.subject)`, [new Date(at)]);
  }

  return {
    async refusal(subject, at) {
      const { rows } = await db.query<{ locked_until: Date | null }>('SELECT locked_until FROM otp_lockouts WHERE subject = $1', [subject]);
      const lockedUntil = rows[0]?.locked_until?.getTime() ?? null;
      return lockedUntil !== null && lockedUntil > at ? lockedFor(lockedUntil - at) : undefined;
    },

    async attempt(subject, at) {
      await sweep(at);
      const reserved = await reserve(subject, at);
      if ('refusal' in reserved) throw reserved.refusal;
      let settled = false;
      const settle = () => {
        if (settled) throw catalogueError('UNKNOWN', { details: 'An attempt at a code was settled twice.' });
        settled = true;
      };
      return {
        async withdraw() {
          settle();
          await db.query('DELETE FROM otp_failures WHERE id = $1', [reserved.id]);
        },
        async failed() {
          settle();
          if (reserved.failures >= OTP_MAX_FAILURES) {
            await db.query('UPDATE otp_lockouts SET locked_until = $2 WHERE subject = $1', [subject, new Date(at + OTP_LOCK_MS)]);
          }
          return wrongCodeError(reserved.failures);
        },
      };
    },
  };
}
