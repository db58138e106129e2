import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { SiwxMessageData } from '../../domain/siwx/siwx.ts';
import { siwxTimeStatus } from '../../domain/siwx/siwx-time.ts';
import type { SIWXVerifier } from './verifier.ts';

/**
 * Which nonce the sign-in must carry. A backend that keeps one nonce per visitor passes it as `nonce`
 * (and makes sure itself that it is used once); one with a nonce store passes `consumeNonce`.
 */
export type SiwxNonceCheck =
  | {
    /** The nonce this backend issued for the sign-in, compared with the message's. */
    readonly nonce: string;
    /** Not with `nonce`. */
    readonly consumeNonce?: never;
  }
  | {
    /**
     * Marks the nonce used and answers true only the first time a nonce this backend issued is
     * presented; false for one it never issued or already consumed. It is called last, once everything
     * else holds, so a forged or stale sign-in does not burn a visitor's nonce. It must be atomic when
     * two requests can race.
     */
    readonly consumeNonce: (nonce: string) => Promise<boolean>;
    /** Not with `consumeNonce`. */
    readonly nonce?: never;
  };

/** What a backend binds a presented sign-in to, besides its signature. */
export type VerifySiwxSessionOptions = SiwxNonceCheck & {
  /** The host the backend serves, as the message names it: `app.example.com`, with a port if any, no scheme. */
  readonly domain: string;
  /** When given, the message's URI must be on this origin, at this path or under it. */
  readonly uri?: string;
  /** When given, the chain ids (CAIP-2, `eip155:1`) a sign-in may be made on. */
  readonly chainIds?: readonly string[];
  /** How long after its Issued At a sign-in is still accepted, even when it names no Expiration Time. */
  readonly maxAgeSeconds: number;
  /**
   * How far ahead of this server's clock Issued At may be: the visitor's browser writes it from its own
   * clock, which often runs a little fast. 60 by default.
   */
  readonly clockSkewSeconds?: number;
  /** The instant the time bounds are checked against; the current time by default. */
  readonly now?: Date;
  /** The verifiers to choose from; `DEFAULT_SIWX_VERIFIERS` by default. */
  readonly verifiers?: readonly SIWXVerifier[];
};

export const DEFAULT_CLOCK_SKEW_SECONDS = 60;

function invalid(name: string, expected: string): WalletportError {
  return catalogueError('INVALID_ARGUMENT', { params: { name: `verifySiwxSession: ${name}`, expected } });
}

function originOf(uri: string): URL | undefined {
  try {
    const url = new URL(uri);
    return url.origin === 'null' ? undefined : url;
  } catch {
    return undefined;
  }
}

/**
 * Throws INVALID_ARGUMENT for a context that would let sign-ins through unbound. Backends are often plain
 * JavaScript, so the types alone do not hold it.
 */
export function assertSessionContext(context: VerifySiwxSessionOptions): void {
  if (typeof context !== 'object' || context === null) throw invalid('context', 'an object with domain, maxAgeSeconds and nonce or consumeNonce');
  const { domain, uri, chainIds, maxAgeSeconds, clockSkewSeconds, now, nonce, consumeNonce } = context;
  if (typeof domain !== 'string' || domain === '' || /[/\s]/.test(domain)) {
    throw invalid('domain', 'the host the sign-in names, such as app.example.com (no scheme)');
  }
  if (uri !== undefined && (typeof uri !== 'string' || originOf(uri) === undefined)) throw invalid('uri', 'an absolute URL such as https://app.example.com/');
  if (chainIds !== undefined && (!Array.isArray(chainIds) || chainIds.length === 0 || !chainIds.every((id) => typeof id === 'string'))) {
    throw invalid('chainIds', 'a non-empty list of chain ids such as eip155:1');
  }
  if (typeof maxAgeSeconds !== 'number' || !Number.isFinite(maxAgeSeconds) || maxAgeSeconds <= 0) {
    throw invalid('maxAgeSeconds', 'a positive number of seconds');
  }
  if (clockSkewSeconds !== undefined && !(typeof clockSkewSeconds === 'number' && Number.isFinite(clockSkewSeconds) && clockSkewSeconds >= 0)) {
    throw invalid('clockSkewSeconds', 'zero or a positive number of seconds');
  }
  if (now !== undefined && !(now instanceof Date && !Number.isNaN(now.getTime()))) throw invalid('now', 'a valid Date');
  const hasNonce = typeof nonce === 'string' && nonce !== '';
  const hasConsume = typeof consumeNonce === 'function';
  if (hasNonce === hasConsume || (nonce !== undefined && !hasNonce) || (consumeNonce !== undefined && !hasConsume)) {
    throw invalid('nonce', 'exactly one of nonce (the one this backend issued) or consumeNonce');
  }
}

