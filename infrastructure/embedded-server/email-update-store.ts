import type { SqlDatabase } from './database.ts';
import type { StoredOtp } from './otp-policy.ts';

/**
 * The statements of the e-mail change. Like the login's, each write is one atomic statement, so two
 * requests racing for the same user cannot both pass a check made by a prior read.
 */
export type EmailUpdateStep = 'primary' | 'secondary';

export interface StoredEmailUpdate extends StoredOtp {
  readonly step: EmailUpdateStep;
  readonly newEmail: string;
}

interface EmailUpdateRow {
  step: EmailUpdateStep;
  new_email: string;
  expires_at: Date;
  attempts: number;
  created_at: Date;
  locked_until: Date | null;
}

/** Postgres' unique_violation: another user took the address between the check and the write. */
const UNIQUE_VIOLATION = '23505';

export function createEmailUpdateStore(db: SqlDatabase) {
  return {
    async find(userId: string): Promise<StoredEmailUpdate | undefined> {
      const { rows } = await db.query<EmailUpdateRow>(
        'SELECT step, new_email, expires_at, attempts, created_at, locked_until FROM email_updates WHERE user_id = $1', [userId]);
      const row = rows[0];
      return row && {
        step: row.step,
        newEmail: row.new_email,
        expiresAt: row.expires_at.getTime(),
        attempts: row.attempts,
        createdAt: row.created_at.getTime(),
        lockedUntil: row.locked_until === null ? null : row.locked_until.getTime(),
      };
    },

    /**
     * Starts a change with the code for the current address, replacing a pending one (whatever its step)
     * only when its last code is past the cooldown and it is not locked.
     */
    async startUnlessRecent(update: {
      userId: string; newEmail: string; codeHash: string; createdAt: number; expiresAt: number; cooldownMs: number;
    }): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO email_updates (user_id, new_email, step, code_hash, expires_at, attempts, created_at, locked_until)
         VALUES ($1, $2, 'primary', $3, $4, 0, $5, NULL)
         ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, step = 'primary', code_hash = EXCLUDED.code_hash,
           expires_at = EXCLUDED.expires_at, attempts = 0, created_at = EXCLUDED.created_at, locked_until = NULL
         WHERE email_updates.created_at <= $6 AND (email_updates.locked_until IS NULL OR email_updates.locked_until <= $5)
         RETURNING user_id`,
        [update.userId, update.newEmail, update.codeHash, new Date(update.expiresAt), new Date(update.createdAt),
          new Date(update.createdAt - update.cooldownMs)],
      );
      return rows.length > 0;
    },

    /** Counts an attempt at the code of `step` before it is compared, so parallel guesses share one count. */
    async reserveAttempt(userId: string, step: EmailUpdateStep, now: number, maxAttempts: number) {
      const { rows } = await db.query<{ code_hash: string; attempts: number; new_email: string }>(
        `UPDATE email_updates SET attempts = attempts + 1
         WHERE user_id = $1 AND step = $2 AND attempts < $3 AND expires_at > $4 AND (locked_until IS NULL OR locked_until <= $4)
         RETURNING code_hash, attempts, new_email`,
        [userId, step, maxAttempts, new Date(now)],
      );
      return rows[0] && { codeHash: rows[0].code_hash, attempts: rows[0].attempts, newEmail: rows[0].new_email };
    },

    async lock(userId: string, codeHash: string, lockedUntil: number): Promise<void> {
      await db.query('UPDATE email_updates SET locked_until = $3 WHERE user_id = $1 AND code_hash = $2',
        [userId, codeHash, new Date(lockedUntil)]);
    },

    /** Spends the current address's code and puts the new address's in its place; false when it was spent already. */
    async advanceToSecondary(update: { userId: string; usedHash: string; codeHash: string; createdAt: number; expiresAt: number }) {
      const { rows } = await db.query(
        `UPDATE email_updates SET step = 'secondary', code_hash = $3, expires_at = $4, attempts = 0, created_at = $5, locked_until = NULL
         WHERE user_id = $1 AND step = 'primary' AND code_hash = $2 RETURNING user_id`,
        [update.userId, update.usedHash, update.codeHash, new Date(update.expiresAt), new Date(update.createdAt)],
      );
      return rows.length > 0;
    },

    /** Ends the pending change if `codeHash` is still its code; answers the new address it was for. */
    async remove(userId: string, codeHash: string): Promise<string | undefined> {
      const { rows } = await db.query<{ new_email: string }>(
        'DELETE FROM email_updates WHERE user_id = $1 AND code_hash = $2 RETURNING new_email', [userId, codeHash]);
      return rows[0]?.new_email;
    },

    /** Gives the user the new e-mail unless another user has it: 'in-use' leaves the user as they were. */
    async changeUserEmail(userId: string, newEmail: string): Promise<'changed' | 'in-use'> {
      try {
        const { rows } = await db.query(
          `UPDATE users SET email = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2) RETURNING id`,
          [userId, newEmail]);
        return rows.length > 0 ? 'changed' : 'in-use';
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION) return 'in-use';
        throw error;
      }
    },

    /** Forgets the devices confirmed for an address, which no longer signs in to the wallet they were confirmed for. */
    async forgetDevices(email: string): Promise<void> {
      await db.query('DELETE FROM devices WHERE email = $1', [email]);
    },
  };
}

export type EmailUpdateStore = ReturnType<typeof createEmailUpdateStore>;
