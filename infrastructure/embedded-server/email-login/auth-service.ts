/**
 * The reference auth server of the embedded wallet: a visitor without a wallet signs in by e-mail and gets
 * one. `startEmailLogin` mails a six-digit code (30 s cooldown per e-mail); a known e-mail on a device it
 * never confirmed also gets a device link, to click (`verifyDevice`) before its code is accepted.
 * `verifyOtp` checks the code (5 wrong codes within 15 minutes lock the e-mail for 15 minutes, whatever new
 * codes were asked for: otp-lockout.ts), creates the user and their EVM key on first success, and returns a 7-day session token for `getUser`, `signMessage`, `signOut`.
 * `waitForDevice` holds a request until a device is confirmed, so the new device goes on by itself.
 * A signed-in user changes their e-mail with two more codes (email-update-service.ts).
 * Database: users (e-mail, address, private key sealed by a per-user data key, itself sealed by the master
 * key), codes as keyed hashes only, devices per e-mail, pending e-mail changes, ids of signed-out sessions.
 * Configuration, never the database, holds the master key and the OTP/JWT secrets: losing the master key
 * loses every wallet.
 */
import { randomUUID } from 'node:crypto';
import type { Hex, SignableMessage } from 'viem';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { createAuthStore, type EmailUserRecord, type UserRecord } from '../storage/auth-store.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { createDeviceLinks, DEVICE_LINK_LIFETIME_MS } from './device-links.ts';
import { createDeviceWaits } from './device-waits.ts';
import { createEmailUpdateService, type EmailUpdateService } from './email-update-service.ts';
import { createIdentityLogin, identityUsername, isIdentityProvider, type IdentityLogin, type IdentityProvider } from '../sessions/identity-login.ts';
import { createWalletKeys, parseMasterKey, type MasterKey } from '../wallet/key-custody.ts';
import { readDeviceId, readEmail, readOtp } from './login-fields.ts';
import { deviceLinkMail, otpMail, type Mailer } from '../mail/mailer.ts';
import { createOtpLockout, loginSubject } from '../storage/otp-lockout.ts';
import { EMAIL_LOGIN_COOLDOWN_MS, generateOtp, hashOtp, isUsable, OTP_LIFETIME_MS, otpMatches, refuseNewCode } from './otp-policy.ts';
import { requireSecret } from '../sessions/server-secrets.ts';
import { createSessionTokens } from '../sessions/sessions.ts';
import { unlockAccount } from '../wallet/wallet-signer.ts';

export interface AuthServiceConfig {
  readonly db: SqlDatabase;
  readonly mailer: Mailer;
  /** 32 bytes, hex or base64: seals every user's data key. */
  readonly masterKey: MasterKey;
  /** Keys the HMAC of stored codes (at least 32 characters). */
  readonly otpSecret: string;
  /** Signs session tokens and device links (at least 32 characters). */
  readonly jwtSecret: string;
  /** The audience of session tokens. */
  readonly projectId: string;
  /** This server's public address: the tokens' issuer and the base of device links. */
  readonly publicUrl: string;
  /** Milliseconds since the epoch. */
  readonly now?: () => number;
}

export interface EmbeddedUserView {
  readonly email: string | null;
  readonly address: string;
}

/** GET /api/user: the user, and the identity provider account the session was signed in with (else nulls). */
export interface EmbeddedSessionUserView extends EmbeddedUserView {
  readonly socialProvider: IdentityProvider | null;
  readonly userName: string | null;
}

export interface LoginRequest {
  readonly email: string;
  /** The thumbprint of the frame's device key (device-proof.ts): the login belongs to that device alone. */
  readonly deviceId: string;
}

