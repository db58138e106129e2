import type { SqlDatabase } from './database.ts';

/** The social sign-ins under way (table `social_logins`); each write is one atomic statement. */
export interface PendingSocialLogin {
  readonly state: string;
  /** As stored: the caller checks it is still a provider it knows. */
  readonly provider: string;
  readonly codeVerifier: string;
  readonly origin: string;
  /** The device key that started the sign-in: the only one that may finish it. */
  readonly deviceKey: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

interface Row {
  state: string;
  provider: string;
  code_verifier: string;
  origin: string;
  device_key: string | null;
  expires_at: Date;
}

const COLUMNS = 'state, provider, code_verifier, origin, device_key, expires_at';

const toLogin = (row: Row): PendingSocialLogin => ({
  state: row.state, provider: row.provider, codeVerifier: row.code_verifier, origin: row.origin,
  deviceKey: row.device_key ?? '', expiresAt: row.expires_at.getTime(),
});

export function createSocialLoginStore(db: SqlDatabase) {
  return {
    async insert(login: PendingSocialLogin): Promise<void> {
      await db.query(`INSERT INTO social_logins (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`,
        [login.state, login.provider, login.codeVerifier, login.origin, login.deviceKey, new Date(login.expiresAt)]);
    },

    async findUnexpired(state: string, now: number): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM social_logins WHERE state = $1 AND expires_at > $2`, [state, new Date(now)]);
      return rows[0] && toLogin(rows[0]);
    },

    /**
     * Deletes and answers the sign-in when this device started it: of two requests with the same state,
     * only one gets it, and another device's request leaves it to its own device.
     */
    async take(state: string, deviceKey: string): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(`DELETE FROM social_logins WHERE state = $1 AND device_key = $2 RETURNING ${COLUMNS}`, [state, deviceKey]);
      return rows[0] && toLogin(rows[0]);
    },

    /** Housekeeping: sign-ins that were started and never came back. */
    async removeExpired(now: number): Promise<void> {
      await db.query('DELETE FROM social_logins WHERE expires_at <= $1', [new Date(now)]);
    },
  };
}
