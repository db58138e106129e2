import { z } from '../schemas/zod-mini.ts';

/** E-mail fields (connect, update, new e-mail) must be valid e-mail addresses. */
const EmailSchema = z.email().check(z.maxLength(320));

export function isEmailAddress(value: unknown): value is string {
  return EmailSchema.safeParse(value).success;
}

/** The one-time code the auth server mails: six digits. */
export function isOneTimeCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}
