import { z } from '../schemas/zod.ts';

/** E-mail fields (connect, update, new e-mail) must be valid e-mail addresses. */
const EmailSchema = z.string().max(320).email();

export function isEmailAddress(value: unknown): value is string {
  return EmailSchema.safeParse(value).success;
}

/** The one-time code the auth server mails: six digits. */
export function isOneTimeCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}
