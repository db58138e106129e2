import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { migrate, type SqlDatabase } from '../../infrastructure/embedded-server/storage/database.ts';
import { createOtpLockout } from '../../infrastructure/embedded-server/storage/otp-lockout.ts';
import { openPostgresDatabase } from '../../infrastructure/embedded-server/storage/postgres-database.ts';
import { createRequestLimits, readLoginLimits } from '../../infrastructure/embedded-server/storage/request-limits.ts';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';

// The lock-out of codes and the limits on requests as two servers keep them on one real PostgreSQL, each
// with a pool of its own: parallel calls over several connections must not slip past a count.
let postgres: PostgresServer;
let servers: SqlDatabase[] = [];
beforeAll(async () => {
  postgres = await startPostgresServer();
  const database = await postgres.createDatabase('login_limits');
  servers = await Promise.all([1, 2].map(() => openPostgresDatabase(database, { maxConnections: 8 })));
  await migrate(servers[0]!);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((db) => db.close()));
  await postgres?.stop();
});

const T0 = Date.UTC(2025, 0, 1);

describe('on PostgreSQL, with two servers', () => {
  it('count 40 parallel wrong codes for one e-mail as five failures, the fifth locking, and refuse the rest', async () => {
    const lockouts = servers.map((db) => createOtpLockout(db));
    const outcomes = await Promise.all(Array.from({ length: 40 }, async (_, index) => {
      try {
        return (await (await lockouts[index % 2]!.attempt('login:pg-guess@example.test', T0)).failed()).code;
      } catch (error) {
        if (!WalletportError.is(error)) throw error;
        return `refused ${error.code}`;
      }
    }));
    expect(outcomes.filter((outcome) => outcome === 'OTP_INVALID')).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === 'OTP_LOCKED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused OTP_LOCKED')).toHaveLength(35);
  }, 30_000);

  it('admit 50 of 80 parallel code checks from one address', async () => {
    const limits = servers.map((db) => createRequestLimits(db, readLoginLimits(undefined), () => T0));
    const refusals = await Promise.all(Array.from({ length: 80 }, (_, index) => limits[index % 2]!.admit('codeChecks', '192.0.2.80')));
    expect(refusals.filter((refusal) => refusal === undefined)).toHaveLength(50);
    expect(refusals.filter((refusal) => refusal?.code === 'TOO_MANY_REQUESTS')).toHaveLength(30);
  }, 30_000);
});
