/** Schemes a wallet's link may never use: they run script, read local files or carry a whole document. */
const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:', 'http:']);
/** A custom scheme as wallets register them (`metamask:`, `trust:`): letters first, then letters, digits, + . - */
const CUSTOM_SCHEME = /^[a-z][a-z0-9+.-]*:$/;

/**
 * Whether a directory wallet's `mobile_link` may become a link on the page: an https: universal
 * link or a registered custom scheme, never javascript:, data:, vbscript:, file: or plain http:.
 * The directory is a remote service; its answer is not trusted to be harmless.
 */
export function isSafeWalletLink(link: string): boolean {
  if (/[\u0000-\u0020\u007f]/.test(link)) return false; // control characters and spaces hide a scheme from people and parsers
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const scheme = url.protocol.toLowerCase();
  if (REFUSED_SCHEMES.has(scheme)) return false;
  return scheme === 'https:' ? url.hostname !== '' : CUSTOM_SCHEME.test(scheme);
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
