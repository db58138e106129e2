import { describe, it, expect } from 'vitest';
import { ONRAMP_SITES, isOnProviderSite, isSafePageUrl, resolveOnrampSites } from './onramp-sites.ts';

describe('the provider sites', () => {
  it('are Coinbase Pay’s and Meld’s own by default', () => {
    expect(ONRAMP_SITES).toEqual({ coinbase: 'https://pay.coinbase.com', meld: 'https://meldcrypto.com' });
    expect(resolveOnrampSites(undefined)).toEqual(ONRAMP_SITES);
  });

  it('take another https origin, or an http one on loopback, as a provider’s site', () => {
    expect(resolveOnrampSites({ coinbase: 'http://127.0.0.1:4567', meld: 'https://meld.example/' })).toEqual({ coinbase: 'http://127.0.0.1:4567', meld: 'https://meld.example' });
    expect(resolveOnrampSites({ meld: 'http://localhost:9000' }).meld).toBe('http://localhost:9000');
  });

  it.each([
    ['plain http elsewhere', 'http://pay.example'],
    ['a path', 'https://pay.example/buy'],
    ['a query', 'https://pay.example/?x=1'],
    ['credentials', 'https://user:pass@pay.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no URL at all', 'pay.example'],
    ['a number', 42],
  ])('keep the real site when given %s', (_case, value) => {
    expect(resolveOnrampSites({ coinbase: value, meld: value })).toEqual(ONRAMP_SITES);
  });
});

describe('a page URL', () => {
  it('is safe over https, or http on loopback only, never with credentials', () => {
    expect(isSafePageUrl(new URL('https://pay.coinbase.com/buy'))).toBe(true);
    expect(isSafePageUrl(new URL('http://127.0.0.1:1/x'))).toBe(true);
    expect(isSafePageUrl(new URL('http://[::1]:1/x'))).toBe(true);
    for (const text of ['http://pay.coinbase.com/buy', 'http://127.0.0.1.evil.example/', 'https://a:b@pay.coinbase.com/', 'ftp://pay.coinbase.com/', 'javascript:alert(1)']) {
      expect(isSafePageUrl(new URL(text))).toBe(false);
    }
  });

  it('is on a provider’s site only at its exact origin', () => {
    const site = 'https://pay.coinbase.com';
    expect(isOnProviderSite(new URL('https://pay.coinbase.com/buy/select-asset?x=1'), site)).toBe(true);
    expect(isOnProviderSite(new URL('https://PAY.coinbase.com:443/buy'), site)).toBe(true);
    for (const text of ['https://pay.coinbase.com.evil.example/', 'https://evil.example/pay.coinbase.com', 'https://pay.coinbase.com:8443/', 'https://coinbase.com/', 'http://pay.coinbase.com/']) {
      expect(isOnProviderSite(new URL(text), site)).toBe(false);
    }
  });
});
