import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../constants/features.ts';
import { isWebLink, offeredSocials, readSocialCallback, telegramPlatformOf } from './social-login.ts';

const everything = { configured: DEFAULT_SOCIALS, oauth: true, farcaster: true, telegramPlatform: undefined };

describe('the social buttons offered (spec §5, §9)', () => {
  it('keeps the feature order and drops what the embedded wallet cannot do', () => {
    expect(offeredSocials(everything)).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(offeredSocials({ ...everything, configured: ['github', 'farcaster', 'google'] })).toEqual(['github', 'farcaster', 'google']);
    expect(offeredSocials({ ...everything, farcaster: false })).not.toContain('farcaster');
    expect(offeredSocials({ ...everything, oauth: false })).toEqual(['farcaster']);
    expect(offeredSocials({ ...everything, configured: false })).toEqual([]);
  });

  it('removes google on iOS, x on Mac, facebook and x on Android inside Telegram', () => {
    expect(offeredSocials({ ...everything, telegramPlatform: 'ios' })).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(offeredSocials({ ...everything, telegramPlatform: 'macos' })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(offeredSocials({ ...everything, telegramPlatform: 'android' })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple']);
    expect(offeredSocials({ ...everything, telegramPlatform: 'android_x' })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple']);
    expect(offeredSocials({ ...everything, telegramPlatform: 'tdesktop' })).toEqual(offeredSocials(everything));
  });

  it('reads Telegram platforms, and nothing off Telegram', () => {
    expect(telegramPlatformOf(undefined)).toBeUndefined();
    expect(telegramPlatformOf('ios')).toBe('ios');
    expect(telegramPlatformOf('weba')).toBe('other');
  });
});

describe('the pop-up callback message', () => {
  const origin = 'https://wallet.example';
  const message = (uri: unknown, type: unknown = '@walletport-frame/SOCIAL_CALLBACK') => ({ type, uri });

  it('accepts the callback page of the frame origin with its query', () => {
    expect(readSocialCallback(message(`${origin}/social/callback?code=1&state=2`), origin)).toBe(`${origin}/social/callback?code=1&state=2`);
  });

  it('refuses another type, another origin, another path, a non-string and oversize data', () => {
    expect(readSocialCallback(message(`${origin}/social/callback?code=1`, '@walletport-frame/OTHER'), origin)).toBeUndefined();
    expect(readSocialCallback(message('https://evil.example/social/callback?code=1'), origin)).toBeUndefined();
    expect(readSocialCallback(message(`${origin}.evil.example/social/callback?code=1`), origin)).toBeUndefined();
    expect(readSocialCallback(message(`${origin}/social/callbackx?code=1`), origin)).toBeUndefined();
    expect(readSocialCallback(message(42), origin)).toBeUndefined();
    expect(readSocialCallback(message(`${origin}/social/callback?${'a'.repeat(5_000)}`), origin)).toBeUndefined();
    expect(readSocialCallback('a string', origin)).toBeUndefined();
    expect(readSocialCallback(null, origin)).toBeUndefined();
  });

  it('reads a hostile object as no message', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(readSocialCallback(hostile, origin)).toBeUndefined();
  });
});

describe('links shown to the visitor', () => {
  it('are http(s) only', () => {
    expect(isWebLink('https://relay.example/client?channelToken=t')).toBe(true);
    expect(isWebLink('http://127.0.0.1:8080/client')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('data:text/html,hi')).toBe(false);
    expect(isWebLink('not a url')).toBe(false);
    expect(isWebLink(7)).toBe(false);
  });
});
