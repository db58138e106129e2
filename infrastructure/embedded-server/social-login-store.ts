import type { SqlDatabase } from './database.ts';

/** The social sign-ins under way (table `social_logins`); each write is one atomic statement. */
export interface PendingSocialLogin {
  readonly state: string;
  /** As stored: the caller checks it is still a provider it knows. */
  readonly provider: string;
  readonly codeVerifier: string;
  readonly origin: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

interface Row {
  state: string;
  provider: string;
  code_verifier: string;
  origin: string;
  expires_at: Date;
}

const COLUMNS = 'state, provider, code_verifier, origin, expires_at';

const toLogin = (row: Row): PendingSocialLogin => ({
  state: row.state, provider: row.provider, codeVerifier: row.code_verifier, origin: row.origin, expiresAt: row.expires_at.getTime(),
});

export function createSocialLoginStore(db: SqlDatabase) {
  return {
    async insert(login: PendingSocialLogin): Promise<void> {
      await db.query(`INSERT INTO social_logins (${COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
        [login.state, login.provider, login.codeVerifier, login.origin, new Date(login.expiresAt)]);
    },

    async findUnexpired(state: string, now: number): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM social_logins WHERE state = $1 AND expires_at > $2`, [state, new Date(now)]);
      return rows[0] && toLogin(rows[0]);
    },

    /** Deletes and answers the sign-in: of two requests with the same state, only one gets it. */
    async take(state: string): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(`DELETE FROM social_logins WHERE state = $1 RETURNING ${COLUMNS}`, [state]);
      return rows[0] && toLogin(rows[0]);
    },

    /** Housekeeping: sign-ins that were started and never came back. */
    async removeExpired(now: number): Promise<void> {
      await db.query('DELETE FROM social_logins WHERE expires_at <= $1', [new Date(now)]);
    },
  };
}
