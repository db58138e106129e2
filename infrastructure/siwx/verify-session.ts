import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';
import { siwxMessageMatchesData } from '../../domain/siwx/siwx-message-text.ts';
import { DEFAULT_SIWX_VERIFIERS } from './default-verifiers.ts';
import { assertSessionContext, bindingRefusal, type VerifySiwxSessionOptions } from './session-binding.ts';
import { chainNamespaceOf, isSiwxSession } from './session-shape.ts';
import type { SIWXVerifier } from './verifier.ts';

export { isSiwxSession } from './session-shape.ts';
export { DEFAULT_SIWX_VERIFIERS } from './default-verifiers.ts';
export type { SiwxNonceCheck, VerifySiwxSessionOptions } from './session-binding.ts';
export type { NamespaceVerifier, SIWXVerifier } from './verifier.ts';

const defaultVerifiers = (): readonly SIWXVerifier[] => Object.values(DEFAULT_SIWX_VERIFIERS);

/**
 * Why the signature does not vouch for the session's data, or undefined when it does: the message text
 * must say what the data says and every verifier that judges the session must accept the signature. No
 * verifier for the chain family means not verified.
 */
async function signatureRefusal(session: SiwxSession, verifiers: readonly SIWXVerifier[]): Promise<WalletportError | undefined> {
  const namespace = chainNamespaceOf(session.data.chainId);
  if (namespace === undefined) return catalogueError('SIWX_SESSION_MALFORMED', { details: 'the chain id is not namespace:reference' });
  if (!siwxMessageMatchesData(session.message, session.data)) {
    return catalogueError('SIWX_SIGNATURE_INVALID', { details: 'the signed text does not say what the data says' });
  }
  try {
    const judges = verifiers.filter((verifier) =>
      verifier.shouldVerify ? verifier.shouldVerify(session) : verifier.chainNamespace === namespace);
    if (judges.length === 0) return catalogueError('SIWX_SIGNATURE_INVALID', { details: `no verifier for ${namespace}` });
    const verdicts = await Promise.all(judges.map((verifier) => verifier.verify(session)));
    return verdicts.every((verdict) => verdict === true) ? undefined : catalogueError('SIWX_SIGNATURE_INVALID');
  } catch (cause) {
    // A verifier written by an integrator may throw; a session it cannot judge is not verified.
    return catalogueError('SIWX_SIGNATURE_INVALID', { details: 'a verifier failed', cause });
  }
}

/**
 * Whether the session is well formed and its signature vouches for its data. Nothing else: not the
 * domain, the nonce, the chain nor the time. A backend uses `verifySiwxSession`.
 */
export async function verifySiwxSignature(session: SiwxSession, verifiers: readonly SIWXVerifier[] = defaultVerifiers()): Promise<boolean> {
  return isSiwxSession(session) && (await signatureRefusal(session, verifiers)) === undefined;
}

/**
 * Server-side check of a presented sign-in. It resolves to true only when the session is well formed,
 * its text is its data, it names this backend's domain (and URI, and an accepted chain, when given),
 * it was issued no later than now and less than `maxAgeSeconds` ago, `now` lies within its Not Before /
 * Expiration Time, its signature verifies for its chain family, and its nonce is the one this backend
 * issued, used for the first time. Otherwise it rejects with the catalogue error naming the first
 * reason (SIWX_DOMAIN_MISMATCH, SIWX_NONCE_REFUSED, …); a context that binds nothing rejects with
 * INVALID_ARGUMENT. Errors thrown by `consumeNonce` itself reach the caller as they are.
 */
export async function verifySiwxSession(session: SiwxSession, context: VerifySiwxSessionOptions): Promise<true> {
  assertSessionContext(context);
  if (!isSiwxSession(session)) throw catalogueError('SIWX_SESSION_MALFORMED', { details: 'not a session' });
  const now = context.now ?? new Date();
  // The cheap checks first; any data they pass is then held to the signed text by signatureRefusal.
  const unbound = bindingRefusal(session.data, context, now);
  if (unbound) throw unbound;
  const signed = await signatureRefusal(session, context.verifiers ?? defaultVerifiers());
  if (signed) throw signed;
  if (context.consumeNonce !== undefined && (await context.consumeNonce(session.data.nonce)) !== true) {
    throw catalogueError('SIWX_NONCE_REFUSED', { details: 'unknown or already used' });
  }
  return true;
}
