import { PGlite } from '@electric-sql/pglite';
import { SCHEMA_MIGRATIONS } from '../schema-migrations.ts';

/** Parameterised statements (`$1`, `$2`, …), the same on PGlite here and on a Postgres connection in production. */
export interface SqlStatements {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The storage port of the auth server. `query` runs one statement on whatever connection is free, so
 * the service makes every write a single atomic statement (conditional upserts, `UPDATE … RETURNING`),
 * which stays correct on a pool where consecutive calls use different connections. `transaction` is
 * for what needs one connection throughout: the migrations, which hold an advisory lock while they run.
 */
export interface SqlDatabase extends SqlStatements {
  /**
   * Runs `work` on one connection kept for it, inside BEGIN … COMMIT: committed when `work` resolves,
   * rolled back when it throws (the error is thrown on).
   */
  transaction<T>(work: (tx: SqlStatements) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite (Postgres in WebAssembly): in memory without a directory, persisted on disk with one. */
export async function openPgliteDatabase(dir?: string): Promise<SqlDatabase> {
  const pglite = dir === undefined ? new PGlite() : new PGlite(dir);
  await pglite.waitReady;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pglite.query<T>(sql, params);
      return { rows: result.rows };
    },
    // PGlite has one connection: its transaction holds it, and other statements queue behind it.
    transaction: (work) => pglite.transaction((tx) => work({
      async query<T>(sql: string, params: unknown[] = []) {
        const result = await tx.query<T>(sql, params);
        return { rows: result.rows };
      },
    })),
    close: () => pglite.close(),
  };
}

/**
 * The tables the start-up keeps for itself, beside the schema: the migrations applied, and the settings
 * every server on the database must share (server-settings.ts).
 */
const BOOKKEEPING_TABLES = [
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS server_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
];

/** The advisory lock the migrations run under ('wpmig' in ASCII): one server migrates, the others wait for it. */
const MIGRATION_LOCK_KEY = 0x77_70_6d_69_67;

/**
 * Applies the migrations this database has not had yet, in version order, recording each. A database
 * that has them all is only read: a normal start runs no DDL, so it never waits on (or stalls) the
 * readers of the tables. Otherwise everything happens in one transaction under an advisory lock: servers
 * starting together on an empty database take turns, the later ones find the work done, and a start
 * that dies midway leaves the schema as it was.
 */
export async function migrate(db: SqlDatabase): Promise<void> {
  if (await isUpToDate(db)) return;
  await db.transaction(async (tx) => {
    // A transaction-level lock: released by COMMIT or ROLLBACK, and with the connection if it dies.
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    for (const statement of BOOKKEEPING_TABLES) await tx.query(statement);
    const applied = await appliedVersions(tx);
    for (const migration of SCHEMA_MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
  });
}

async function isUpToDate(db: SqlStatements): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AND to_regclass('server_settings') IS NOT NULL AS present`);
  if (rows[0]?.present !== true) return false;
  const applied = await appliedVersions(db);
  return SCHEMA_MIGRATIONS.every((migration) => applied.has(migration.version));
}

async function appliedVersions(db: SqlStatements): Promise<Set<number>> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}
