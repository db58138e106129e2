import type { SqlDatabase } from './database.ts';

export interface PostgresDatabaseOptions {
  /** Connections of the pool (pg's default: 10). */
  readonly maxConnections?: number;
  /** Where errors of idle pooled connections go (a restarted database, a dropped network). */
  readonly log?: (line: string) => void;
}

/**
 * The storage port on a Postgres server, e.g. `postgres://user:password@db.example.com:5432/walletport`.
 * A pool: consecutive statements may run on different connections, which the port allows (it has no
 * transactions; every write is one atomic statement). TIMESTAMPTZ columns come back as Date, as on PGlite.
 * Answers once a first statement went through, so a wrong address or password fails at start.
 */
export async function openPostgresDatabase(connectionString: string, options: PostgresDatabaseOptions = {}): Promise<SqlDatabase> {
  // Loaded on use: `pg` is needed only by servers that store in Postgres.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }) });
  const log = options.log ?? ((line: string) => console.error(line));
  // Without a listener, an idle connection's error would be thrown from the pool and end the process.
  pool.on('error', (error) => log(`[postgres] idle connection failed: ${error.message}`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    close: () => (closing ??= pool.end()),
  };
}
