import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authServiceFor, OTP_SECRET } from './auth-service.fixture.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { parseMasterKey, unlockPrivateKey } from '../wallet/key-custody.ts';
import { hashOtp } from './otp-policy.ts';

const TABLES = ['users', 'otps', 'devices', 'revoked_sessions'] as const;

/** Every row of every table, as text, to search for what must never be stored. */
async function everyRow(db: SqlDatabase): Promise<string> {
  const dumps = await Promise.all(TABLES.map(async (table) => JSON.stringify((await db.query(`SELECT * FROM ${table}`)).rows)));
  return dumps.join('\n');
}

/** Every file of a directory tree, for searching the database's pages and log on disk. */
function filesUnder(dir: string): Buffer[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name)));
}

// Opening PGlite on disk takes seconds, twice here, and more when other test files run alongside.
const DISK_TEST_TIMEOUT_MS = 60_000;

describe('what the auth server keeps on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-auth-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the user and their address across a restart, and never the master key, a code or a private key', async () => {
    const email = 'persist@example.test';
    const first = await openPgliteDatabase(dir);
    await migrate(first);
    const before = authServiceFor(first);
    const { masterKey } = before.config;
    await before.service.startEmailLogin({ email, deviceId: 'd1' });
    const code = before.otpFor(email);

    // While the code is pending, only its keyed hash is stored.
    const otpRows = await first.query<Record<string, unknown>>('SELECT * FROM otps WHERE email = $1', [email]);
    expect(otpRows.rows).toHaveLength(1);
    const { code_hash: codeHash, ...otherColumns } = otpRows.rows[0] ?? {};
    expect(codeHash).toBe(hashOtp(OTP_SECRET, email, code));
    expect(JSON.stringify(otherColumns)).not.toContain(code);

    const { user } = await before.service.verifyOtp({ email, deviceId: 'd1', otp: code });
    const [stored] = (await first.query<{ wrapped_data_key: string; encrypted_private_key: string }>(
      'SELECT wrapped_data_key, encrypted_private_key FROM users WHERE email = $1', [email])).rows;
    if (stored === undefined) throw new Error('The user was not stored');
    const privateKey = unlockPrivateKey(masterKey, stored.wrapped_data_key, stored.encrypted_private_key);

    const rows = await everyRow(first);
    const master = parseMasterKey(masterKey);
    for (const secret of [master.toString('hex'), master.toString('base64'), master.toString('base64url'), privateKey.slice(2)]) {
      expect(rows.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    await first.close();

    // Neither in the rows nor anywhere in the files: raw bytes and hex text of the keys.
    const needles = [master, Buffer.from(privateKey.slice(2), 'hex'), Buffer.from(privateKey.slice(2)), Buffer.from(master.toString('hex'))];
    const files = filesUnder(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) for (const needle of needles) expect(file.includes(needle)).toBe(false);

    // A restarted server with the same configuration knows the user and signs with the same key.
    const second = await openPgliteDatabase(dir);
    try {
      await migrate(second);
      const after = authServiceFor(second, { masterKey });
      await after.service.startEmailLogin({ email, deviceId: 'd1' });
      const again = await after.service.verifyOtp({ email, deviceId: 'd1', otp: after.otpFor(email) });
      expect(again.user).toEqual(user);
      expect(await after.service.getUser(again.sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
    } finally {
      await second.close();
    }
  }, DISK_TEST_TIMEOUT_MS);
});
