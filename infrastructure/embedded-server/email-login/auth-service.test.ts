import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { authServiceFor, rejection, wrongCode } from './auth-service.fixture.ts';
import { SESSION_LIFETIME_MS } from '../sessions/sessions.ts';

// One in-memory database for the file (starting PGlite takes seconds); each test uses its own e-mails.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000); // starting PGlite takes seconds
afterAll(() => db.close());

describe('e-mail login', () => {
  it('a new visitor gets a code, then a session and a wallet address', async () => {
    const { service, otpFor } = authServiceFor(db);
    expect(await service.startEmailLogin({ email: ' New@Example.test ', deviceId: 'd1' })).toEqual({ action: 'VERIFY_OTP' });
    const { sessionToken, user } = await service.verifyOtp({ email: 'new@example.test', deviceId: 'd1', otp: otpFor('new@example.test') });
    expect(user.email).toBe('new@example.test');
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
  });

  it('refuses a malformed e-mail, device id or code without sending anything', async () => {
    const { service, mailbox } = authServiceFor(db);
    expect(await rejection(service.startEmailLogin({ email: 'not-an-email', deviceId: 'd1' })))
      .toBe('INVALID_ARGUMENT: email needs a valid e-mail address');
    expect(await rejection(service.startEmailLogin({ email: 'ok@example.test', deviceId: '' }))).toMatch(/^INVALID_ARGUMENT: deviceId/);
    expect(await rejection(service.verifyOtp({ email: 'ok@example.test', deviceId: 'd1', otp: '12345' })))
      .toBe('INVALID_ARGUMENT: otp needs six digits');
    expect(mailbox.messages()).toEqual([]);
  });

  it('a new code for the same e-mail waits 30 s, and then replaces the old one', async () => {
    const { service, otpFor, advance } = authServiceFor(db);
    const email = 'cooldown@example.test';
    await service.startEmailLogin({ email, deviceId: 'd1' });
    const first = otpFor(email);
    advance(10_000);
    expect(await rejection(service.startEmailLogin({ email, deviceId: 'd2' })))
      .toBe('EMAIL_LOGIN_COOLDOWN: Please try again after 20 seconds');
    advance(20_000);
    await service.startEmailLogin({ email, deviceId: 'd1' });
    const second = otpFor(email);
    if (second !== first) {
      expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: first }))).toBe('OTP_INVALID: Invalid code. Please try again.');
    }
    expect((await service.verifyOtp({ email, deviceId: 'd1', otp: second })).user.email).toBe(email);
  });

  it('a code expires after 10 minutes and works only once', async () => {
    const { service, otpFor, advance } = authServiceFor(db);
    await service.startEmailLogin({ email: 'late@example.test', deviceId: 'd1' });
    advance(10 * 60_000);
    expect(await rejection(service.verifyOtp({ email: 'late@example.test', deviceId: 'd1', otp: otpFor('late@example.test') })))
      .toBe('OTP_EXPIRED: The code has expired. Ask for a new one.');

    await service.startEmailLogin({ email: 'once@example.test', deviceId: 'd1' });
    advance(10 * 60_000 - 1);
    const otp = otpFor('once@example.test');
    await service.verifyOtp({ email: 'once@example.test', deviceId: 'd1', otp });
    expect(await rejection(service.verifyOtp({ email: 'once@example.test', deviceId: 'd1', otp }))).toMatch(/^OTP_EXPIRED/);
  });

  it('five wrong codes lock the e-mail for 15 minutes, even for the right code or a new one', async () => {
    const { service, otpFor, advance } = authServiceFor(db);
    const email = 'guess@example.test';
    await service.startEmailLogin({ email, deviceId: 'd1' });
    const right = otpFor(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(right) }))).toMatch(/^OTP_INVALID/);
    }
    expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(right) })))
      .toBe('OTP_LOCKED: Too many attempts. Try again in 15 minutes.');
    expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: right }))).toMatch(/^OTP_LOCKED/);
    advance(5 * 60_000);
    expect(await rejection(service.startEmailLogin({ email, deviceId: 'd1' })))
      .toBe('OTP_LOCKED: Too many attempts. Try again in 10 minutes.');
    advance(10 * 60_000);
    expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: right }))).toMatch(/^OTP_EXPIRED/);
    await service.startEmailLogin({ email, deviceId: 'd1' });
    expect((await service.verifyOtp({ email, deviceId: 'd1', otp: otpFor(email) })).user.email).toBe(email);
  });

  it('parallel guesses share the five attempts', async () => {
    const { service, otpFor } = authServiceFor(db);
    const email = 'parallel@example.test';
    await service.startEmailLogin({ email, deviceId: 'd1' });
    const right = otpFor(email);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () =>
      rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(right) }))));
    expect(outcomes.filter((outcome) => outcome.startsWith('OTP_INVALID'))).toHaveLength(4);
    expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: right }))).toMatch(/^OTP_LOCKED/);
    const { rows } = await db.query<{ failures: number }>(
      'SELECT cardinality(failures) AS failures FROM otp_lockouts WHERE subject = $1', [`login:${email}`]);
    expect(rows[0]?.failures).toBe(5);
  });

  it('wrong codes count per e-mail across new codes, in a sliding 15-minute window', async () => {
    const { service, otpFor, advance } = authServiceFor(db);
    const email = 'window@example.test';
    const guess = () => rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(otpFor(email)) }));
    await service.startEmailLogin({ email, deviceId: 'd1' });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(await guess()).toMatch(/^OTP_INVALID/);
    advance(10 * 60_000);
    await service.startEmailLogin({ email, deviceId: 'd1' }); // a new code: the three failures still count
    expect(await guess()).toMatch(/^OTP_INVALID/);
    advance(5 * 60_000); // the first three slide out of the window; the fourth stays
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(await guess()).toMatch(/^OTP_INVALID/);
    expect(await guess()).toBe('OTP_LOCKED: Too many attempts. Try again in 15 minutes.');
  });

  it('a right code, or one sent with no code pending, is no failure', async () => {
    const { service, otpFor, advance } = authServiceFor(db);
    const email = 'no-failure@example.test';
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: '123456' }))).toMatch(/^OTP_EXPIRED/);
    }
    await service.startEmailLogin({ email, deviceId: 'd1' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(otpFor(email)) }))).toMatch(/^OTP_INVALID/);
    }
    await service.verifyOtp({ email, deviceId: 'd1', otp: otpFor(email) });
    advance(31_000);
    await service.startEmailLogin({ email, deviceId: 'd1' });
    expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(otpFor(email)) }))).toMatch(/^OTP_LOCKED/);
  });

  it('a mail that fails to send leaves no cooldown behind', async () => {
    let failures = 1;
    const { service } = authServiceFor(db, {
      mailer: { send: async () => { if (failures-- > 0) throw new Error('SMTP down'); } },
    });
    await expect(service.startEmailLogin({ email: 'smtp@example.test', deviceId: 'd1' })).rejects.toThrow('SMTP down');
    expect(await service.startEmailLogin({ email: 'smtp@example.test', deviceId: 'd1' })).toEqual({ action: 'VERIFY_OTP' });
  });
});

