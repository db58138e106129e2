import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPgliteDatabase, type SqlDatabase } from './database.ts';

describe('the auth server database', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    await migrate(db); // every start migrates: a second run changes nothing
  }, 30_000); // starting PGlite takes seconds
  afterAll(() => db.close());

  it('has its tables with their columns', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`);
    const columns: Record<string, string[]> = {};
    for (const row of rows) (columns[row.table_name] ??= []).push(row.column_name);
    expect(columns).toEqual({
      device_proofs: ['device_key', 'jti', 'expires_at'],
      devices: ['email', 'device_id', 'verified_at'],
      farcaster_logins: ['channel_id', 'channel_token', 'nonce', 'expires_at', 'used', 'device_key'],
      email_updates: ['user_id', 'new_email', 'step', 'code_hash', 'expires_at', 'attempts', 'created_at', 'locked_until'],
      identities: ['provider', 'subject', 'user_id', 'username'],
      otp_lockouts: ['subject', 'failures', 'locked_until'],
      otps: ['email', 'code_hash', 'expires_at', 'attempts', 'created_at', 'locked_until', 'device_key'],
      request_counts: ['counter', 'bucket_start', 'hits'],
      revoked_sessions: ['jti', 'expires_at'],
      schema_migrations: ['version', 'name'],
      server_settings: ['name', 'value'],
      social_logins: ['state', 'provider', 'code_verifier', 'origin', 'expires_at', 'device_key'],
      users: ['id', 'email', 'created_at', 'address', 'wrapped_data_key', 'encrypted_private_key', 'sessions_valid_after'],
    });
  });

  it('keeps one user per e-mail, stored lower-cased', async () => {
    const insert = (id: string, email: string) => db.query(
      `INSERT INTO users (id, email, created_at, address, wrapped_data_key, encrypted_private_key) VALUES ($1, $2, $3, '0x1', 'k', 'p')`,
      [id, email, new Date()]);
    await insert('u1', 'same@example.test');
    await expect(insert('u2', 'same@example.test')).rejects.toThrow(/unique/i);
    await expect(insert('u3', 'Upper@example.test')).rejects.toThrow(/check constraint/i);
  });

  it('adds the e-mail changes to a database made before them, keeping its rows', async () => {
    // A database made before versions were recorded, and before this table.
    await db.query('DROP TABLE email_updates');
    await db.query('DROP TABLE schema_migrations');
    await db.query(
      `INSERT INTO users (id, email, created_at, address, wrapped_data_key, encrypted_private_key) VALUES ('early', 'early@example.test', $1, '0x2', 'k', 'p')`,
      [new Date()]);
    await migrate(db);
    await migrate(db);
    const { rows } = await db.query<{ email: string }>(`SELECT email FROM users WHERE id = 'early'`);
    expect(rows).toEqual([{ email: 'early@example.test' }]);
    const change = (userId: string, step: string) => db.query(
      `INSERT INTO email_updates (user_id, new_email, step, code_hash, expires_at, created_at) VALUES ($1, 'n@example.test', $2, 'h', $3, $3)`,
      [userId, step, new Date()]);
    await expect(change('nobody', 'primary')).rejects.toThrow(/foreign key/i);
    await expect(change('early', 'third')).rejects.toThrow(/check constraint/i);
    await change('early', 'primary');
    await expect(change('early', 'secondary')).rejects.toThrow(/duplicate key|unique/i);
  });

  it('reads times back as the instants written', async () => {
    const at = new Date(Date.UTC(2025, 0, 1, 12, 30, 15, 123));
    await db.query('INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, $2)', ['times', at]);
    const { rows } = await db.query<{ expires_at: Date }>('SELECT expires_at FROM revoked_sessions WHERE jti = $1', ['times']);
    expect(rows[0]?.expires_at.getTime()).toBe(at.getTime());
  });
});

describe('a database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its rows across a close and reopen', async () => {
    const first = await openPgliteDatabase(dir);
    await migrate(first);
    await first.query('INSERT INTO devices (email, device_id, verified_at) VALUES ($1, $2, NULL)', ['a@example.test', 'd1']);
    await first.close();

    const second = await openPgliteDatabase(dir);
    try {
      await migrate(second);
      const { rows } = await second.query('SELECT email, device_id FROM devices');
      expect(rows).toEqual([{ email: 'a@example.test', device_id: 'd1' }]);
    } finally {
      await second.close();
    }
  }, 60_000); // two PGlite starts on disk
});
