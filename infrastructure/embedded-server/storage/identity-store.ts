import type { SqlDatabase } from './database.ts';

/** One account at an identity provider, as the identity login links it to a user. */
export interface IdentityRow {
  readonly provider: string;
  readonly subject: string;
  readonly username: string | null;
}

/** The `identities` table: which user each (provider, subject) reaches, and the username last shown. */
export interface IdentityStore {
  /** Records a sign-in on a linked identity (its new username); answers its user id, if it is linked. */
  touch(identity: IdentityRow): Promise<string | undefined>;
  /** Links the identity to the user; false when a parallel sign-in of the same account linked it first. */
  link(identity: IdentityRow, userId: string): Promise<boolean>;
  /** The username of the user's identity at `provider` (null when it has none or is not linked any more). */
  usernameOf(userId: string, provider: string): Promise<string | null>;
}

export function createIdentityStore(db: SqlDatabase): IdentityStore {
  return {
    async touch({ provider, subject, username }) {
      const { rows } = await db.query<{ user_id: string }>(
        'UPDATE identities SET username = $3 WHERE provider = $1 AND subject = $2 RETURNING user_id',
        [provider, subject, username]);
      return rows[0]?.user_id;
    },

    async link({ provider, subject, username }, userId) {
      const { rows } = await db.query(
        `INSERT INTO identities (provider, subject, user_id, username) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
        [provider, subject, userId, username]);
      return rows.length > 0;
    },

    async usernameOf(userId, provider) {
      const { rows } = await db.query<{ username: string | null }>(
        'SELECT username FROM identities WHERE user_id = $1 AND provider = $2 ORDER BY subject LIMIT 1', [userId, provider]);
      return rows[0]?.username ?? null;
    },
  };
}
