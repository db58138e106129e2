import { randomUUID } from 'node:crypto';
import { compactVerify, errors, jwtVerify, SignJWT } from 'jose';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { createRevokedSessionsStore } from '../storage/revoked-sessions-store.ts';
import { deriveKey, requireSecret } from './server-secrets.ts';

/**
 * Session tokens: HS256 JWTs naming the user (`sub`) for one project (`aud`), issued by this server
 * (`iss`), bound to the device key of the frame that signed in (`cnf.jkt`, RFC 9449): the API accepts a
 * token only with a proof signed by that key (device-proof.ts), so a token read off a device is useless
 * anywhere else. They are stateless except for sign-out, which records the token's `jti` until it would
 * have expired anyway, and sign-out everywhere, which the user's row records.
 */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const TOKEN_TYPE = 'walletport-session+jwt';

export interface SessionClaims {
  readonly userId: string;
  readonly jti: string;
  /** Seconds since the epoch, as in the token. */
  readonly issuedAt: number;
  readonly expiresAt: number;
  /** The identity provider the session was issued for (`prv`); absent for an e-mail login. */
  readonly provider?: string;
  /** The thumbprint of the device key the session is bound to (`cnf.jkt`). */
  readonly deviceKey: string;
}

export interface SessionTokensConfig {
  readonly db: SqlDatabase;
  readonly jwtSecret: string;
  readonly issuer: string;
  /** The project id: a token of one project is refused by another. */
  readonly audience: string;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
}

export interface SessionTokens {
  /**
   * A token for the user on the device whose key has this thumbprint. `provider`: the identity provider
   * the user signed in with, carried as the `prv` claim.
   */
  issueSession(userId: string, options: { readonly deviceKey: string; readonly provider?: string }): Promise<string>;
  /** The claims of a usable token, else JWT_TOKEN_NOT_VALID (expired, not yet valid, signed out) or SESSION_TOKEN_INVALID. */
  verifySession(token: string): Promise<SessionClaims>;
  /** The device key a valid token is bound to (its signature and times checked, sign-outs not looked up). */
  deviceKeyOf(token: string): Promise<string>;
  /** Signs a token out. A token that is already expired is left as it is: it cannot be used again anyway. */
  revokeSession(token: string): Promise<void>;
}

export function createSessionTokens(config: SessionTokensConfig): SessionTokens {
  const key = deriveKey(requireSecret('jwtSecret', config.jwtSecret), 'session');
  const { issuer, audience, now } = config;
  const revoked = createRevokedSessionsStore(config.db);
  const seconds = () => Math.floor(now() / 1000);

  return {
    async issueSession(userId, options) {
      const issuedAt = seconds();
      const claims = { cnf: { jkt: options.deviceKey }, ...(options.provider === undefined ? {} : { prv: options.provider }) };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt)
        .setExpirationTime(issuedAt + SESSION_LIFETIME_MS / 1000)
        .sign(key);
    },

    async verifySession(token) {
      const claims = await signedClaims(token);
      if (await revoked.isRevoked(claims.jti)) throw catalogueError('JWT_TOKEN_NOT_VALID', { details: 'The session was signed out.' });
      return claims;
    },

    deviceKeyOf: async (token) => (await signedClaims(token)).deviceKey,

    async revokeSession(token) {
      // The signature and audience are checked, not the times: a token that is not valid yet will be
      // later, so it must be recorded too.
      const { jti, exp } = await authenticatedClaims(token);
      const current = now();
      if (exp * 1000 <= current) return;
      await revoked.revoke(jti, new Date(exp * 1000), new Date(current));
    },
  };

  /** The claims of a token this server signed, inside its time window; nothing is looked up. */
  async function signedClaims(token: string): Promise<SessionClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'], typ: TOKEN_TYPE, issuer, audience,
        currentDate: new Date(now()), requiredClaims: ['nbf', 'exp'],
      }));
    } catch (cause) {
      throw refusal(cause);
    }
    const { sub, jti, iat, exp, prv, cnf } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
      throw catalogueError('SESSION_TOKEN_INVALID', { details: 'The token lacks its subject, id or times.' });
    }
    if (prv !== undefined && typeof prv !== 'string') throw catalogueError('SESSION_TOKEN_INVALID', { details: 'The token\'s provider is not a name.' });
    return { userId: sub, jti, issuedAt: iat, expiresAt: exp, deviceKey: boundKeyOf(cnf), ...(prv === undefined ? {} : { provider: prv }) };
  }

  async function authenticatedClaims(token: string): Promise<{ jti: string; exp: number }> {
    let claims: Record<string, unknown>;
    try {
      const { payload, protectedHeader } = await compactVerify(token, key, { algorithms: ['HS256'] });
      if (protectedHeader.typ !== TOKEN_TYPE) throw new Error('Not a session token');
      claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    } catch (cause) {
      throw catalogueError('SESSION_TOKEN_INVALID', { cause });
    }
    const { iss, aud, jti, exp } = claims;
    if (iss !== issuer || aud !== audience || typeof jti !== 'string' || typeof exp !== 'number') {
      throw catalogueError('SESSION_TOKEN_INVALID', { details: 'The token is for another issuer or project.' });
    }
    return { jti, exp };
  }
}

/** The `cnf.jkt` of a token: a token bound to no device is not a session of this server. */
function boundKeyOf(cnf: unknown): string {
  const jkt = typeof cnf === 'object' && cnf !== null ? (cnf as { jkt?: unknown }).jkt : undefined;
  if (typeof jkt !== 'string' || jkt.length === 0) throw catalogueError('SESSION_TOKEN_INVALID', { details: 'The token is bound to no device.' });
  return jkt;
}

/** The catalogue's JWT_TOKEN_NOT_VALID ("Session Expired"): a session outside its time window is that alert; anything else is a bad token. */
function refusal(cause: unknown) {
  if (cause instanceof errors.JWTExpired) {
    return catalogueError('JWT_TOKEN_NOT_VALID', { cause, details: 'The session has expired.' });
  }
  if (cause instanceof errors.JWTClaimValidationFailed && cause.claim === 'nbf') {
    return catalogueError('JWT_TOKEN_NOT_VALID', { cause, details: 'JWT Token is not yet valid' });
  }
  return catalogueError('SESSION_TOKEN_INVALID', { cause });
}
