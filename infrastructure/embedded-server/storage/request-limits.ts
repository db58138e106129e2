import { isIPv4, isIPv6 } from 'node:net';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../../domain/errors/walletport-error.ts';
import type { SqlDatabase } from './database.ts';

/**
 * How many e-mail codes may be asked for and entered, per client address and by everyone together, in a
 * sliding window of 10 minutes. The per-e-mail cooldown and lock-out (otp-lockout.ts) stop an attacker
 * who works on one victim; these stop one who spreads over many, and cap the mail the server sends.
 * The counts are rows of request_counts, so every server on the database keeps the same ones.
 */
export type RequestKind = 'codeRequests' | 'codeChecks';

export const REQUEST_LIMIT_WINDOW_MS = 10 * 60_000;
/** A window is summed from ten buckets of a minute: a count leaves it up to a minute before its 10 minutes are over. */
const BUCKET_MS = REQUEST_LIMIT_WINDOW_MS / 10;

/** The `loginLimits` option: how many e-mail codes may be asked for and checked, each 10 minutes. */
export interface LoginLimitsOption {
  /** Per client address (an IPv6 /64 is one address), each 10 minutes: default 20 code requests and 50 checks. */
  readonly perAddress?: Partial<Readonly<Record<RequestKind, number>>>;
  /** For every visitor together, each 10 minutes: default 1000 code requests and 5000 checks. */
  readonly global?: Partial<Readonly<Record<RequestKind, number>>>;
}

export interface LoginLimits {
  readonly perAddress: Readonly<Record<RequestKind, number>>;
  readonly global: Readonly<Record<RequestKind, number>>;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: { codeRequests: 20, codeChecks: 50 },
  global: { codeRequests: 1_000, codeChecks: 5_000 },
};

/** The limits with their defaults filled in, else INVALID_ARGUMENT naming the option. */
export function readLoginLimits(option: LoginLimitsOption | undefined): LoginLimits {
  const read = (scope: keyof LoginLimits, kind: RequestKind): number => {
    const value = option?.[scope]?.[kind] ?? DEFAULT_LOGIN_LIMITS[scope][kind];
    if (!Number.isSafeInteger(value) || value < 1) {
      throw catalogueError('INVALID_ARGUMENT', { params: { name: `loginLimits.${scope}.${kind}`, expected: 'a positive integer' } });
    }
    return value;
  };
  const scope = (name: keyof LoginLimits) => ({ codeRequests: read(name, 'codeRequests'), codeChecks: read(name, 'codeChecks') });
  return { perAddress: scope('perAddress'), global: scope('global') };
}

/**
 * The address a limit is kept for: IPv4 as is (also when mapped into IPv6), IPv6 by its /64, which is
 * what one subscriber is given, so rotating through it gains nothing.
 */
export function limitedAddress(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':')).flatMap((group) => {
    if (!group.includes('.')) return [group];
    const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => group.replace(/^0+(?=.)/, ''));
}

export interface RequestLimits {
  /** Counts a request of `kind` from `address`, or answers TOO_MANY_REQUESTS (and counts nothing) when over a limit. */
  admit(kind: RequestKind, address: string): Promise<WalletportError | undefined>;
}

/** How many admissions between two sweeps of the buckets that have left every window. */
const HOUSEKEEPING_EVERY = 100;

export function createRequestLimits(db: SqlDatabase, limits: LoginLimits, now: () => number): RequestLimits {
  let sinceHousekeeping = 0;

  /**
   * Adds one to the counter's current bucket unless the window's buckets already hold `limit`: one
   * statement, and only the current bucket is written, so parallel requests count in turn on its row.
   */
  async function take(counter: string, limit: number, at: number): Promise<WalletportError | undefined> {
    const bucket = new Date(Math.floor(at / BUCKET_MS) * BUCKET_MS);
    const windowStart = new Date(at - REQUEST_LIMIT_WINDOW_MS);
    const { rows } = await db.query(
      `INSERT INTO request_counts (counter, bucket_start, hits)
         SELECT $1::text, $2::timestamptz, 1
         WHERE (SELECT COALESCE(sum(hits), 0) FROM request_counts
                WHERE counter = $1::text AND bucket_start > $3::timestamptz AND bucket_start < $2::timestamptz) < $4::int
       ON CONFLICT (counter, bucket_start) DO UPDATE SET hits = request_counts.hits + 1
         WHERE request_counts.hits + (SELECT COALESCE(sum(hits), 0) FROM request_counts AS earlier
                WHERE earlier.counter = $1::text AND earlier.bucket_start > $3::timestamptz AND earlier.bucket_start < $2::timestamptz) < $4::int
       RETURNING hits`,
      [counter, bucket, windowStart, limit]);
    if (rows.length > 0) return undefined;
    const oldest = await db.query<{ oldest: Date | null }>(
      'SELECT min(bucket_start) AS oldest FROM request_counts WHERE counter = $1 AND bucket_start > $2', [counter, windowStart]);
    const freedAt = (oldest.rows[0]?.oldest?.getTime() ?? at) + REQUEST_LIMIT_WINDOW_MS;
    return catalogueError('TOO_MANY_REQUESTS', { params: { minutes: Math.max(1, Math.ceil((freedAt - at) / 60_000)) } });
  }

  async function sweep(at: number): Promise<void> {
    sinceHousekeeping += 1;
    if (sinceHousekeeping < HOUSEKEEPING_EVERY) return;
    sinceHousekeeping = 0;
    await db.query('DELETE FROM request_counts WHERE bucket_start <= $1', [new Date(at - REQUEST_LIMIT_WINDOW_MS)]);
  }

  return {
    async admit(kind, address) {
      const at = now();
      await sweep(at);
      // The address first: a request it refuses takes nothing from everyone's allowance.
      return (await take(`${kind}:address:${limitedAddress(address)}`, limits.perAddress[kind], at))
        ?? take(`${kind}:all`, limits.global[kind], at);
    },
  };
}
