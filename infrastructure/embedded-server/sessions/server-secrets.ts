import { createHmac } from 'node:crypto';
import { catalogueError } from '../../../domain/errors/catalogue.ts';

/** Shortest secret accepted from configuration: 32 characters, the size of an HS256 key. */
export const MIN_SECRET_LENGTH = 32;

/** A configured secret, refused at start when it is too short to resist guessing. */
export function requireSecret(name: string, secret: string): string {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw catalogueError('INVALID_ARGUMENT', { params: { name, expected: `at least ${MIN_SECRET_LENGTH} characters` } });
  }
  return secret;
}

/**
 * A key for one purpose, derived from a configured secret. Session tokens and device links share the
 * JWT secret of the configuration but are signed with different derived keys, so one can never be
 * accepted as the other even if a claim check were forgotten.
 */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`walletport/${purpose}`).digest());
}
