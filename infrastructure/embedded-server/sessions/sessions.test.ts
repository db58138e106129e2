import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import type { ErrorCode } from '../../../domain/errors/catalogue.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { createDeviceLinks } from '../email-login/device-links.ts';
import { createSessionTokens, SESSION_LIFETIME_MS, type SessionTokensConfig } from './sessions.ts';

const SECRET = 'jwt-secret-of-at-least-thirty-two-chars';
const T0 = Date.UTC(2025, 0, 1);
/** A device key's thumbprint, as the frame's proofs name it. */
const DEVICE_KEY = 'device-key-thumbprint-1';
let db: SqlDatabase;
let time = T0;

beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000); // starting PGlite takes seconds
afterAll(() => db.close());

function tokens(overrides: Partial<SessionTokensConfig> = {}) {
  return createSessionTokens({ db, jwtSecret: SECRET, issuer: 'https://auth.example.test', audience: 'project-a', now: () => time, ...overrides });
}

async function refusal(promise: Promise<unknown>): Promise<ErrorCode | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!WalletportError.is(error)) throw error;
    return error.code;
  }
}

describe('session tokens', () => {
  it('carry issuer, project, user, a unique id and a 7-day window starting now', async () => {
    time = T0;
    const sessions = tokens();
    const token = await sessions.issueSession('user-1', { deviceKey: DEVICE_KEY });
    const claims = decodeJwt(token);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(claims).toMatchObject({ iss: 'https://auth.example.test', aud: 'project-a', sub: 'user-1', iat: T0 / 1000, nbf: T0 / 1000 });
    expect(claims.exp).toBe((T0 + SESSION_LIFETIME_MS) / 1000);
    expect(decodeJwt(await sessions.issueSession('user-1', { deviceKey: DEVICE_KEY })).jti).not.toBe(claims.jti);
    expect(await sessions.verifySession(token)).toEqual({ userId: 'user-1', jti: claims.jti, issuedAt: T0 / 1000, expiresAt: claims.exp, deviceKey: DEVICE_KEY });
  });

  it('are refused once expired, with the Session Expired alert', async () => {
    time = T0;
    const sessions = tokens();
    const token = await sessions.issueSession('user-1', { deviceKey: DEVICE_KEY });
    time = T0 + SESSION_LIFETIME_MS - 1000;
    expect((await sessions.verifySession(token)).userId).toBe('user-1');
    time = T0 + SESSION_LIFETIME_MS;
    expect(await refusal(sessions.verifySession(token))).toBe('JWT_TOKEN_NOT_VALID');
  });

  it('are refused before they are valid (a server clock behind the issuer)', async () => {
    time = T0 + 60 * 60_000;
    const token = await tokens().issueSession('user-1', { deviceKey: DEVICE_KEY });
    time = T0;
    expect(await refusal(tokens().verifySession(token))).toBe('JWT_TOKEN_NOT_VALID');
  });

  it('are refused after sign-out, while other sessions of the same user stay valid', async () => {
    time = T0;
    const sessions = tokens();
    const signedOut = await sessions.issueSession('user-1', { deviceKey: DEVICE_KEY });
    const other = await sessions.issueSession('user-1', { deviceKey: DEVICE_KEY });
    await sessions.revokeSession(signedOut);
    await sessions.revokeSession(signedOut); // twice is harmless
    expect(await refusal(sessions.verifySession(signedOut))).toBe('JWT_TOKEN_NOT_VALID');
    expect((await sessions.verifySession(other)).userId).toBe('user-1');
  });

  it('revoke a token that is not valid yet, and drop revoked ids once their tokens expire', async () => {
    time = T0 + 60 * 60_000;
    const early = await tokens().issueSession('user-2', { deviceKey: DEVICE_KEY });
    time = T0;
    await tokens().revokeSession(early);
    time = T0 + 2 * 60 * 60_000;
    expect(await refusal(tokens().verifySession(early))).toBe('JWT_TOKEN_NOT_VALID');
    const { jti } = decodeJwt(early);
    time = T0 + 60 * 60_000 + SESSION_LIFETIME_MS + 1000;
    await tokens().revokeSession(await tokens().issueSession('user-3', { deviceKey: DEVICE_KEY })); // a sign-out sweeps the expired ids
    expect((await db.query('SELECT jti FROM revoked_sessions WHERE jti = $1', [jti])).rows).toEqual([]);
  });

  it('are refused when signed with another secret, for another project or issuer, or malformed', async () => {
    time = T0;
    const forged = await tokens({ jwtSecret: `${SECRET}-other` }).issueSession('user-1', { deviceKey: DEVICE_KEY });
    const otherProject = await tokens({ audience: 'project-b' }).issueSession('user-1', { deviceKey: DEVICE_KEY });
    const otherIssuer = await tokens({ issuer: 'https://evil.example.test' }).issueSession('user-1', { deviceKey: DEVICE_KEY });
    for (const token of [forged, otherProject, otherIssuer, 'not-a-token', '']) {
      expect(await refusal(tokens().verifySession(token))).toBe('SESSION_TOKEN_INVALID');
      expect(await refusal(tokens().revokeSession(token))).toBe('SESSION_TOKEN_INVALID');
    }
  });

  it('are not confused with device links signed from the same secret', async () => {
    time = T0;
    const links = createDeviceLinks({
      jwtSecret: SECRET, issuer: 'https://auth.example.test', audience: 'project-a', publicUrl: 'https://auth.example.test', now: () => time,
    });
    const link = await links.linkFor({ email: 'a@example.test', deviceId: 'device-1' });
    const linkToken = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    expect(await refusal(tokens().verifySession(linkToken))).toBe('SESSION_TOKEN_INVALID');
    expect(await refusal(links.verifyLink(await tokens().issueSession('user-1', { deviceKey: DEVICE_KEY })))).toBe('DEVICE_LINK_INVALID');
  });

  it('need a secret of at least 32 characters', () => {
    expect(() => tokens({ jwtSecret: 'short' })).toThrow(/jwtSecret needs at least 32 characters/);
  });
});
