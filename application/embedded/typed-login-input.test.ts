import { describe, expect, it } from 'vitest';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { typedEmail, typedOneTimeCode, type LoginForm } from './typed-login-input.ts';

function form(): LoginForm & { errors: WalletportError[] } {
  const errors: WalletportError[] = [];
  return { errors, update: ({ error }) => errors.push(error) };
}

describe('typed login input', () => {
  it('hands back the address trimmed and leaves the form alone', () => {
    const shown = form();
    expect(typedEmail('  visitor@example.com \n', shown)).toBe('visitor@example.com');
    expect(shown.errors).toEqual([]);
  });

  it('shows a catalogue error for anything that is not an address, a non-string included', () => {
    const shown = form();
    expect(typedEmail('not an address', shown)).toBeUndefined();
    expect(typedEmail(42, shown)).toBeUndefined();
    expect(shown.errors.map((error) => error.code)).toEqual(['INVALID_ARGUMENT', 'INVALID_ARGUMENT']);
    expect(shown.errors[0]?.message).toContain('a valid e-mail address');
  });

  it('hands back six digits trimmed and refuses anything else', () => {
    const shown = form();
    expect(typedOneTimeCode(' 123456 ', shown)).toBe('123456');
    expect(shown.errors).toEqual([]);
    expect(typedOneTimeCode('12345', shown)).toBeUndefined();
    expect(typedOneTimeCode(undefined, shown)).toBeUndefined();
    expect(shown.errors).toHaveLength(2);
    expect(shown.errors[0]?.message).toContain('the six digits from the e-mail');
  });
});
