import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServiceFor, rejection, wrongCode } from '../email-login/auth-service.fixture.ts';
import { migrate, type SqlDatabase } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { startTestServer } from '../embedded-wallet-server.fixture.ts';

// A real Postgres wire protocol: PGlite served over TCP, and the `pg` pool talking to it.
let pglite: PGlite;
let socketServer: PGLiteSocketServer;
let connectionString: string;
let db: SqlDatabase;

beforeAll(async () => {
  pglite = await PGlite.create();
  socketServer = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 10 });
  await socketServer.start();
  connectionString = `postgres://postgres@${socketServer.getServerConn()}/postgres`;
  db = await openPostgresDatabase(connectionString, { maxConnections: 4 });
  await migrate(db);
  await migrate(db); // every start migrates: a second run changes nothing
}, 60_000);
afterAll(async () => {
  await db?.close();
  await socketServer?.stop();
  await pglite?.close();
});

describe('the Postgres database', () => {
  it('runs the e-mail login, sessions and signing of the auth service', async () => {
    const { service, otpFor } = authServiceFor(db);
    const email = 'pg@example.test';
    expect(await service.startEmailLogin({ email, deviceId: 'd1' })).toEqual({ action: 'VERIFY_OTP' });
    expect(await rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(otpFor(email)) }))).toMatch(/^OTP_INVALID/);
    const { sessionToken, user } = await service.verifyOtp({ email, deviceId: 'd1', otp: otpFor(email) });
    expect(await service.getUser(sessionToken)).toEqual({ ...user, socialProvider: null, userName: null });
    const signature = await service.signMessage(sessionToken, 'over the wire');
    expect(await verifyMessage({ address: user.address as `0x${string}`, message: 'over the wire', signature })).toBe(true);
    await service.signOut(sessionToken);
    expect(await rejection(service.getUser(sessionToken))).toMatch(/^JWT_TOKEN_NOT_VALID/);
  });

  it('keeps parallel guesses to five attempts across pooled connections', async () => {
    const { service, otpFor } = authServiceFor(db);
    const email = 'pg-parallel@example.test';
    await service.startEmailLogin({ email, deviceId: 'd1' });
    const right = otpFor(email);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => rejection(service.verifyOtp({ email, deviceId: 'd1', otp: wrongCode(right) }))));
    expect(outcomes.filter((outcome) => outcome.startsWith('OTP_INVALID'))).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome.startsWith('OTP_LOCKED'))).toHaveLength(8);
  });

  it('reads times back as the instants written, and integers as numbers', async () => {
    const at = new Date(Date.UTC(2025, 0, 1, 12, 30, 15, 123));
    await db.query('INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, $2)', ['pg-times', at]);
    const { rows } = await db.query<{ expires_at: Date }>('SELECT expires_at FROM revoked_sessions WHERE jti = $1', ['pg-times']);
    expect(rows[0]?.expires_at).toBeInstanceOf(Date);
    expect(rows[0]?.expires_at.getTime()).toBe(at.getTime());
    const counted = await db.query<{ failures: number }>(
      'SELECT cardinality(failures) AS failures FROM otp_lockouts WHERE subject = $1', ['login:pg-parallel@example.test']);
    expect(counted.rows).toEqual([{ failures: 5 }]);
  });

  it('is what the server stores in when given a connection string', async () => {
    const { server, signIn } = await startTestServer({ database: { connectionString } });
    try {
      const { address } = await signIn('pg-server@example.test');
      const { rows } = await db.query<{ address: string }>('SELECT address FROM users WHERE email = $1', ['pg-server@example.test']);
      expect(rows).toEqual([{ address }]);
    } finally {
      await server.stop();
    }
  });

  it('fails at open when the server cannot be reached', async () => {
    await expect(openPostgresDatabase('postgres://postgres@127.0.0.1:1/postgres')).rejects.toThrow(/ECONNREFUSED/);
  });
});
