import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AuthStore, EmailUserRecord } from './auth-store.ts';
import type { SqlDatabase } from './database.ts';
import { createEmailUpdateStore, type EmailUpdateStep } from './email-update-store.ts';
import { readDeviceId, readEmail, readOtp } from './login-fields.ts';
import { emailUpdateMail, type Mail, type Mailer } from './mailer.ts';
import {
  EMAIL_LOGIN_COOLDOWN_MS, generateOtp, hashOtp, OTP_LIFETIME_MS, OTP_LOCK_MS, OTP_MAX_ATTEMPTS, otpMatches,
  refuseAttempt, refuseNewCode, wrongCodeError,
} from './otp-policy.ts';

/**
 * Changing a signed-in user's e-mail (spec §4: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP): a code
 * mailed to the current address proves the owner asks, a code mailed to the new one proves it receives
 * mail; only then does the user's e-mail change. The wallet stays (same id, address and key, and the
 * session tokens, which name the user, keep working). The codes follow the login's rules (otp-policy.ts).
 */
export interface EmailUpdateService {
  /** Mails a code to the current address. A new request replaces a pending change (after the cooldown). */
  startEmailUpdate(sessionToken: string, newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>;
  /** Checks the current address's code, then mails a code to the new address. */
  verifyEmailUpdatePrimaryOtp(sessionToken: string, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>;
  /** Checks the new address's code and stores it as the user's e-mail; `deviceId` stays confirmed for it. */
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
  // The user and step are hashed with the address, so a code only ever counts for the step it was mailed for.
  const subject = (user: EmailUserRecord, step: EmailUpdateStep, address: string) => `email-update:${user.id}:${step}:${address}`;

  /** Counts and checks an attempt at the code of `step`; answers the stored hash and the new address. */
  async function checkCode(user: EmailUserRecord, step: EmailUpdateStep, otp: string) {
    const at = now();
    const attempt = await store.reserveAttempt(user.id, step, at, OTP_MAX_ATTEMPTS);
    if (attempt === undefined) {
      const pending = await store.find(user.id);
      const refusal = refuseAttempt(pending, at);
      // A lock-out holds whatever step is asked for; otherwise a code of another step is no code of this one.
      if (pending === undefined || pending.step === step || refusal?.code === 'OTP_LOCKED') throw refusal ?? catalogueError('OTP_EXPIRED');
      if (step === 'secondary') {
        throw catalogueError('INVALID_ARGUMENT', { params: { name: 'This step', expected: 'the code sent to the current e-mail first' } });
      }
      throw catalogueError('OTP_EXPIRED');
    }
    const address = step === 'primary' ? user.email : attempt.newEmail;
    if (!otpMatches(otpSecret, subject(user, step, address), otp, attempt.codeHash)) {
      if (attempt.attempts >= OTP_MAX_ATTEMPTS) await store.lock(user.id, attempt.codeHash, at + OTP_LOCK_MS);
      throw wrongCodeError(attempt.attempts);
    }
    return attempt;
  }

  async function refuseTakenEmail(user: EmailUserRecord, newEmail: string): Promise<void> {
    const owner = await authStore.findUserByEmail(newEmail);
    if (owner !== undefined && owner.id !== user.id) throw catalogueError('EMAIL_IN_USE');
  }

  return {
    async startEmailUpdate(sessionToken, requestedEmail) {
      const user = await sessionUser(sessionToken);
      const newEmail = readEmail(requestedEmail, 'newEmail');
      if (newEmail === user.email) {
        throw catalogueError('INVALID_ARGUMENT', { params: { name: 'newEmail', expected: 'an address other than the current one' } });
      }
      await refuseTakenEmail(user, newEmail);
      const at = now();
      const code = generateOtp();
      const codeHash = hashOtp(otpSecret, subject(user, 'primary', user.email), code);
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
      const attempt = await checkCode(user, 'primary', otp);
      // Checked again before mailing a stranger: the address may have been taken since the change began.
      await refuseTakenEmail(user, attempt.newEmail);
      const at = now();
      const code = generateOtp();
      const codeHash = hashOtp(otpSecret, subject(user, 'secondary', attempt.newEmail), code);
      const advanced = await store.advanceToSecondary({
        userId: user.id, usedHash: attempt.codeHash, codeHash, createdAt: at, expiresAt: at + OTP_LIFETIME_MS,
      });
      // Of two requests with the right code, one wins; the other finds its code spent.
      if (!advanced) throw catalogueError('OTP_EXPIRED');
      const mail = emailUpdateMail(attempt.newEmail, code, OTP_LIFETIME_MS / 60_000, { step: 'new', newEmail: attempt.newEmail });
      await mailOrForget(user, codeHash, mail);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },

    async verifyEmailUpdateSecondaryOtp(sessionToken, request) {
      const user = await sessionUser(sessionToken);
      readOtp(request.otp);
      const deviceId = readDeviceId(request.deviceId);
      const attempt = await checkCode(user, 'secondary', request.otp);
      // Removing the change is what makes the code single-use.
      const newEmail = await store.remove(user.id, attempt.codeHash);
      if (newEmail === undefined) throw catalogueError('OTP_EXPIRED');
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
