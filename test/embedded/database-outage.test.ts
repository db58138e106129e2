import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiClient, emailLogin, LoginFailure, whoIs, type AuthApiClient, type EmailLogin } from './auth-api-client.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';
import { instanceOptions, startInstance, type WalletInstance } from './wallet-instances.ts';

// The database going away under a running instance: a PostgreSQL of this file's own, as it is stopped.
let postgres: PostgresServer;
let database: string;
let instance: WalletInstance;

beforeAll(async () => {
  postgres = await startPostgresServer();
  database = await postgres.createDatabase('outage');
  // No balancer here: the instance's public URL is its own address.
  const port = await findFreePort();
  instance = await startInstance(instanceOptions(database, `http://127.0.0.1:${port}`, { port }));
}, 60_000);
afterAll(async () => {
  await instance?.stop();
  await postgres?.stop();
});

const UNAVAILABLE = { code: 'AUTH_DATABASE_UNAVAILABLE', message: 'The wallet service is unavailable right now. Try again in a moment.' };

describe('an instance whose database goes away', () => {
  it('says it is not ready while the database is away, and ready again once it is back', async () => {
    const client = authApiClient(instance.ownUrl);
    expect((await client.get('/ready')).json).toEqual({ ready: true });
    await postgres.halt();
    try {
      const away = await client.get('/ready');
      expect(away.status).toBe(503);
      expect(away.json).toEqual({ error: UNAVAILABLE });
    } finally {
      await postgres.resume();
    }
    const back = await client.get('/ready');
    expect(back.status).toBe(200);
    expect(back.json).toEqual({ ready: true });
  }, 30_000);

  it('answers 503 with the catalogue error mid-batch, keeps every login that answered, and writes no row halfway', async () => {
    const answered: { client: AuthApiClient; login: EmailLogin }[] = [];
    const refused: LoginFailure[] = [];
    const visitors = Array.from({ length: 24 }, (_, index) => `outage-${index}@example.test`);
    let halted: Promise<void> | undefined;
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let email = visitors.shift(); email !== undefined; email = visitors.shift()) {
        if (answered.length >= 4) halted ??= postgres.halt();
        const client = authApiClient(instance.ownUrl);
        try {
          answered.push({ client, login: await emailLogin(client, [instance.ownUrl], email) });
        } catch (error) {
          if (!(error instanceof LoginFailure)) throw error;
          refused.push(error);
        }
      }
    }));
    await halted;
    await postgres.resume();

    expect(refused.length).toBeGreaterThan(0);
    for (const failure of refused) {
      expect(failure.answer.status, failure.message).toBe(503);
      expect(failure.answer.json).toEqual({ error: UNAVAILABLE });
    }
    for (const { client, login } of answered) {
      const user = await whoIs(client, login.sessionToken);
      expect(user.status, login.email).toBe(200);
      expect(user.json).toMatchObject({ email: login.email, address: login.address });
    }
    // Every user row is whole: each statement commits entirely or not at all.
    const stored = await rowsOf<{ email: string; address: string; wrapped_data_key: string; encrypted_private_key: string }>(
      'SELECT email, address, wrapped_data_key, encrypted_private_key FROM users');
    for (const row of stored) {
      expect(row.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(row.wrapped_data_key.length).toBeGreaterThan(20);
      expect(row.encrypted_private_key.length).toBeGreaterThan(20);
    }
    expect(stored.map((row) => row.email)).toEqual(expect.arrayContaining(answered.map(({ login }) => login.email)));
  }, 60_000);
});

async function rowsOf<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}
