import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { authServiceFor, rejection } from '../email-login/auth-service.fixture.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import type { IdentityClaims } from './identity-login.ts';

/** The device key that started each sign-in (its thumbprint). */
const DEVICE = { deviceKey: 'device-key-thumbprint-1' };

// One in-memory database for the file (starting PGlite takes seconds); each test uses its own subjects.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000);
afterAll(() => db.close());

const github = (subject: string, overrides: Partial<IdentityClaims> = {}): IdentityClaims => ({
  provider: 'github', subject, username: `${subject}-name`, verifiedEmail: null, ...overrides,
});

async function identityRows(subject: string) {
  return (await db.query<{ provider: string; user_id: string; username: string | null }>(
    'SELECT provider, user_id, username FROM identities WHERE subject = $1 ORDER BY provider', [subject])).rows;
}

describe('sign-in by identity provider', () => {
  it('finds its tables in a database made before them, whose e-mails were required', async () => {
    // A database made before versions were recorded, and before this table.
    await db.query('DROP TABLE identities');
    await db.query('DROP TABLE schema_migrations');
    await db.query('ALTER TABLE users ALTER COLUMN email SET NOT NULL');
    await migrate(db);
    await migrate(db);
    const { rows } = await db.query<{ is_nullable: string }>(
      `SELECT is_nullable FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'email'`);
    expect(rows).toEqual([{ is_nullable: 'YES' }]);
    expect((await db.query('SELECT * FROM identities')).rows).toEqual([]);
  });

  it('gives a new account a wallet without e-mail, and the session names the provider and username', async () => {
    const { service } = authServiceFor(db);
    const { sessionToken, user } = await service.identityLogin.signIn(github('alice'), DEVICE);
    expect(user).toEqual({ email: null, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: 'github', userName: 'alice-name' });
    const signature = await service.signMessage(sessionToken, 'hello');
    expect(await verifyMessage({ address: user.address as `0x${string}`, message: 'hello', signature })).toBe(true);
  });

  it('reaches the same user and address for the same provider and subject, with the username refreshed', async () => {
    const { service } = authServiceFor(db);
    const first = await service.identityLogin.signIn(github('bob'), DEVICE);
    const second = await service.identityLogin.signIn(github('bob', { username: 'bob-renamed' }), DEVICE);
    expect(second.user.address).toBe(first.user.address);
    expect((await service.getUser(second.sessionToken)).userName).toBe('bob-renamed');
    expect(await identityRows('bob')).toEqual([{ provider: 'github', user_id: expect.any(String), username: 'bob-renamed' }]);
    // The same subject at another provider is another account.
    const google = await service.identityLogin.signIn({ ...github('bob'), provider: 'google' }, DEVICE);
    expect(google.user.address).not.toBe(first.user.address);
  });

  it('joins the e-mail user of an address the provider verified, and e-mail sessions name no provider', async () => {
    const { service, otpFor } = authServiceFor(db);
    await service.startEmailLogin({ email: 'carol@example.test', deviceId: 'd1' });
    const byEmail = await service.verifyOtp({ email: 'carol@example.test', deviceId: 'd1', otp: otpFor('carol@example.test') });
    const social = await service.identityLogin.signIn(github('carol', { verifiedEmail: 'Carol@Example.test' }), DEVICE);
    expect(social.user).toEqual(byEmail.user);
    expect(await service.getUser(byEmail.sessionToken)).toEqual({ ...byEmail.user, socialProvider: null, userName: null });
    expect(await service.getUser(social.sessionToken)).toEqual({ ...byEmail.user, socialProvider: 'github', userName: 'carol-name' });
  });

  it('gives a new account with a verified e-mail that e-mail, so the e-mail login later reaches the same wallet', async () => {
    const { service, otpFor } = authServiceFor(db);
    const social = await service.identityLogin.signIn(github('dave', { verifiedEmail: 'dave@example.test' }), DEVICE);
    expect(social.user.email).toBe('dave@example.test');
    await service.startEmailLogin({ email: 'dave@example.test', deviceId: 'd1' });
    await expect(service.verifyOtp({ email: 'dave@example.test', deviceId: 'd1', otp: otpFor('dave@example.test') }))
      .rejects.toMatchObject({ code: 'DEVICE_NOT_VERIFIED' });
  });

  it('makes one user of two parallel first sign-ins of the same account', async () => {
    const { service } = authServiceFor(db);
    const [a, b] = await Promise.all([service.identityLogin.signIn(github('erin'), DEVICE), service.identityLogin.signIn(github('erin'), DEVICE)]);
    expect(a.user.address).toBe(b.user.address);
    const orphans = await db.query('SELECT id FROM users WHERE email IS NULL AND id NOT IN (SELECT user_id FROM identities)');
    expect(orphans.rows).toEqual([]);
  });

  it('refuses claims it cannot store, and a wallet without e-mail cannot start an e-mail change', async () => {
    const { service } = authServiceFor(db);
    expect(await rejection(service.identityLogin.signIn(github(''), DEVICE))).toMatch(/^INVALID_ARGUMENT: subject/);
    expect(await rejection(service.identityLogin.signIn({ ...github('frank'), provider: 'myspace' as 'github' }, DEVICE))).toMatch(/^INVALID_ARGUMENT: provider/);
    expect(await rejection(service.identityLogin.signIn(github('frank', { verifiedEmail: 'nope' }), DEVICE))).toMatch(/^INVALID_ARGUMENT: verifiedEmail/);
    expect(await identityRows('frank')).toEqual([]);
    const { sessionToken } = await service.identityLogin.signIn(github('frank'), DEVICE);
    expect(await rejection(service.startEmailUpdate(sessionToken, 'frank@example.test'))).toMatch(/^INVALID_ARGUMENT: This wallet/);
  });
});
