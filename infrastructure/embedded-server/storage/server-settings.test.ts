import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPgliteDatabase, type SqlDatabase } from './database.ts';
import { checkSharedSettings, type SharedSettings } from './server-settings.ts';

// The same port and code path as on Postgres (test/embedded/ runs them there), on PGlite.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000); // starting PGlite takes seconds
afterAll(() => db.close());

const SETTINGS: SharedSettings = {
  publicUrl: 'https://wallet.example.test',
  projectId: 'project-a',
  masterKey: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  otpSecret: 'otp-secret-of-at-least-32-characters!',
  jwtSecret: 'jwt-secret-of-at-least-thirty-two-chars',
};

describe('the settings the servers on one database share', () => {
  it('are recorded by the first server, secrets as fingerprints only', async () => {
    await checkSharedSettings(db, SETTINGS);
    const { rows } = await db.query<{ name: string; value: string }>('SELECT name, value FROM server_settings ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['jwtSecret', 'masterKey', 'otpSecret', 'projectId', 'publicUrl']);
    const stored = JSON.stringify(rows);
    for (const secret of [SETTINGS.masterKey, SETTINGS.otpSecret, SETTINGS.jwtSecret]) expect(stored).not.toContain(secret);
    expect(rows.find((row) => row.name === 'jwtSecret')?.value).toMatch(/^hmac-sha256:[\w-]{43}$/);
  });

  it('let a server with the same settings start, the master key written as base64 too', async () => {
    const base64Key = Buffer.from(SETTINGS.masterKey, 'hex').toString('base64');
    await expect(checkSharedSettings(db, { ...SETTINGS, masterKey: base64Key })).resolves.toBeUndefined();
  });

  it.each([
    ['publicUrl', 'https://other.example.test'],
    ['projectId', 'project-b'],
    ['masterKey', 'ff'.repeat(32)],
    ['otpSecret', 'another-otp-secret-of-32-characters!!'],
    ['jwtSecret', 'another-jwt-secret-of-32-characters!!'],
  ] as const)('refuse a server whose %s differs, naming it', async (setting, value) => {
    const refusal = await checkSharedSettings(db, { ...SETTINGS, [setting]: value }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'AUTH_SERVER_SETTINGS_DIFFER',
      shortMessage: `This server's ${setting} is not the one recorded in its database by the servers that share it. Start every server on this database with the same ${setting}.`,
    });
    const secret = setting === 'publicUrl' || setting === 'projectId' ? undefined : value;
    if (secret !== undefined) expect((refusal as Error).message).not.toContain(secret);
  });

  it('keeps a transaction whole: committed when the work resolves, rolled back when it throws', async () => {
    await db.query('CREATE TABLE IF NOT EXISTS notes (text TEXT NOT NULL)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1)', ['kept']);
    });
    const failure = new Error('the work failed midway');
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1)', ['dropped']);
      throw failure;
    })).rejects.toBe(failure);
    expect((await db.query<{ text: string }>('SELECT text FROM notes')).rows).toEqual([{ text: 'kept' }]);
  });
});
