import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { AuthStore, EmailUserRecord } from '../storage/auth-store.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { createEmailUpdateStore, type EmailUpdateStep } from '../storage/email-update-store.ts';
import { readDeviceId, readEmail, readOtp } from './login-fields.ts';
import { emailUpdateMail, type Mail, type Mailer } from '../mail/mailer.ts';
import { createOtpLockout, emailUpdateSubject } from '../storage/otp-lockout.ts';
import { EMAIL_LOGIN_COOLDOWN_MS, generateOtp, hashOtp, isUsable, OTP_LIFETIME_MS, otpMatches, refuseNewCode } from './otp-policy.ts';

/**
 * Changing a signed-in user's e-mail (two steps, VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP, completed by storing the new e-mail): a code
 * mailed to the current address proves the owner asks, a code mailed to the new one proves it receives
 * mail; only then does the user's e-mail change. The wallet stays (same id, address and key, and the
 * session tokens, which name the user, keep working). The codes follow the login's rules (otp-policy.ts),
 * wrong ones counted per user (otp-lockout.ts). Whether the new address has a wallet already is told only
 * at the last step, to whoever entered the code mailed there: earlier, any signed-in user could probe
 * addresses with it, without their owners hearing of it.
 */
export interface EmailUpdateService {
  /** Mails a code to the current address. A new request replaces a pending change (after the cooldown). */
  startEmailUpdate(sessionToken: string, newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>;
  /** Checks the current address's code, then mails a code to the new address. */
  verifyEmailUpdatePrimaryOtp(sessionToken: string, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>;
  /**
   * Checks the new address's code and stores it as the user's e-mail; `deviceId` stays confirmed for it.
   * EMAIL_IN_USE when another wallet has the address.
   */
  verifyEmailUpdateSecondaryOtp(sessionToken: string, request: { readonly otp: string; readonly deviceId: string }): Promise<{ newEmail: string }>;
}

export interface EmailUpdateDependencies {
  readonly db: SqlDatabase;
  readonly authStore: AuthStore;
  readonly mailer: Mailer;
  readonly otpSecret: string;
  readonly now: () => number;
  readonly sessionUser: (sessionToken: string) => Promise<EmailUserRecord>;
}

export function createEmailUpdateService(deps: EmailUpdateDependencies): EmailUpdateService {
  const { authStore, mailer, otpSecret, now, sessionUser } = deps;
  const store = createEmailUpdateStore(deps.db);
  const lockout = createOtpLockout(deps.db);
  // The user and step are hashed with the address, so a code only ever counts for the step it was mailed for.
  const hashedWith = (user: EmailUserRecord, step: EmailUpdateStep, address: string) => `email-update:${user.id}:${step}:${address}`;

  /** Counts and checks an attempt at the code of `step`; answers the pending change it is right for. */
  async function checkCode(user: EmailUserRecord, step: EmailUpdateStep, otp: string) {
    const at = now();
    // A lock-out holds whatever step is asked for.
    const attempt = await lockout.attempt(emailUpdateSubject(user.id), at);
    const pending = await store.find(user.id);
    if (pending === undefined || pending.step !== step || !isUsable(pending, at)) {
      await attempt.withdraw();
      // A code of another step is no code of this one.
      if (pending !== undefined && pending.step !== step && step === 'secondary') {
        throw catalogueError('INVALID_ARGUMENT', { params: { name: 'This step', expected: 'the code sent to the current e-mail first' } });
      }
      throw catalogueError('OTP_EXPIRED');
    }
    const address = step === 'primary' ? user.email : pending.newEmail;
    if (!otpMatches(otpSecret, hashedWith(user, step, address), otp, pending.codeHash)) throw await attempt.failed();
    await attempt.withdraw();
    return pending;
  }

  return {
    async startEmailUpdate(sessionToken, requestedEmail) {
      const user = await sessionUser(sessionToken);
      const newEmail = readEmail(requestedEmail, 'newEmail');
      if (newEmail === user.email) {
        throw catalogueError('INVALID_ARGUMENT', { params: { name: 'newEmail', expected: 'an address other than the current one' } });
      }
      const at = now();
      const locked = await lockout.refusal(emailUpdateSubject(user.id), at);
      if (locked !== undefined) throw locked;
      const code = generateOtp();
      const codeHash = hashOtp(otpSecret, hashedWith(user, 'primary', user.email), code);
      const started = await store.startUnlessRecent({
        userId: user.id, newEmail, codeHash, createdAt: at, expiresAt: at + OTP_LIFETIME_MS, cooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
      });
      if (!started) {
        throw refuseNewCode(await store.find(user.id), at)
          ?? catalogueError('EMAIL_LOGIN_COOLDOWN', { params: { seconds: EMAIL_LOGIN_COOLDOWN_MS / 1000 } });
      }
      await mailOrForget(user, codeHash, emailUpdateMail(user.email, code, OTP_LIFETIME_MS / 60_000, { step: 'current', newEmail }));
      return { action: 'VERIFY_PRIMARY_OTP' };
    },

    async verifyEmailUpdatePrimaryOtp(sessionToken, otp) {
      const user = await sessionUser(sessionToken);
      readOtp(otp);
      const pending = await checkCode(user, 'primary', otp);
      const at = now();
      const code = generateOtp();
      const codeHash = hashOtp(otpSecret, hashedWith(user, 'secondary', pending.newEmail), code);
      const advanced = await store.advanceToSecondary({
        userId: user.id, usedHash: pending.codeHash, codeHash, createdAt: at, expiresAt: at + OTP_LIFETIME_MS,
      });
      // Of two requests with the right code, one wins; the other finds its code spent.
      if (!advanced) throw catalogueError('OTP_EXPIRED');
      const mail = emailUpdateMail(pending.newEmail, code, OTP_LIFETIME_MS / 60_000, { step: 'new', newEmail: pending.newEmail });
      await mailOrForget(user, codeHash, mail);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },

    async verifyEmailUpdateSecondaryOtp(sessionToken, request) {
      const user = await sessionUser(sessionToken);
      readOtp(request.otp);
      const deviceId = readDeviceId(request.deviceId);
      const pending = await checkCode(user, 'secondary', request.otp);
      // Removing the change is what makes the code single-use.
      const newEmail = await store.remove(user.id, pending.codeHash);
      if (newEmail === undefined) throw catalogueError('OTP_EXPIRED');
      // Told only now, to whoever entered the code mailed to the address.
      if ((await store.changeUserEmail(user.id, newEmail)) === 'in-use') throw catalogueError('EMAIL_IN_USE');
      await store.forgetDevices(user.email);
      await authStore.markDeviceVerified(newEmail, deviceId, now());
      return { newEmail };
    },
  };

  /** Sends the mail; when it fails the change is dropped, so the cooldown does not hold back a new attempt. */
  async function mailOrForget(user: EmailUserRecord, codeHash: string, mail: Mail): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (cause) {
      await store.remove(user.id, codeHash);
      throw cause;
    }
  }
}
