/**
 * Schemes a wallet's link may never use, whatever the directory says. They run script (javascript:,
 * vbscript:), carry or read a whole document (data:, blob:, file:, jar:, view-source:), open the
 * browser's or the system's own pages (about:, chrome:, shell:), start an Android activity of the
 * link's choosing (intent:, android-app:), search or open remote shares in Explorer (search-ms:,
 * search:), install apps (itms-services:) or are plain web pages rather than universal links (http:).
 * Windows' ms-* handlers are refused as a family below: several have run code from a link.
 */
const REFUSED_SCHEMES = new Set([
  'javascript', 'vbscript', 'data', 'blob', 'file', 'filesystem', 'jar', 'view-source', 'about', 'chrome',
  'chrome-extension', 'moz-extension', 'resource', 'shell', 'intent', 'android-app', 'search', 'search-ms',
  'itms-services', 'mk', 'its', 'mhtml', 'http', 'ftp', 'ws', 'wss',
]);

/** A registered custom scheme written as wallets publish it (`metamask://`, `trust://`): letters first, then letters, digits, + . - */
const CUSTOM_SCHEME_LINK = /^([a-z][a-z0-9+.-]*):\/\//;

/**
 * Characters that hide a scheme from people or parsers: C0 and C1 controls, spaces of every kind,
 * soft hyphens, zero-width and direction marks, the byte-order mark. URL parsers drop some of them
 * silently, so `java\tscript:` would run as `javascript:`.
 */
const HIDING_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

function isRefusedScheme(scheme: string): boolean {
  return REFUSED_SCHEMES.has(scheme) || scheme.startsWith('ms-');
}

/**
 * Whether a directory wallet's `mobile_link` or `desktop_link` may become a link on the page: an https:
 * universal link to a named host, or a wallet's registered custom scheme written `name://`. Everything
 * else is refused, including a refused scheme in any letter case. The directory is a remote service;
 * its answer is not trusted to be harmless.
 */
export function isSafeWalletLink(link: string): boolean {
  if (typeof link !== 'string' || HIDING_CHARACTERS.test(link)) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme === 'https') {
    // A user name hides the real host from people: `https://metamask.io@attacker.example/`.
    return url.hostname !== '' && url.username === '' && url.password === '';
  }
  // The scheme read from the link as written must be the one the parser saw, so nothing before it can hide it.
  const written = CUSTOM_SCHEME_LINK.exec(link.toLowerCase())?.[1];
  return written === scheme && !isRefusedScheme(scheme);
}

/**
 * The wallet app's link that opens the pairing: `${mobile_link}wc?uri=…`, or undefined when the link
 * is not safe to put on the page. Universal links without a trailing slash get one, so
 * `https://wallet.app` still becomes `https://wallet.app/wc?uri=…`.
 */
export function walletConnectDeepLink(mobileLink: string, uri: string): string | undefined {
  if (!isSafeWalletLink(mobileLink)) return undefined;
  const base = /[/:]$/.test(mobileLink) ? mobileLink : `${mobileLink}/`;
  return `${base}wc?uri=${encodeURIComponent(uri)}`;
}
