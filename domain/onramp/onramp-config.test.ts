import { describe, it, expect } from 'vitest';
import { resolveOnrampConfig } from './onramp-config.ts';
import { ONRAMP_SITES } from './onramp-sites.ts';

describe('the onramp option', () => {
  it('asks for the United States with the providers’ own sites when nothing is given', () => {
    for (const value of [undefined, null, 42, 'US', {}]) {
      expect(resolveOnrampConfig(value)).toEqual({ country: 'US', subdivision: undefined, sites: ONRAMP_SITES });
    }
  });

  it('takes a two-letter country and a subdivision code, in upper case', () => {
    expect(resolveOnrampConfig({ country: 'de', subdivision: 'by' })).toMatchObject({ country: 'DE', subdivision: 'BY' });
  });

  it('ignores a country or subdivision the service could not read', () => {
    for (const country of ['USA', 'U', 'U1', '', 1]) expect(resolveOnrampConfig({ country }).country).toBe('US');
    for (const subdivision of ['NEWY', 'N Y', '&x=1', 7]) expect(resolveOnrampConfig({ subdivision }).subdivision).toBeUndefined();
  });

  it('points the providers at a local stand-in only on loopback or https', () => {
    expect(resolveOnrampConfig({ sites: { coinbase: 'http://127.0.0.1:4567', meld: 'http://evil.example' } }).sites)
      .toEqual({ coinbase: 'http://127.0.0.1:4567', meld: ONRAMP_SITES.meld });
  });
});
