import type { OnrampProviderName } from './onramp-providers.ts';

/**
 * The one origin each provider's purchase page may be on: the visitor's window is only ever sent
 * there. Coinbase's is where the blockchain API builds its URLs (reown-com/blockchain-api
 * src/handlers/generators/onrampurl.rs:69); Meld's is AppKit's (reown-com/appkit tag
 * @reown/appkit-controllers@1.7.6, packages/controllers/src/utils/ConstantsUtil.ts:23).
 */
export type OnrampSites = Readonly<Record<OnrampProviderName, string>>;

export const ONRAMP_SITES: OnrampSites = {
  coinbase: 'https://pay.coinbase.com',
  meld: 'https://meldcrypto.com',
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a URL may carry the visitor to a purchase page: https, or http on a loopback host (a local
 * stand-in of the provider), without a user name or password in it.
 */
export function isSafePageUrl(url: URL): boolean {
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** The origin of `text` when it is a safe page origin (see `isSafePageUrl`) and nothing more than one; else undefined. */
function siteOrigin(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > 200) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!isSafePageUrl(url) || url.pathname !== '/' || url.search !== '' || url.hash !== '') return undefined;
  return url.origin;
}

/**
 * The provider sites from untyped JavaScript (a site's option, a stand-in's address): each provider's
 * entry counts only when it is an https origin, or an http one on loopback; anything else keeps the
 * provider's real site, so a typo can never send the visitor somewhere unsafe.
 */
export function resolveOnrampSites(value: unknown): OnrampSites {
  const given = typeof value === 'object' && value !== null ? (value as Partial<Record<OnrampProviderName, unknown>>) : {};
  return {
    coinbase: siteOrigin(given.coinbase) ?? ONRAMP_SITES.coinbase,
    meld: siteOrigin(given.meld) ?? ONRAMP_SITES.meld,
  };
}

/** Whether a page URL is on the provider's own site (its exact origin) and safe to open. */
export function isOnProviderSite(url: URL, site: string): boolean {
  return isSafePageUrl(url) && url.origin === site;
}
