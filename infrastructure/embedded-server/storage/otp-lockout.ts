import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../../domain/errors/walletport-error.ts';
import type { SqlDatabase } from './database.ts';
import { lockedFor, OTP_FAILURE_WINDOW_MS, OTP_LOCK_MS, OTP_MAX_FAILURES, wrongCodeError } from '../email-login/otp-policy.ts';

/**
 * The lock-out of the one-time codes, per subject: an e-mail for the login, a user for the change of
 * e-mail. The times of wrong codes are kept in the subject's row of otp_lockouts, apart from the codes,
 * and counted in a sliding window, so asking for a new code resets nothing. Times are milliseconds since
 * the epoch, from the service's clock.
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

/** How many attempts between two sweeps of the lock-outs no longer in force. */
const HOUSEKEEPING_EVERY = 100;

export function createOtpLockout(db: SqlDatabase): OtpLockout {
  let sinceHousekeeping = 0;

  /**
   * Adds `at` to the subject's failures unless it is locked out or its window is full, in one upsert:
   * parallel attempts, on this server or another, wait for each other on the subject's row and each sees
   * the failures the one before it added. Failures before the end of the last lock-out were paid for by
   * it and no longer count; they, and those out of the window, are dropped on the way.
   */
  async function reserve(subject: string, at: number): Promise<number | undefined> {
    const { rows } = await db.query<{ failures: number }>(
      `INSERT INTO otp_lockouts AS lockout (subject, failures, locked_until) VALUES ($1, ARRAY[$2::timestamptz], NULL)
       ON CONFLICT (subject) DO UPDATE
         SET failures = ARRAY(SELECT failed FROM unnest(lockout.failures) AS failed
                              WHERE failed >= GREATEST($3::timestamptz, lockout.locked_until) ORDER BY failed) || $2::timestamptz
         WHERE (lockout.locked_until IS NULL OR lockout.locked_until <= $2::timestamptz)
           AND (SELECT count(*) FROM unnest(lockout.failures) AS failed
                WHERE failed >= GREATEST($3::timestamptz, lockout.locked_until)) < $4::int
       RETURNING cardinality(failures) AS failures`,
      // Inside the window means after its start; times are whole milliseconds.
      [subject, new Date(at), new Date(at - OTP_FAILURE_WINDOW_MS + 1), OTP_MAX_FAILURES]);
    return rows[0]?.failures;
  }

  /** Why no attempt is counted now: the lock-out, or a full window whose last failure is still being compared. */
  async function refusalOfFull(subject: string, at: number): Promise<WalletportError> {
    const locked = await refusal(subject, at);
    if (locked !== undefined) return locked;
    const { rows } = await db.query<{ oldest: Date | null }>(
      `SELECT min(failed) AS oldest FROM otp_lockouts, unnest(failures) AS failed WHERE subject = $1 AND failed >= $2`,
      [subject, new Date(at - OTP_FAILURE_WINDOW_MS + 1)]);
    return lockedFor((rows[0]?.oldest?.getTime() ?? at) + OTP_FAILURE_WINDOW_MS - at);
  }

  async function refusal(subject: string, at: number): Promise<WalletportError | undefined> {
    const { rows } = await db.query<{ locked_until: Date | null }>('SELECT locked_until FROM otp_lockouts WHERE subject = $1', [subject]);
    const lockedUntil = rows[0]?.locked_until?.getTime() ?? null;
    return lockedUntil !== null && lockedUntil > at ? lockedFor(lockedUntil - at) : undefined;
  }

  async function sweep(at: number): Promise<void> {
    sinceHousekeeping += 1;
    if (sinceHousekeeping < HOUSEKEEPING_EVERY) return;
    sinceHousekeeping = 0;
    // Failures are kept oldest first, so the last one says whether any is still inside the window.
    await db.query(
      `DELETE FROM otp_lockouts WHERE (locked_until IS NULL OR locked_until <= $1)
         AND (cardinality(failures) = 0 OR failures[cardinality(failures)] <= $2)`,
      [new Date(at), new Date(at - OTP_FAILURE_WINDOW_MS)]);
  }

  return {
    refusal,

    async attempt(subject, at) {
      await sweep(at);
      const failures = await reserve(subject, at);
      if (failures === undefined) throw await refusalOfFull(subject, at);
      let settled = false;
      const settle = () => {
        if (settled) throw catalogueError('UNKNOWN', { details: 'An attempt at a code was settled twice.' });
        settled = true;
      };
      return {
        async withdraw() {
          settle();
          // Removes one entry at `at`: two attempts in the same millisecond left two.
          await db.query(
            `UPDATE otp_lockouts SET failures = failures[1:array_position(failures, $2::timestamptz) - 1]
                                             || failures[array_position(failures, $2::timestamptz) + 1:]
             WHERE subject = $1 AND array_position(failures, $2::timestamptz) IS NOT NULL`,
            [subject, new Date(at)]);
        },
        async failed() {
          settle();
          if (failures >= OTP_MAX_FAILURES) {
            await db.query('UPDATE otp_lockouts SET locked_until = $2 WHERE subject = $1', [subject, new Date(at + OTP_LOCK_MS)]);
          }
          return wrongCodeError(failures);
        },
      };
    },
  };
}
