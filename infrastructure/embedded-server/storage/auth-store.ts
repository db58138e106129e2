import type { SqlDatabase } from './database.ts';
import type { StoredOtp } from '../email-login/otp-policy.ts';

/**
 * The auth service's statements. Each write is one atomic statement, so two requests racing for the same
 * e-mail (two tabs, a script guessing codes in parallel) cannot both pass a check made by a prior read.
 */
export interface UserRecord {
  readonly id: string;
  /** Null for a user who signed in only through an identity provider that vouched for no e-mail. */
  readonly email: string | null;
  readonly address: string;
  readonly wrappedDataKey: string;
  readonly encryptedPrivateKey: string;
  /** Sessions issued before this instant (milliseconds) are refused: the user signed out everywhere. */
  readonly sessionsValidAfter?: number | null;
}

/** A user the e-mail login and the change of e-mail work for. */
export type EmailUserRecord = UserRecord & { readonly email: string };

export type DeviceStatus = 'verified' | 'pending' | 'unknown';

interface UserRow {
  id: string;
  email: string | null;
  address: string;
  wrapped_data_key: string;
  encrypted_private_key: string;
  sessions_valid_after?: Date | null;
}

interface OtpRow {
  code_hash: string;
  device_key: string | null;
  expires_at: Date;
  created_at: Date;
}

/** A pending code: its keyed hash and the rules' view of it. */
export type PendingOtp = StoredOtp & { readonly codeHash: string };

const USER_COLUMNS = 'id, email, address, wrapped_data_key, encrypted_private_key';

export function createAuthStore(db: SqlDatabase) {
  const toUser = (row: UserRow): UserRecord => ({
    id: row.id,
    email: row.email,
    address: row.address,
    wrappedDataKey: row.wrapped_data_key,
    encryptedPrivateKey: row.encrypted_private_key,
    sessionsValidAfter: row.sessions_valid_after ? row.sessions_valid_after.getTime() : null,
  });

  const findUserByEmail = async (email: string): Promise<UserRecord | undefined> => {
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]);
    return rows[0] && toUser(rows[0]);
  };

  return {
    findUserByEmail,

    async findUserById(id: string): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS}, sessions_valid_after FROM users WHERE id = $1`, [id]);
      return rows[0] && toUser(rows[0]);
    },

    /** Every session of the user issued up to `at` stops working. */
    async endSessionsBefore(id: string, at: number): Promise<void> {
      await db.query('UPDATE users SET sessions_valid_after = $2 WHERE id = $1', [id, new Date(at)]);
    },

    /** Creates the user unless the e-mail already has one; either way answers the stored user. */
    async insertUser(user: EmailUserRecord, createdAt: number): Promise<UserRecord> {
      await db.query(
        `INSERT INTO users (${USER_COLUMNS}, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING`,
        [user.id, user.email, user.address, user.wrappedDataKey, user.encryptedPrivateKey, new Date(createdAt)],
      );
      const stored = await findUserByEmail(user.email);
      if (stored === undefined) throw new Error('The user just written cannot be read back');
      return stored;
    },

    /** A new user without e-mail (NULLs never conflict on the unique e-mail). */
    async insertUserWithoutEmail(user: Omit<UserRecord, 'email'>, createdAt: number): Promise<UserRecord> {
      const { rows } = await db.query<UserRow>(
        `INSERT INTO users (${USER_COLUMNS}, created_at) VALUES ($1, NULL, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [user.id, user.address, user.wrappedDataKey, user.encryptedPrivateKey, new Date(createdAt)],
      );
      if (rows[0] === undefined) throw new Error('The user just written cannot be read back');
      return toUser(rows[0]);
    },

    /** Removes a user, with everything that cascades from it. */
    async deleteUser(id: string): Promise<void> {
      await db.query('DELETE FROM users WHERE id = $1', [id]);
    },

    async findOtp(email: string): Promise<PendingOtp | undefined> {
      const { rows } = await db.query<OtpRow>('SELECT code_hash, device_key, expires_at, created_at FROM otps WHERE email = $1', [email]);
      const row = rows[0];
      return row && { codeHash: row.code_hash, deviceKey: row.device_key, expiresAt: row.expires_at.getTime(), createdAt: row.created_at.getTime() };
    },

    /**
     * Stores a new code for the device that asked, replacing the previous one only when it is past the
     * cooldown. Wrong codes are counted apart (otp-lockout.ts), so replacing a code resets no count.
     */
    async putOtpUnlessRecent(otp: { email: string; codeHash: string; deviceKey: string; createdAt: number; expiresAt: number; cooldownMs: number }) {
      const { rows } = await db.query(
        `INSERT INTO otps (email, code_hash, expires_at, created_at, device_key) VALUES ($1, $2, $3, $4, $6)
         ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
           created_at = EXCLUDED.created_at, device_key = EXCLUDED.device_key
         WHERE otps.created_at <= $5
         RETURNING email`,
        [otp.email, otp.codeHash, new Date(otp.expiresAt), new Date(otp.createdAt), new Date(otp.createdAt - otp.cooldownMs), otp.deviceKey],
      );
      return rows.length > 0;
    },

    /** Spends the code: of two requests with the right code, only one deletes it. */
    async deleteOtp(email: string, codeHash: string): Promise<boolean> {
      const { rows } = await db.query('DELETE FROM otps WHERE email = $1 AND code_hash = $2 RETURNING email', [email, codeHash]);
      return rows.length > 0;
    },

    async deviceStatus(email: string, deviceId: string): Promise<DeviceStatus> {
      const { rows } = await db.query<{ verified_at: Date | null }>(
        'SELECT verified_at FROM devices WHERE email = $1 AND device_id = $2', [email, deviceId]);
      if (rows[0] === undefined) return 'unknown';
      return rows[0].verified_at === null ? 'pending' : 'verified';
    },

    async addPendingDevice(email: string, deviceId: string): Promise<void> {
      await db.query(
        'INSERT INTO devices (email, device_id, verified_at) VALUES ($1, $2, NULL) ON CONFLICT (email, device_id) DO NOTHING',
        [email, deviceId]);
    },

    /** Marks the device verified, keeping the first verification time when it already was. */
    async markDeviceVerified(email: string, deviceId: string, at: number): Promise<void> {
      await db.query(
        `INSERT INTO devices (email, device_id, verified_at) VALUES ($1, $2, $3)
         ON CONFLICT (email, device_id) DO UPDATE SET verified_at = COALESCE(devices.verified_at, EXCLUDED.verified_at)`,
        [email, deviceId, new Date(at)]);
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
