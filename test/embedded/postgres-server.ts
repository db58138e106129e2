import { execFile, spawnSync, type ExecFileOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../stand-ins/free-port.ts';

/**
 * A real PostgreSQL for the tests: Debian's `postgresql` binaries (npm test installs the package when it
 * is missing), a cluster made with initdb in a temporary folder, listening on 127.0.0.1 on a free port.
 * fsync is off: the cluster lives for one test file, and a halt() is a crash of the database server, not
 * of the machine, so nothing committed is lost by it.
 */
export interface PostgresServer {
  readonly port: number;
  /** The connection string of one of its databases (default `postgres`, which always exists). */
  url(database?: string): string;
  /** Creates an empty database and answers its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Kills the database server at once, as a crash would; its files stay for resume(). */
  halt(): Promise<void>;
  /** Starts it again on the same port after halt(). */
  resume(): Promise<void>;
  /** Stops it and removes its files. */
  stop(): Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL. */
export function findPostgresBin(): string {
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT).filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) {
    throw new Error(`No PostgreSQL under ${POSTGRES_ROOT}: npm test installs Debian's postgresql, or run apt-get install postgresql`);
  }
  return join(POSTGRES_ROOT, newest, 'bin');
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'walletport-pg-'));
  const data = join(dir, 'data');
  // initdb and postgres refuse to run as root: as root, the cluster belongs to the `postgres` user.
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner !== undefined) chownSync(dir, owner.uid, owner.gid);
  const run = (tool: string, args: readonly string[]) => runTool(join(bin, tool), args, owner);
  const port = await findFreePort();
  const serverOptions = [
    `-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${dir}`,
    // No fsync: the files reach the OS, which outlives a halt(). synchronous_commit stays on, or a halt()
    // would lose commits already answered, which no real database does.
    '-c fsync=off', '-c full_page_writes=off', '-c max_connections=200',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  let running = false;
  // A test process that ends without its afterAll still takes its database server down with it.
  const stopAtExit = () => {
    if (running) spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], owner === undefined ? {} : { uid: owner.uid, gid: owner.gid });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopAtExit);
  try {
    await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await start();
    running = true;
  } catch (error) {
    process.off('exit', stopAtExit);
    stopAtExit();
    throw error;
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-q', '-c', `CREATE DATABASE ${name}`]);
      return url(name);
    },
    async halt() {
      running = false;
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async resume() {
      await start();
      running = true;
    },
    async stop() {
      process.off('exit', stopAtExit);
      if (running) await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Owner {
  readonly uid: number;
  readonly gid: number;
}

function postgresUser(): Owner {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const owner = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(owner.uid) || owner.uid <= 0) throw new Error('Running as root, the tests need the `postgres` user that Debian\'s postgresql package makes');
  return owner;
}

function runTool(path: string, args: readonly string[], owner: Owner | undefined): Promise<void> {
  // psql reads PGPASSWORD and the like; the cluster trusts loopback, so the environment stays minimal.
  const options: ExecFileOptions = { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C' }, cwd: tmpdir(), ...(owner ?? {}) };
  return new Promise((resolve, reject) => {
    execFile(path, [...args], options, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path} ${args.join(' ')} failed: ${error.message}\n${String(stdout)}${String(stderr)}`));
      else resolve();
    });
  });
}