export interface AuthService extends EmailUpdateService {
  startEmailLogin(request: LoginRequest): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>;
  verifyDevice(token: string): Promise<{ email: string }>;
  /** True as soon as the device is confirmed, false when `timeoutMs` passes (or the signal aborts) first. */
  waitForDevice(request: LoginRequest, options: { readonly timeoutMs: number; readonly signal?: AbortSignal }): Promise<boolean>;
  verifyOtp(request: LoginRequest & { readonly otp: string }): Promise<{ sessionToken: string; user: EmbeddedUserView }>;
  getUser(sessionToken: string): Promise<EmbeddedSessionUserView>;
  /** Sign-in vouched for by an identity provider (identity-login.ts), on this service's sessions. */
  readonly identityLogin: IdentityLogin;
  /** The stored user of a usable session token (sealed keys included, for the signers). */
  sessionUser(sessionToken: string): Promise<UserRecord>;
  /** EIP-191 (personal_sign) signature with the user's key. */
  signMessage(sessionToken: string, message: SignableMessage): Promise<Hex>;
  signOut(sessionToken: string): Promise<void>;
  /** Ends every session of the token's user, on every device, this one included. */
  signOutEverywhere(sessionToken: string): Promise<void>;
  /** The device key a session token is bound to (its signature and times checked). */
  sessionDeviceKey(sessionToken: string): Promise<string>;
}

/** How often a waiting device re-reads the database, to see confirmations made by another server. */
const DEVICE_POLL_MS = 1_000;

