import type { StoragePort } from '../../application/ports/storage.port.ts';

/** Options of `createCookieStorage`, a storage that a server render can read too. */
export interface CookieStorageOptions {
  /** The cookie jar; defaults to `document` looked up per call (never at module load, for SSR). */
  readonly jar?: () =>
    | {
        /** The `document.cookie`-like string: read for every cookie, assigned one cookie at a time. */
        cookie: string;
      }
    | undefined;
  /** A server render reads the request's Cookie header instead of a document. */
  readonly cookieHeader?: string;
  /** How long each cookie lives, in seconds; 30 days by default. */
  readonly maxAgeSeconds?: number;
  /** The cookies' `Path`; `/` by default. */
  readonly path?: string;
}

/** Browsers keep about 4 KB per cookie; a bigger value is refused loudly instead of being dropped silently. */
const MAX_COOKIE_BYTES = 4_000;

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    try {
      cookies.set(decodeURIComponent(part.slice(0, index).trim()), decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A cookie another script wrote with bad escapes is not ours; skip it.
    }
  }
  return cookies;
}

/**
 * Storage in cookies, for server-rendered apps: the server reads the same state from the request's
 * Cookie header and renders the connected view without a flash.
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StoragePort {
  const jar = options.jar ?? (() => (typeof document === 'undefined' ? undefined : document));
  const attributes = `; Path=${options.path ?? '/'}; Max-Age=${options.maxAgeSeconds ?? 60 * 60 * 24 * 30}; SameSite=Lax`;
  const header = (): string => jar()?.cookie ?? options.cookieHeader ?? '';
  return {
    getItem: (key) => parseCookies(header()).get(key) ?? null,
    setItem(key, value) {
      const cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
      if (cookie.length > MAX_COOKIE_BYTES) throw new Error(`cookie storage: "${key}" is ${cookie.length} bytes, over the ${MAX_COOKIE_BYTES}-byte cookie limit`);
      const target = jar();
      if (target) target.cookie = `${cookie}${attributes}`;
    },
    removeItem(key) {
      const target = jar();
      if (target) target.cookie = `${encodeURIComponent(key)}=; Path=${options.path ?? '/'}; Max-Age=0; SameSite=Lax`;
    },
  };
}
