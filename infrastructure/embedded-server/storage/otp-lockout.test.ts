import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from './database.ts';
import { createOtpLockout } from './otp-lockout.ts';
import { OTP_FAILURE_WINDOW_MS, OTP_LOCK_MS } from '../email-login/otp-policy.ts';

// One in-memory database for the file; each test uses subjects of its own.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000);
afterAll(() => db.close());

const T0 = Date.UTC(2025, 0, 1);

/** What a wrong code answers at `at`: the error of the failed attempt, or the refusal to count one. */
async function wrongCodeAt(lockout: ReturnType<typeof createOtpLockout>, subject: string, at: number): Promise<string> {
  try {
    const error = await (await lockout.attempt(subject, at)).failed();
    return error.code;
  } catch (error) {
    if (!WalletportError.is(error)) throw error;
    return `refused ${error.code}: ${error.shortMessage}`;
  }
}

describe('the lock-out of codes', () => {
  it('locks a subject at its fifth failure within the window, for 15 minutes, then counts afresh', async () => {
    const lockout = createOtpLockout(db);
    const subject = 'login:fifth@example.test';
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await wrongCodeAt(lockout, subject, T0 + index * 60_000));
    expect(answers).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
    const lockedAt = T0 + 4 * 60_000;
    expect((await lockout.refusal(subject, lockedAt + 60_000))?.shortMessage).toBe('Too many attempts. Try again in 14 minutes.');
    expect(await wrongCodeAt(lockout, subject, lockedAt + OTP_LOCK_MS - 1)).toBe('refused OTP_LOCKED: Too many attempts. Try again in 1 minutes.');
    // The failures that caused the lock were paid for by it, though some are still inside the window.
    expect(await lockout.refusal(subject, lockedAt + OTP_LOCK_MS)).toBeUndefined();
    const after = [];
    for (let index = 0; index < 5; index += 1) after.push(await wrongCodeAt(lockout, subject, lockedAt + OTP_LOCK_MS + index));
    expect(after).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
  });

  it('forgets failures once they leave the window, and counts none for a withdrawn attempt', async () => {
    const lockout = createOtpLockout(db);
    const subject = 'email-update:user-window';
    for (let index = 0; index < 4; index += 1) expect(await wrongCodeAt(lockout, subject, T0)).toBe('OTP_INVALID');
    for (let index = 0; index < 3; index += 1) await (await lockout.attempt(subject, T0 + 1)).withdraw();
    expect(await wrongCodeAt(lockout, subject, T0 + OTP_FAILURE_WINDOW_MS)).toBe('OTP_INVALID'); // the four at T0 have left
    expect(await wrongCodeAt(lockout, subject, T0 + OTP_FAILURE_WINDOW_MS)).toBe('OTP_INVALID');
  });

  it('keeps subjects apart, and is shared by the servers of one database', async () => {
    const [first, second] = [createOtpLockout(db), createOtpLockout(db)];
    for (let index = 0; index < 4; index += 1) await wrongCodeAt(index % 2 === 0 ? first : second, 'login:shared@example.test', T0);
    expect(await wrongCodeAt(first, 'login:other@example.test', T0)).toBe('OTP_INVALID');
    expect(await wrongCodeAt(second, 'login:shared@example.test', T0)).toBe('OTP_LOCKED');
    expect((await first.refusal('login:shared@example.test', T0))?.code).toBe('OTP_LOCKED');
  });

  it('refuses to settle an attempt twice', async () => {
    const attempt = await createOtpLockout(db).attempt('login:twice@example.test', T0);
    await attempt.withdraw();
    await expect(attempt.failed()).rejects.toThrow(/settled twice/);
  });
});