export function createAuthService(config: AuthServiceConfig): AuthService {
  const { db, mailer, masterKey, projectId } = config;
  const now = config.now ?? Date.now;
  parseMasterKey(masterKey).fill(0); // refuse a malformed key at start, not at the first sign-in
  const otpSecret = requireSecret('otpSecret', config.otpSecret);
  const issuer = config.publicUrl.replace(/\/+$/, '');
  const store = createAuthStore(db);
  const lockout = createOtpLockout(db);
  const deviceWaits = createDeviceWaits();
  const sessions = createSessionTokens({ db, jwtSecret: config.jwtSecret, issuer, audience: projectId, now });
  const deviceLinks = createDeviceLinks({
    jwtSecret: config.jwtSecret, issuer, audience: projectId, publicUrl: config.publicUrl, now,
  });

  async function sessionUser(sessionToken: string): Promise<UserRecord> {
    return userOfSession(await sessions.verifySession(sessionToken));
  }

  async function userOfSession({ userId, issuedAt }: { readonly userId: string; readonly issuedAt: number }): Promise<UserRecord> {
    const user = await store.findUserById(userId);
    if (user === undefined) throw catalogueError('SESSION_TOKEN_INVALID', { details: 'The user no longer exists.' });
    const validAfter = user.sessionsValidAfter ?? null;
    if (validAfter !== null && issuedAt * 1000 <= validAfter) {
      throw catalogueError('JWT_TOKEN_NOT_VALID', { details: 'The user signed out everywhere.' });
    }
    return user;
  }

  return {
    async startEmailLogin(request) {
      const { email, deviceId } = loginInput(request);
      const at = now();
      const locked = await lockout.refusal(loginSubject(email), at);
      if (locked !== undefined) throw locked;
      const code = generateOtp();
      const codeHash = hashOtp(otpSecret, email, code);
      const stored = await store.putOtpUnlessRecent({
        email, codeHash, deviceKey: deviceId, createdAt: at, expiresAt: at + OTP_LIFETIME_MS, cooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
      });
      if (!stored) {
        throw refuseNewCode(await store.findOtp(email), at)
          ?? catalogueError('EMAIL_LOGIN_COOLDOWN', { params: { seconds: EMAIL_LOGIN_COOLDOWN_MS / 1000 } });
      }
      try {
        return { action: await mailLogin(email, deviceId, code) };
      } catch (cause) {
        // The login did not go through, so the cooldown must not hold the visitor back from trying again.
        await store.deleteOtp(email, codeHash);
        throw cause;
      }
    },

    async verifyDevice(token) {
      const { email, deviceId } = await deviceLinks.verifyLink(token);
      await store.markDeviceVerified(email, deviceId, now());
      deviceWaits.wake(email, deviceId);
      return { email };
    },

    async waitForDevice(request, { timeoutMs, signal }) {
      const { email, deviceId } = loginInput(request);
      // Real time, not the injected clock: this is how long a request is held, not a token's validity.
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await store.deviceStatus(email, deviceId)) === 'verified') return true;
        const left = deadline - Date.now();
        if (left <= 0 || signal?.aborted) return false;
        await deviceWaits.sleep(email, deviceId, Math.min(left, DEVICE_POLL_MS), signal);
      }
    },

    async verifyOtp(request) {
      const { email, deviceId } = loginInput(request);
      readOtp(request.otp);
      const at = now();
      // Counted before anything about the e-mail is read, and answered alike for every e-mail until the
      // code is right: a wrong code must not tell whether the e-mail has a wallet.
      const attempt = await lockout.attempt(loginSubject(email), at);
      const pending = await store.findOtp(email);
      if (pending === undefined || pending.deviceKey !== deviceId || !isUsable(pending, at)) {
        await attempt.withdraw();
        // A code is the device's that asked for it: one read off the mail or the page is useless elsewhere.
        throw catalogueError(pending !== undefined && pending.deviceKey !== deviceId ? 'LOGIN_OTHER_DEVICE' : 'OTP_EXPIRED');
      }
      if (!otpMatches(otpSecret, email, request.otp, pending.codeHash)) throw await attempt.failed();
      await attempt.withdraw();
      const existing = await store.findUserByEmail(email);
      // Only the holder of the right code learns that the e-mail has a wallet and this device is new to it;
      // the code stays pending, to be entered again once the device is confirmed.
      if (existing !== undefined && (await store.deviceStatus(email, deviceId)) !== 'verified') {
        throw catalogueError('DEVICE_NOT_VERIFIED');
      }
      // Deleting is what makes the code single-use: of two requests with the right code, one wins.
      if (!(await store.deleteOtp(email, pending.codeHash))) throw catalogueError('OTP_EXPIRED');
      const user = existing ?? (await createUser(email, at));
      await store.markDeviceVerified(email, deviceId, at);
      const sessionToken = await sessions.issueSession(user.id, { deviceKey: deviceId });
      return { sessionToken, user: { email: user.email, address: user.address } };
    },

    async getUser(sessionToken) {
      const claims = await sessions.verifySession(sessionToken);
      const user = await userOfSession(claims);
      const socialProvider = isIdentityProvider(claims.provider) ? claims.provider : null;
      const userName = socialProvider === null ? null : await identityUsername(db, user.id, socialProvider);
      return { email: user.email, address: user.address, socialProvider, userName };
    },

    identityLogin: createIdentityLogin({ db, masterKey, sessions, store, now }),

    sessionUser,

    async signMessage(sessionToken, message) {
      return unlockAccount(masterKey, await sessionUser(sessionToken)).signMessage({ message });
    },

    signOut: (sessionToken) => sessions.revokeSession(sessionToken),

    async signOutEverywhere(sessionToken) {
      const user = await sessionUser(sessionToken);
      // Token times are whole seconds: a sign-in within the same second as this is refused too.
      await store.endSessionsBefore(user.id, now());
    },

    sessionDeviceKey: (sessionToken) => sessions.deviceKeyOf(sessionToken),

    ...createEmailUpdateService({ db, authStore: store, mailer, otpSecret, now, sessionUser: emailSessionUser }),
  };

  /** Mails the code, preceded by a device link when a known e-mail comes from an unconfirmed device. */
  async function mailLogin(email: string, deviceId: string, code: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'> {
    const user = await store.findUserByEmail(email);
    const needsDevice = user !== undefined && (await store.deviceStatus(email, deviceId)) !== 'verified';
    if (needsDevice) {
      await store.addPendingDevice(email, deviceId);
      const link = await deviceLinks.linkFor({ email, deviceId });
      await mailer.send(deviceLinkMail(email, link, DEVICE_LINK_LIFETIME_MS / 60_000));
    }
    await mailer.send(otpMail(email, code, OTP_LIFETIME_MS / 60_000));
    return needsDevice ? 'VERIFY_DEVICE' : 'VERIFY_OTP';
  }

  /** The session's user, who must have an e-mail: a wallet made by an identity provider alone has none to change. */
  async function emailSessionUser(sessionToken: string): Promise<EmailUserRecord> {
    const user = await sessionUser(sessionToken);
    if (user.email === null) {
      throw catalogueError('INVALID_ARGUMENT', { params: { name: 'This wallet', expected: 'an e-mail address to change' } });
    }
    return { ...user, email: user.email };
  }

  async function createUser(email: string, at: number): Promise<UserRecord> {
    const keys = createWalletKeys(masterKey);
    return store.insertUser({ id: randomUUID(), email, ...keys }, at);
  }
}

/** The e-mail and device of a request, normalised, or INVALID_ARGUMENT. */
function loginInput(request: LoginRequest): LoginRequest {
  return { email: readEmail(request.email), deviceId: readDeviceId(request.deviceId) };
}
