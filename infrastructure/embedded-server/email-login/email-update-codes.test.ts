import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { rejection, wrongCode } from './auth-service.fixture.ts';
import { signedInUser } from './email-update.fixture.ts';

// The e-mail change's codes follow the login's rules: 10 minutes, 5 wrong codes within 15 minutes (per
// user, whatever new changes were started) then 15 minutes locked, 30 s between codes, single use.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000);
afterAll(() => db.close());

describe('the codes of an e-mail change', () => {
  it('expire after 10 minutes at either step, and the e-mail stays', async () => {
    const { service, sessionToken, user, otpFor, advance } = await signedInUser(db, 'slow@example.test');
    await service.startEmailUpdate(sessionToken, 'slow-new@example.test');
    advance(10 * 60_000);
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('slow@example.test'))))
      .toBe('OTP_EXPIRED: The code has expired. Ask for a new one.');

    await service.startEmailUpdate(sessionToken, 'slow-new@example.test');
    advance(10 * 60_000 - 1);
    await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('slow@example.test'));
    advance(10 * 60_000); // the new address's code has ten minutes of its own
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: otpFor('slow-new@example.test'), deviceId: 'laptop' })))
      .toMatch(/^OTP_EXPIRED/);
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
  });

  it('lock the change for 15 minutes after five wrong tries, even for the right code or a new change', async () => {
    const { service, sessionToken, user, otpFor, advance } = await signedInUser(db, 'guess@example.test');
    await service.startEmailUpdate(sessionToken, 'guess-new@example.test');
    const right = otpFor('guess@example.test');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(right)))).toMatch(/^OTP_INVALID/);
    }
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(right))))
      .toBe('OTP_LOCKED: Too many attempts. Try again in 15 minutes.');
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, right))).toMatch(/^OTP_LOCKED/);
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: right, deviceId: 'laptop' }))).toMatch(/^OTP_LOCKED/);
    advance(5 * 60_000);
    expect(await rejection(service.startEmailUpdate(sessionToken, 'other@example.test')))
      .toBe('OTP_LOCKED: Too many attempts. Try again in 10 minutes.');
    advance(10 * 60_000);
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, right))).toMatch(/^OTP_EXPIRED/);
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
    expect(await service.startEmailUpdate(sessionToken, 'guess-new@example.test')).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
  });

  it('count wrong codes per user across new changes and both steps, in a sliding 15-minute window', async () => {
    const { service, sessionToken, otpFor, advance } = await signedInUser(db, 'window@example.test');
    await service.startEmailUpdate(sessionToken, 'window-new@example.test');
    const primary = otpFor('window@example.test');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(primary)))).toMatch(/^OTP_INVALID/);
    }
    await service.verifyEmailUpdatePrimaryOtp(sessionToken, primary);
    const secondary = otpFor('window-new@example.test');
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: wrongCode(secondary), deviceId: 'laptop' })))
      .toMatch(/^OTP_INVALID/);
    advance(31_000);
    await service.startEmailUpdate(sessionToken, 'window-other@example.test'); // a new change: the three failures still count
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(otpFor('window@example.test')))))
      .toMatch(/^OTP_INVALID/);
    advance(15 * 60_000 - 31_000); // the first three slide out of the window; the fourth stays
    await service.startEmailUpdate(sessionToken, 'window-other@example.test');
    const fresh = otpFor('window@example.test');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(fresh)))).toMatch(/^OTP_INVALID/);
    }
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(fresh))))
      .toBe('OTP_LOCKED: Too many attempts. Try again in 15 minutes.');
  });

  it('count parallel guesses together', async () => {
    const { service, sessionToken, otpFor } = await signedInUser(db, 'parallel@example.test');
    await service.startEmailUpdate(sessionToken, 'parallel-new@example.test');
    const right = otpFor('parallel@example.test');
    const outcomes = await Promise.all(Array.from({ length: 12 }, () =>
      rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(right)))));
    expect(outcomes.filter((outcome) => outcome.startsWith('OTP_INVALID'))).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome.startsWith('OTP_LOCKED'))).toHaveLength(8);
  });

  it('work once: of two requests with the right code, one changes the e-mail', async () => {
    const { service, sessionToken, otpFor } = await signedInUser(db, 'twice@example.test');
    await service.startEmailUpdate(sessionToken, 'twice-new@example.test');
    await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('twice@example.test'));
    const otp = otpFor('twice-new@example.test');
    const outcomes = await Promise.all([1, 2].map(() => rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp, deviceId: 'laptop' }))));
    expect(outcomes.sort()).toEqual(['OTP_EXPIRED: The code has expired. Ask for a new one.', 'resolved']);
    expect((await service.getUser(sessionToken)).email).toBe('twice-new@example.test');
  });

  it('come in order: no second step before the first, no first step twice, nothing without a change', async () => {
    const { service, sessionToken, otpFor } = await signedInUser(db, 'order@example.test');
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, '123456'))).toMatch(/^OTP_EXPIRED/);
    await service.startEmailUpdate(sessionToken, 'order-new@example.test');
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: '123456', deviceId: 'laptop' })))
      .toBe('INVALID_ARGUMENT: This step needs the code sent to the current e-mail first');
    const primary = otpFor('order@example.test');
    await service.verifyEmailUpdatePrimaryOtp(sessionToken, primary);
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, primary))).toMatch(/^OTP_EXPIRED/);
  });

  it('wait 30 s before a new change replaces the pending one, which then no longer counts', async () => {
    const { service, sessionToken, user, otpFor, advance } = await signedInUser(db, 'cancel@example.test');
    await service.startEmailUpdate(sessionToken, 'first@example.test');
    await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('cancel@example.test'));
    const firstCode = otpFor('first@example.test');
    advance(10_000);
    expect(await rejection(service.startEmailUpdate(sessionToken, 'second@example.test')))
      .toBe('EMAIL_LOGIN_COOLDOWN: Please try again after 20 seconds');
    advance(20_000);
    expect(await service.startEmailUpdate(sessionToken, 'second@example.test')).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: firstCode, deviceId: 'laptop' })))
      .toMatch(/^INVALID_ARGUMENT: This step/);
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });

    await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('cancel@example.test'));
    expect(await service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: otpFor('second@example.test'), deviceId: 'laptop' }))
      .toEqual({ newEmail: 'second@example.test' });
  });
});
