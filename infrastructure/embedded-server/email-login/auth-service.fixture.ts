import { randomBytes } from 'node:crypto';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { createAuthService, type AuthServiceConfig } from './auth-service.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { createDevelopmentMailbox } from '../mail/mailer.ts';

/** Shared by the auth service's tests: a service on a given database, a mailbox and a clock the test moves. */
export const T0 = Date.UTC(2025, 0, 1);
export const OTP_SECRET = 'otp-secret-of-at-least-32-characters!';
export const PUBLIC_URL = 'https://auth.example.test';

export function authServiceFor(db: SqlDatabase, overrides: Partial<AuthServiceConfig> = {}) {
  const clock = { time: T0 };
  const mailbox = createDevelopmentMailbox(() => undefined);
  const config: AuthServiceConfig = {
    db,
    mailer: mailbox,
    masterKey: randomBytes(32).toString('hex'),
    otpSecret: OTP_SECRET,
    jwtSecret: 'jwt-secret-of-at-least-thirty-two-chars',
    projectId: 'project-a',
    publicUrl: PUBLIC_URL,
    now: () => clock.time,
    ...overrides,
  };
  const service = createAuthService(config);
  return {
    service,
    mailbox,
    config,
    advance: (ms: number) => void (clock.time += ms),
    /** The code just mailed to this address; fails loudly when none was. */
    otpFor(email: string): string {
      const code = mailbox.lastOtpFor(email);
      if (code === undefined) throw new Error(`No code was mailed to ${email}`);
      return code;
    },
    /** The token of the newest device link mailed to this address. */
    deviceTokenFor(email: string): string {
      const link = mailbox.lastDeviceLinkFor(email);
      if (link === undefined) throw new Error(`No device link was mailed to ${email}`);
      return new URL(link).searchParams.get('token') ?? '';
    },
  };
}

/** The catalogue code and text a promise rejected with ('resolved' when it did not). */
export async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!WalletportError.is(error)) throw error;
    return `${error.code}: ${error.shortMessage}`;
  }
}

/** A code that is not the right one. */
export function wrongCode(right: string): string {
  return right === '000000' ? '000001' : '000000';
}
