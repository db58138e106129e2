import type { SqlDatabase } from './database.ts';

/** The `revoked_sessions` table: the ids of signed-out session tokens, kept while the token could be shown. */
export interface RevokedSessionsStore {
  isRevoked(jti: string): Promise<boolean>;
  /** Records the id until `expiresAt`, and forgets the ids whose tokens expired before `now`. */
  revoke(jti: string, expiresAt: Date, now: Date): Promise<void>;
}

export function createRevokedSessionsStore(db: SqlDatabase): RevokedSessionsStore {
  return {
    async isRevoked(jti) {
      const { rows } = await db.query('SELECT 1 FROM revoked_sessions WHERE jti = $1', [jti]);
      return rows.length > 0;
    },

    async revoke(jti, expiresAt, now) {
      await db.query('INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING', [jti, expiresAt]);
      // Housekeeping: a revoked id is only needed while its token could still be presented.
      await db.query('DELETE FROM revoked_sessions WHERE expires_at <= $1', [now]);
    },
  };
}
