import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { authServiceFor, rejection, wrongCode } from './auth-service.fixture.ts';
import { changeEmail, signedInUser } from './email-update.fixture.ts';
import { createDevelopmentMailbox, type Mail } from '../mail/mailer.ts';

// One in-memory database for the file (starting PGlite takes seconds); each test uses its own e-mails.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000);
afterAll(() => db.close());

describe('changing the e-mail', () => {
  it('takes a code from the current address, then one from the new address, and keeps the wallet', async () => {
    const signedIn = await signedInUser(db, 'old@example.test');
    const { service, sessionToken, user, mailbox, otpFor } = signedIn;
    const sentBefore = mailbox.messages().length;

    expect(await service.startEmailUpdate(sessionToken, ' New@Example.test ')).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const toCurrent = mailbox.messages().slice(sentBefore);
    expect(toCurrent).toEqual([{ to: 'old@example.test', subject: 'Confirm the change of your e-mail', text: expect.stringContaining('new@example.test') }]);
    expect(mailbox.lastOtpFor('new@example.test')).toBeUndefined();

    expect(await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('old@example.test'))).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    expect(mailbox.messages().at(-1)).toMatchObject({ to: 'new@example.test', subject: 'Confirm your new e-mail' });
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null }); // nothing changes before the second code

    const done = await service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: otpFor('new@example.test'), deviceId: 'laptop' });
    expect(done).toEqual({ newEmail: 'new@example.test' });
    expect(await service.getUser(sessionToken)).toEqual({ email: 'new@example.test', address: user.address, socialProvider: null, userName: null });
    const signature = await service.signMessage(sessionToken, 'still mine');
    expect(await verifyMessage({ address: user.address as `0x${string}`, message: 'still mine', signature })).toBe(true);
  });

  it('the new e-mail signs in to the same wallet (this device at once, others by link); the old one gets a new wallet', async () => {
    const signedIn = await signedInUser(db, 'before@example.test');
    await changeEmail(signedIn, 'after@example.test');
    const { service, otpFor, advance } = signedIn;
    advance(31_000);

    expect(await service.startEmailLogin({ email: 'after@example.test', deviceId: 'laptop' })).toEqual({ action: 'VERIFY_OTP' });
    const again = await service.verifyOtp({ email: 'after@example.test', deviceId: 'laptop', otp: otpFor('after@example.test') });
    expect(again.user).toEqual({ email: 'after@example.test', address: signedIn.user.address });
    advance(31_000);
    expect(await service.startEmailLogin({ email: 'after@example.test', deviceId: 'phone' })).toEqual({ action: 'VERIFY_DEVICE' });

    expect(await service.startEmailLogin({ email: 'before@example.test', deviceId: 'carol' })).toEqual({ action: 'VERIFY_OTP' });
    const old = await service.verifyOtp({ email: 'before@example.test', deviceId: 'carol', otp: otpFor('before@example.test') });
    expect(old.user.email).toBe('before@example.test');
    expect(old.user.address).not.toBe(signedIn.user.address);
    // The laptop was confirmed for the old address's former wallet: that confirmation went with the change.
    advance(31_000);
    expect(await service.startEmailLogin({ email: 'before@example.test', deviceId: 'laptop' })).toEqual({ action: 'VERIFY_DEVICE' });
  });

  it('refuses an invalid address and the current one without mailing anything', async () => {
    const { service, sessionToken, mailbox } = await signedInUser(db, 'same@example.test');
    const sentBefore = mailbox.messages().length;
    expect(await rejection(service.startEmailUpdate(sessionToken, 'not-an-email')))
      .toBe('INVALID_ARGUMENT: newEmail needs a valid e-mail address');
    expect(await rejection(service.startEmailUpdate(sessionToken, 'SAME@example.test')))
      .toBe('INVALID_ARGUMENT: newEmail needs an address other than the current one');
    expect(mailbox.messages()).toHaveLength(sentBefore);
  });

  it('refuses an address another wallet has at the last step only, to whoever entered the code mailed there', async () => {
    await signedInUser(db, 'taken@example.test');
    const { service, sessionToken, user, otpFor } = await signedInUser(db, 'taker@example.test');
    // Up to the code mailed to it, an address with a wallet is answered as a free one (no probing by signed-in users).
    expect(await service.startEmailUpdate(sessionToken, 'Taken@example.test')).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('taker@example.test'))).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: otpFor('taken@example.test'), deviceId: 'laptop' })))
      .toBe('EMAIL_IN_USE: This e-mail belongs to another wallet.');
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
  });

  it('refuses an address taken by another wallet while the change was under way', async () => {
    const { service, sessionToken, user, otpFor } = await signedInUser(db, 'racer@example.test');
    await service.startEmailUpdate(sessionToken, 'race@example.test');
    await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor('racer@example.test'));
    const raceCode = otpFor('race@example.test');
    await signedInUser(db, 'race@example.test', 'elsewhere');
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: raceCode, deviceId: 'laptop' })))
      .toBe('EMAIL_IN_USE: This e-mail belongs to another wallet.');
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
  });

  it('keeps the old e-mail on a wrong code at either step', async () => {
    const { service, sessionToken, user, otpFor } = await signedInUser(db, 'wrong@example.test');
    await service.startEmailUpdate(sessionToken, 'wrong-new@example.test');
    const primary = otpFor('wrong@example.test');
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, wrongCode(primary))))
      .toBe('OTP_INVALID: Invalid code. Please try again.');
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });

    await service.verifyEmailUpdatePrimaryOtp(sessionToken, primary);
    const secondary = otpFor('wrong-new@example.test');
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: wrongCode(secondary), deviceId: 'laptop' })))
      .toBe('OTP_INVALID: Invalid code. Please try again.');
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
    // The current address's code does not stand in for the new address's.
    if (primary !== secondary) {
      expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: primary, deviceId: 'laptop' }))).toMatch(/^OTP_INVALID/);
    }
    expect(await service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: secondary, deviceId: 'laptop' }))
      .toEqual({ newEmail: 'wrong-new@example.test' });
  });

  it('needs a session, well-formed codes and a device id', async () => {
    const { service, sessionToken } = await signedInUser(db, 'session@example.test');
    expect(await rejection(service.startEmailUpdate('not.a.token', 'x@example.test'))).toMatch(/^SESSION_TOKEN_INVALID/);
    expect(await rejection(service.verifyEmailUpdatePrimaryOtp(sessionToken, '12345'))).toBe('INVALID_ARGUMENT: otp needs six digits');
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: '123456', deviceId: '' }))).toMatch(/^INVALID_ARGUMENT: deviceId/);
    await service.signOut(sessionToken);
    expect(await rejection(service.startEmailUpdate(sessionToken, 'x@example.test'))).toMatch(/^JWT_TOKEN_NOT_VALID/);
  });

  it('a mail that fails to send drops the change and leaves no cooldown behind', async () => {
    const inbox = createDevelopmentMailbox(() => undefined);
    let failNext = false;
    const mailer = { send: async (mail: Mail) => {
      if (failNext) { failNext = false; throw new Error('SMTP down'); }
      await inbox.send(mail);
    } };
    const { service } = authServiceFor(db, { mailer });
    const email = 'smtp-update@example.test';
    await service.startEmailLogin({ email, deviceId: 'laptop' });
    const { sessionToken } = await service.verifyOtp({ email, deviceId: 'laptop', otp: inbox.lastOtpFor(email) ?? '' });
    failNext = true;
    await expect(service.startEmailUpdate(sessionToken, 'smtp-new@example.test')).rejects.toThrow('SMTP down');
    expect(await service.startEmailUpdate(sessionToken, 'smtp-new@example.test')).toEqual({ action: 'VERIFY_PRIMARY_OTP' });

    failNext = true;
    await expect(service.verifyEmailUpdatePrimaryOtp(sessionToken, inbox.lastOtpFor(email) ?? '')).rejects.toThrow('SMTP down');
    expect(await rejection(service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: '123456', deviceId: 'laptop' }))).toMatch(/^OTP_EXPIRED/);
    expect(await service.startEmailUpdate(sessionToken, 'smtp-new@example.test')).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
  });
});
