import { isEmailAddress, isOneTimeCode } from '../../domain/embedded/login-input.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** A login form's state: a rejected entry shows there, in the catalogue's words, instead of throwing. */
export interface LoginForm {
  update(patch: { readonly error: WalletportError }): void;
}

/**
 * The e-mail address the visitor typed, trimmed; undefined once the form says it is not one. The host
 * page may call the public flows with anything, so a non-string counts as an empty entry.
 */
export function typedEmail(raw: unknown, form: LoginForm): string | undefined {
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (isEmailAddress(email)) return email;
  form.update({ error: catalogueError('INVALID_ARGUMENT', { params: { name: 'email', expected: 'a valid e-mail address' } }) });
  return undefined;
}

/** The six-digit code the visitor typed, trimmed; undefined once the form says it is not one. */
export function typedOneTimeCode(raw: unknown, form: LoginForm): string | undefined {
  const otp = typeof raw === 'string' ? raw.trim() : '';
  if (isOneTimeCode(otp)) return otp;
  form.update({ error: catalogueError('INVALID_ARGUMENT', { params: { name: 'otp', expected: 'the six digits from the e-mail' } }) });
  return undefined;
}
