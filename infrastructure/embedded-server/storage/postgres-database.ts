import type { Pool, PoolClient } from 'pg';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { SqlDatabase, SqlStatements } from './database.ts';

export interface PostgresDatabaseOptions {
  /** Connections of the pool (pg's default: 10). */
  readonly maxConnections?: number;
  /** Where errors of idle pooled connections go (a restarted database, a dropped network). */
  readonly log?: (line: string) => void;
}

/** How long a statement waits for a free or new connection before the database counts as unavailable. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The storage port on a Postgres server, e.g. `postgres://user:password@db.example.com:5432/walletport`.
 * A pool: consecutive statements may run on different connections; a transaction keeps one. TIMESTAMPTZ
 * columns come back as Date, as on PGlite. Answers once a first statement went through, so a wrong
 * address or password fails at start. A database that cannot be reached, or goes away during a
 * statement, is AUTH_DATABASE_UNAVAILABLE (answered 503); the statement itself then either committed
 * whole or not at all, as Postgres guarantees.
 */
export async function openPostgresDatabase(connectionString: string, options: PostgresDatabaseOptions = {}): Promise<SqlDatabase> {
  // Loaded on use: `pg` is needed only by servers that store in Postgres.
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }),
  });
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
    query: (sql, params) => statementsOn(pool).query(sql, params),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => Promise.reject(unavailableOr(error)));
      let broken = false;
      try {
        await statementsOn(client).query('BEGIN');
        const result = await work(statementsOn(client));
        await statementsOn(client).query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        // A connection that could not even roll back is not given to the next caller.
        client.release(broken);
      }
    },
    close: () => (closing ??= pool.end()),
  };
}

function statementsOn(target: Pool | PoolClient): SqlStatements {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        const result = await target.query(sql, params);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  };
}

/** Failures of the connection rather than of the statement: node's socket errors and SQLSTATE class 08. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** The server shutting down, crashed, starting up, or out of connections. */
const SERVER_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg throws, without a code, when a connection ends under a statement or none comes in time. */
const LOST_CONNECTION = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** The database gone away as the catalogue error the visitor sees; any other error as it was. */
export function unavailableOr(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : '';
  const lost = typeof code === 'string'
    ? SOCKET_ERRORS.has(code) || code.startsWith('08') || SERVER_UNAVAILABLE_STATES.has(code)
    : LOST_CONNECTION.test(message);
  return lost ? catalogueError('AUTH_DATABASE_UNAVAILABLE', { cause: error, details: message }) : error;
}