describe('a second device', () => {
  it('must be confirmed by the mailed link before its code counts, then gets the same address', async () => {
    const { service, otpFor, deviceTokenFor, advance, mailbox } = authServiceFor(db);
    const email = 'two@example.test';
    await service.startEmailLogin({ email, deviceId: 'laptop' });
    const first = await service.verifyOtp({ email, deviceId: 'laptop', otp: otpFor(email) });

    advance(60_000);
    const sentBefore = mailbox.messages().length;
    expect(await service.startEmailLogin({ email: 'TWO@example.test', deviceId: 'phone' })).toEqual({ action: 'VERIFY_DEVICE' });
    expect(mailbox.messages().slice(sentBefore).map((mail) => mail.subject)).toEqual(['Confirm your new device', 'Your sign-in code']);
    expect(mailbox.lastDeviceLinkFor(email)).toMatch(/^https:\/\/auth\.example\.test\/device\?token=/);
    const otp = otpFor(email);
    // A wrong code is wrong, as for any e-mail; only the right one tells the device must be confirmed first.
    expect(await rejection(service.verifyOtp({ email, deviceId: 'phone', otp: wrongCode(otp) }))).toMatch(/^OTP_INVALID/);
    expect(await rejection(service.verifyOtp({ email, deviceId: 'phone', otp }))).toMatch(/^DEVICE_NOT_VERIFIED/);

    expect(await service.verifyDevice(deviceTokenFor(email))).toEqual({ email });
    const second = await service.verifyOtp({ email, deviceId: 'phone', otp });
    expect(second.user).toEqual(first.user);

    advance(60_000);
    expect(await service.startEmailLogin({ email, deviceId: 'laptop' })).toEqual({ action: 'VERIFY_OTP' });
    expect(await rejection(service.verifyDevice('forged.token.value'))).toMatch(/^DEVICE_LINK_INVALID/);
  });
});

