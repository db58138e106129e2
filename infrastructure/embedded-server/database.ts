import { PGlite } from '@electric-sql/pglite';
import { SCHEMA_MIGRATIONS } from './schema-migrations.ts';

/**
 * The storage port of the auth server: one parameterised statement at a time (`$1`, `$2`, …), so the
 * same calls run on PGlite here and on a Postgres connection in production. There is deliberately no
 * transaction API: every write the service makes is a single atomic statement (conditional upserts,
 * `UPDATE … RETURNING`), which stays correct on a connection pool where consecutive calls may use
 * different connections.
 */
export interface SqlDatabase {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
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
    close: () => pglite.close(),
  };
}

/** Applies the migrations this database has not had yet, in version order, recording each. */
export async function migrate(db: SqlDatabase): Promise<void> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  for (const migration of SCHEMA_MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    for (const statement of migration.statements) await db.query(statement);
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING',
      [migration.version, migration.name]);
  }
}
