import type { SqlDatabase } from './database.ts';
import type { StoredOtp } from '../email-login/otp-policy.ts';

/**
 * The statements of the e-mail change. Like the login's, each write is one atomic statement, so two
 * requests racing for the same user cannot both pass a check made by a prior read.
 */
export type EmailUpdateStep = 'primary' | 'secondary';

export interface StoredEmailUpdate extends StoredOtp {
  readonly step: EmailUpdateStep;
  readonly newEmail: string;
  /** The keyed hash of the code of `step`. */
  readonly codeHash: string;
}

interface EmailUpdateRow {
  step: EmailUpdateStep;
  new_email: string;
  code_hash: string;
  expires_at: Date;
  created_at: Date;
}

/** Postgres' unique_violation: another user took the address between the check and the write. */
const UNIQUE_VIOLATION = '23505';

export function createEmailUpdateStore(db: SqlDatabase) {
  return {
    async find(userId: string): Promise<StoredEmailUpdate | undefined> {
      const { rows } = await db.query<EmailUpdateRow>(
        'SELECT step, new_email, code_hash, expires_at, created_at FROM email_updates WHERE user_id = $1', [userId]);
      const row = rows[0];
      return row && {
        step: row.step,
        newEmail: row.new_email,
        codeHash: row.code_hash,
        expiresAt: row.expires_at.getTime(),
        createdAt: row.created_at.getTime(),
      };
    },

    /**
     * Starts a change with the code for the current address, replacing a pending one (whatever its step)
     * only when its last code is past the cooldown. Wrong codes are counted apart (otp-lockout.ts).
     */
    async startUnlessRecent(update: {
      userId: string; newEmail: string; codeHash: string; createdAt: number; expiresAt: number; cooldownMs: number;
    }): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO email_updates (user_id, new_email, step, code_hash, expires_at, created_at)
         VALUES ($1, $2, 'primary', $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, step = 'primary', code_hash = EXCLUDED.code_hash,
           expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at
         WHERE email_updates.created_at <= $6
         RETURNING user_id`,
        [update.userId, update.newEmail, update.codeHash, new Date(update.expiresAt), new Date(update.createdAt),
          new Date(update.createdAt - update.cooldownMs)],
      );
      return rows.length > 0;
    },

    /** Spends the current address's code and puts the new address's in its place; false when it was spent already. */
    async advanceToSecondary(update: { userId: string; usedHash: string; codeHash: string; createdAt: number; expiresAt: number }) {
      const { rows } = await db.query(
        `UPDATE email_updates SET step = 'secondary', code_hash = $3, expires_at = $4, created_at = $5
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