describe('a session', () => {
  async function signedIn(email: string) {
    const fixture = authServiceFor(db);
    await fixture.service.startEmailLogin({ email, deviceId: 'd1' });
    const login = await fixture.service.verifyOtp({ email, deviceId: 'd1', otp: fixture.otpFor(email) });
    return { ...fixture, ...login };
  }

  it('signs messages (EIP-191) that verify against the user address', async () => {
    const { service, sessionToken, user } = await signedIn('signer@example.test');
    const address = user.address as `0x${string}`;
    const signature = await service.signMessage(sessionToken, 'hello walletport');
    expect(await verifyMessage({ address, message: 'hello walletport', signature })).toBe(true);
    expect(await verifyMessage({ address, message: 'something else', signature })).toBe(false);
    const raw = await service.signMessage(sessionToken, { raw: '0xdeadbeef' });
    expect(await verifyMessage({ address, message: { raw: '0xdeadbeef' }, signature: raw })).toBe(true);
  });

  it('ends at sign-out and after seven days', async () => {
    const out = await signedIn('out@example.test');
    await out.service.signOut(out.sessionToken);
    expect(await rejection(out.service.getUser(out.sessionToken))).toMatch(/^JWT_TOKEN_NOT_VALID/);
    expect(await rejection(out.service.signMessage(out.sessionToken, 'x'))).toMatch(/^JWT_TOKEN_NOT_VALID/);

    const old = await signedIn('old@example.test');
    old.advance(SESSION_LIFETIME_MS);
    expect(await rejection(old.service.getUser(old.sessionToken))).toMatch(/^JWT_TOKEN_NOT_VALID/);
  });

  it('of one project is refused by a server for another', async () => {
    const { sessionToken, config } = await signedIn('project@example.test');
    const other = authServiceFor(db, { ...config, projectId: 'project-b' });
    expect(await rejection(other.service.getUser(sessionToken))).toMatch(/^SESSION_TOKEN_INVALID/);
  });

  it('cannot sign with a server configured with another master key', async () => {
    const { sessionToken, config } = await signedIn('master@example.test');
    const other = authServiceFor(db, { ...config, masterKey: 'ab'.repeat(32) });
    await expect(other.service.signMessage(sessionToken, 'x')).rejects.toThrow(/authenticate/);
  });
});

describe('configuration', () => {
  it('refuses a malformed master key or short secrets at start', () => {
    expect(() => authServiceFor(db, { masterKey: 'abcd' })).toThrow(/masterKey needs 32 bytes/);
    expect(() => authServiceFor(db, { otpSecret: 'short' })).toThrow(/otpSecret needs at least 32/);
    expect(() => authServiceFor(db, { jwtSecret: 'short' })).toThrow(/jwtSecret needs at least 32/);
  });
});
