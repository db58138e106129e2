import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import type { VerifySiwxSessionOptions } from './session-binding.ts';
import type { SIWXVerifier } from './verifier.ts';

/*
 * The checks of a session bring the message text's reader and the error catalogue with them. A page that
 * configures sign-in but has not signed in yet needs neither, so they load with the first session checked.
 * Both functions were async already: callers see no difference.
 */
const verification = () => import('./verify-session.ts');

/**
 * Server-side check of a presented sign-in: resolves to true only when the session is well formed, its
 * text is its data, it is bound to this backend's domain (and URI and chains, when given), it is within
 * its time bounds and `maxAgeSeconds`, its signature verifies and its nonce is this backend's, used once.
 * Otherwise it rejects with the catalogue error naming the first reason (SIWX_DOMAIN_MISMATCH,
 * SIWX_NONCE_REFUSED, …); a context that binds nothing rejects with INVALID_ARGUMENT.
 */
export async function verifySiwxSession(session: SiwxSession, context: VerifySiwxSessionOptions): Promise<true> {
  return (await verification()).verifySiwxSession(session, context);
}

/**
 * Whether the session is well formed and its signature vouches for its data. Nothing else: not the
 * domain, the nonce, the chain nor the time. A backend uses `verifySiwxSession`.
 */
export async function verifySiwxSignature(session: SiwxSession, verifiers?: readonly SIWXVerifier[]): Promise<boolean> {
  return (await verification()).verifySiwxSignature(session, verifiers);
}