function uriWithin(messageUri: string, expected: string): boolean {
  const got = originOf(messageUri);
  const want = originOf(expected);
  if (!got || !want || got.origin !== want.origin) return false;
  const base = want.pathname.endsWith('/') ? want.pathname : `${want.pathname}/`;
  return got.pathname === want.pathname || got.pathname.startsWith(base);
}

function timeRefusal(data: SiwxMessageData, context: VerifySiwxSessionOptions, now: Date): WalletportError | undefined {
  if (data.issuedAt === undefined || data.issuedAt.trim() === '') return catalogueError('SIWX_ISSUED_AT_MISSING');
  const issuedAt = Date.parse(data.issuedAt);
  const status = siwxTimeStatus(data, now);
  if (Number.isNaN(issuedAt) || status === 'malformed') return catalogueError('SIWX_SESSION_MALFORMED', { details: 'a time field is not a date' });
  const skewMs = (context.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS) * 1000;
  if (issuedAt > now.getTime() + skewMs) return catalogueError('SIWX_ISSUED_IN_FUTURE', { details: `issued at ${data.issuedAt}` });
  if (status === 'not-yet-valid') return catalogueError('SIWX_SESSION_NOT_YET_VALID', { details: `not before ${data.notBefore ?? ''}` });
  if (status === 'expired') return catalogueError('SIWX_SESSION_EXPIRED', { details: `expired at ${data.expirationTime ?? ''}` });
  if (now.getTime() - issuedAt >= context.maxAgeSeconds * 1000) {
    return catalogueError('SIWX_SESSION_TOO_OLD', { details: `issued at ${data.issuedAt}, accepted for ${context.maxAgeSeconds} s` });
  }
  return undefined;
}

/**
 * The first way the signed fields fail to bind the sign-in to this backend, now: another site, another
 * address, a chain it does not accept, no or a future Issued At, outside Not Before / Expiration Time,
 * older than maxAgeSeconds, or (with a fixed `nonce`) another nonce. Undefined when all hold.
 */
export function bindingRefusal(data: SiwxMessageData, context: VerifySiwxSessionOptions, now: Date): WalletportError | undefined {
  if (data.domain.toLowerCase() !== context.domain.toLowerCase()) {
    return catalogueError('SIWX_DOMAIN_MISMATCH', { details: `signed for ${data.domain}` });
  }
  if (context.uri !== undefined && !uriWithin(data.uri, context.uri)) return catalogueError('SIWX_URI_MISMATCH', { details: `signed for ${data.uri}` });
  if (context.chainIds !== undefined && !context.chainIds.includes(data.chainId)) {
    return catalogueError('SIWX_CHAIN_NOT_ALLOWED', { details: `signed on ${data.chainId}` });
  }
  const late = timeRefusal(data, context, now);
  if (late) return late;
  if (context.nonce !== undefined && data.nonce !== context.nonce) return catalogueError('SIWX_NONCE_REFUSED', { details: 'not the nonce this backend issued' });
  return undefined;
}
