import type { SqlDatabase } from './database.ts';

/** The Farcaster sign-ins under way (table `farcaster_logins`); each write is one atomic statement. */
export interface PendingFarcasterLogin {
  /** This server's opaque id, the only thing the frame holds. */
  readonly channelId: string;
  /** The relay's token of the channel: whoever has it reads the channel, so it never leaves the server. */
  readonly channelToken: string;
  /** The SIWE nonce the approval must be signed for. */
  readonly nonce: string;
  /** The device key that opened the channel: the only one that may wait on it and sign in. */
  readonly deviceKey: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

interface Row {
  channel_id: string;
  channel_token: string;
  nonce: string;
  device_key: string | null;
  expires_at: Date;
}

const COLUMNS = 'channel_id, channel_token, nonce, device_key, expires_at';

const toLogin = (row: Row): PendingFarcasterLogin => ({
  channelId: row.channel_id, channelToken: row.channel_token, nonce: row.nonce, deviceKey: row.device_key ?? '', expiresAt: row.expires_at.getTime(),
});

export function createFarcasterLoginStore(db: SqlDatabase) {
  return {
    async insert(login: PendingFarcasterLogin): Promise<void> {
      await db.query(`INSERT INTO farcaster_logins (${COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
        [login.channelId, login.channelToken, login.nonce, login.deviceKey, new Date(login.expiresAt)]);
    },

    /** The sign-in, while it is unexpired and its approval has not been looked at yet. */
    async findUsable(channelId: string, now: number): Promise<PendingFarcasterLogin | undefined> {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM farcaster_logins WHERE channel_id = $1 AND NOT used AND expires_at > $2`, [channelId, new Date(now)]);
      return rows[0] && toLogin(rows[0]);
    },

    /**
     * Marks the sign-in used, before its approval is verified: whatever the verification says, the channel
     * is spent, and of two waits seeing the same approval only the one this answers true goes on.
     */
    async spend(channelId: string, now: number): Promise<boolean> {
      const { rows } = await db.query(
        'UPDATE farcaster_logins SET used = TRUE WHERE channel_id = $1 AND NOT used AND expires_at > $2 RETURNING channel_id',
        [channelId, new Date(now)]);
      return rows.length > 0;
    },

    /** Housekeeping: sign-ins that expired, whether or not they were used. */
    async removeExpired(now: number): Promise<void> {
      await db.query('DELETE FROM farcaster_logins WHERE expires_at <= $1', [new Date(now)]);
    },
  };
}
