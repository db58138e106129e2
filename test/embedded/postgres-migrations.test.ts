import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../infrastructure/embedded-server/storage/database.ts';
import { openPostgresDatabase } from '../../infrastructure/embedded-server/storage/postgres-database.ts';
import { SCHEMA_MIGRATIONS } from '../../infrastructure/embedded-server/schema-migrations.ts';
import { authApiClient } from './auth-api-client.ts';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';
import { instanceOptions, startInstance } from './wallet-instances.ts';

// The schema's life on a real PostgreSQL: who migrates, under which lock, and what a normal start touches.
let postgres: PostgresServer;

beforeAll(async () => {
  postgres = await startPostgresServer();
}, 60_000);
afterAll(() => postgres?.stop());

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

describe('the migrations on PostgreSQL', () => {
  it('apply each version once when six servers migrate an empty database at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const database = await postgres.createDatabase(`together_${round}`);
      const pools = await Promise.all(Array.from({ length: 6 }, () => openPostgresDatabase(database, { maxConnections: 2 })));
      try {
        await Promise.all(pools.map((db) => migrate(db)));
        const { rows } = await pools[0]!.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((row) => row.version)).toEqual(SCHEMA_MIGRATIONS.map((migration) => migration.version));
      } finally {
        await Promise.all(pools.map((db) => db.close()));
      }
    }
  }, 30_000);

  it('run no DDL at a normal start, and wait for no reader of the tables', async () => {
    const database = await postgres.createDatabase('normal_start');
    const first = await startInstance(instanceOptions(database, 'https://wallet.example.test'));
    await first.stop();
    const watcher = await connect(database);
    const reader = await connect(database);
    try {
      // Every DDL statement from here on leaves a row: CREATE, ALTER and DROP, IF NOT EXISTS or not.
      await watcher.query(`CREATE TABLE ddl_seen (tag TEXT NOT NULL);
        CREATE FUNCTION note_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ddl_seen VALUES (tg_tag); END $$;
        CREATE EVENT TRIGGER note_ddl ON ddl_command_start EXECUTE FUNCTION note_ddl();`);
      // A long report holds its read lock on every table until it ends: DDL on any of them would queue behind it.
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM users, otps, devices, schema_migrations');
      const startedAt = Date.now();
      const second = await startInstance(instanceOptions(database, 'https://wallet.example.test'));
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      expect((await watcher.query('SELECT tag FROM ddl_seen')).rows).toEqual([]);
      expect((await authApiClient(second.ownUrl).get('/ready')).json).toEqual({ ready: true });
      await second.stop();
      await reader.query('COMMIT');
      // The trigger does see DDL: this one is its own.
      await watcher.query('CREATE TABLE IF NOT EXISTS users (id TEXT)');
      expect((await watcher.query('SELECT tag FROM ddl_seen')).rows).toEqual([{ tag: 'CREATE TABLE' }]);
    } finally {
      await reader.end();
      await watcher.end();
    }
  }, 30_000);

  it('keep a transaction on one connection, committed whole or rolled back whole', async () => {
    const database = await postgres.createDatabase('transactions');
    const db = await openPostgresDatabase(database, { maxConnections: 3 });
    try {
      await db.query('CREATE TABLE notes (text TEXT NOT NULL)');
      const backends = await db.transaction(async (tx) => {
        const seen: number[] = [];
        for (const text of ['one', 'two', 'three']) {
          await tx.query('INSERT INTO notes VALUES ($1)', [text]);
          seen.push((await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
        }
        return new Set(seen);
      });
      expect(backends.size).toBe(1);
      const failure = new Error('the work failed midway');
      await expect(db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1)', ['four']);
        throw failure;
      })).rejects.toBe(failure);
      expect((await db.query<{ text: string }>('SELECT text FROM notes ORDER BY text')).rows.map((row) => row.text)).toEqual(['one', 'three', 'two']);
    } finally {
      await db.close();
    }
  }, 30_000);

  it('open no more connections than database.maxConnections', async () => {
    const database = await postgres.createDatabase('pool_size');
    const instance = await startInstance(instanceOptions(database, 'https://wallet.example.test', { database: { connectionString: database, maxConnections: 2 } }));
    const watcher = await connect(database);
    try {
      const client = authApiClient(instance.ownUrl);
      const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => client.post('/api/email/start', { email: `pool-${index}@example.test` })));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const { rows } = await watcher.query<{ open: string }>(
        'SELECT count(*) AS open FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      expect(Number(rows[0]!.open)).toBeGreaterThan(0);
      expect(Number(rows[0]!.open)).toBeLessThanOrEqual(2);
    } finally {
      await watcher.end();
      await instance.stop();
    }
  }, 30_000);
});
