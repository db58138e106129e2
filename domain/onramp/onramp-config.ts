import { resolveOnrampSites, type OnrampSites } from './onramp-sites.ts';

/** How buying crypto is configured for a site (the `onramp` option), every field resolved. */
export interface OnrampConfig {
  /**
   * The country (ISO 3166-1 alpha-2, upper case) whose currencies and limits the service lists: its
   * options route requires one and AppKit sends none, so the site names its visitors' country, `US`
   * unless it says otherwise.
   */
  readonly country: string;
  /** An ISO 3166-2 subdivision code without the country (`NY`), when the site names one. */
  readonly subdivision: string | undefined;
  /** Where each provider's purchase page may be: the providers' own sites unless a local stand-in is named. */
  readonly sites: OnrampSites;
}

export const DEFAULT_ONRAMP_COUNTRY = 'US';

const COUNTRY = /^[A-Za-z]{2}$/;
const SUBDIVISION = /^[A-Za-z0-9]{1,3}$/;

/**
 * The `onramp` option from untyped JavaScript: a country that is not two letters, or a subdivision that
 * is not a code, is ignored (the default country, no subdivision) rather than sent to the service.
 */
export function resolveOnrampConfig(value: unknown): OnrampConfig {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const country = typeof given['country'] === 'string' && COUNTRY.test(given['country']) ? given['country'].toUpperCase() : DEFAULT_ONRAMP_COUNTRY;
  const subdivision = typeof given['subdivision'] === 'string' && SUBDIVISION.test(given['subdivision']) ? given['subdivision'].toUpperCase() : undefined;
  return { country, subdivision, sites: resolveOnrampSites(given['sites']) };
}
