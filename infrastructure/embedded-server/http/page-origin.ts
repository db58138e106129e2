import { isOriginAllowed } from '../../../domain/policies/origin-allowlist.ts';
import { HttpFailure, invalidArgument } from './http-errors.ts';

/**
 * The origin of the dApp page a sign-in is started for, as the frame pinned it: scheme, host and port
 * only, and one of the project's allowed origins (else 403). A sign-in is always for a page of the
 * project: the social callback's notice goes to it, and a Farcaster sign-in is opened for it.
 */
export function readPageOrigin(value: unknown, allowedOrigins: readonly string[]): string {
  let origin: string | undefined;
  try {
    origin = typeof value === 'string' && /^https?:\/\//i.test(value) ? new URL(value).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (origin === undefined || origin !== value) throw invalidArgument('origin', 'a page origin (scheme, host and port only)');
  if (!isOriginAllowed(origin, allowedOrigins)) throw new HttpFailure(403, invalidArgument('origin', 'an allowed origin of this project'));
  return origin;
}
