/** Hosts an http page may be on: the visitor's own machine (a local stand-in of an exchange). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Far longer than any exchange's checkout link, short enough to refuse a flood before parsing it. */
const MAX_URL_LENGTH = 8_192;

/** Whitespace and control characters, which URL parsing would silently drop ("java\tscript:"). */
const INVISIBLE = /[\s\p{Cc}]/u;

export type PayUrlCheck = { readonly ok: true; readonly href: string } | { readonly ok: false; readonly reason: string };

/**
 * Whether a pay URL the exchange service answered may be opened in the visitor's window. The service
 * passes on whatever the exchange built (blockchain-api src/handlers/json_rpc/exchanges/
 * get_exchange_url.rs:158-191), and AppKit opens it as it comes (PayController.ts:282): an answer
 * tampered with on the way, or a compromised exchange, could hand the site's window a `javascript:`
 * URL that runs in the site's origin, a `data:` page, or an app's own scheme.
 *
 * Only an absolute https URL passes, or http on the visitor's own machine (a local stand-in), with no
 * user name or password in it (`https://exchange.com@elsewhere.example` is elsewhere). What may be
 * opened is the parsed URL's `href`, never the text as it came.
 */
export function checkPayUrl(raw: unknown): PayUrlCheck {
  if (typeof raw !== 'string' || raw === '') return { ok: false, reason: 'not a URL' };
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: `longer than ${MAX_URL_LENGTH} characters` };
  if (INVISIBLE.test(raw)) return { ok: false, reason: 'contains whitespace or control characters' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'carries a user name or password' };
  if (url.protocol === 'https:') return { ok: true, href: url.href };
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return { ok: true, href: url.href };
  return { ok: false, reason: `the ${url.protocol} scheme is not an https page` };
}
