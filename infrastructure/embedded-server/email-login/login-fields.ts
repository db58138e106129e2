import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { isEmailAddress, isOneTimeCode } from '../../../domain/embedded/login-input.ts';

/** The fields the auth service reads from the frame, checked and normalised the same way by every flow. */
export const MAX_DEVICE_ID_LENGTH = 200;

/** The e-mail lower-cased and trimmed (one person, one wallet), else INVALID_ARGUMENT naming `name`. */
export function readEmail(value: unknown, name = 'email'): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isEmailAddress(email)) throw catalogueError('INVALID_ARGUMENT', { params: { name, expected: 'a valid e-mail address' } });
  return email;
}

export function readDeviceId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_DEVICE_ID_LENGTH) {
    throw catalogueError('INVALID_ARGUMENT', { params: { name: 'deviceId', expected: `1 to ${MAX_DEVICE_ID_LENGTH} characters` } });
  }
  return value;
}

export function readOtp(value: unknown): string {
  if (!isOneTimeCode(value)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'otp', expected: 'six digits' } });
  return value;
}
