import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../constants/features.ts';
import { isWebLink, socialSignInResult, offeredSocials, telegramPlatformOf } from './social-login.ts';

const everything = { configured: DEFAULT_SOCIALS, oauth: true, farcaster: true, telegramPlatform: undefined };

describe('the social buttons offered', () => {
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

describe("the sign-in window's result message", () => {
  it("is AppKit's `{ resultUri }`: the hosted site's callback address, or walletport's page address without a code", () => {
    expect(socialSignInResult({ resultUri: 'https://secure.walletconnect.org/auth/callback?code=1&state=2' })).toBe('https://secure.walletconnect.org/auth/callback?code=1&state=2');
    expect(socialSignInResult({ type: '@walletport-frame/SOCIAL_CALLBACK', resultUri: 'https://wallet.example/social/callback' })).toBe('https://wallet.example/social/callback');
  });

  it('refuses a message without one, an empty or oversized one, a non-object and a hostile object', () => {
    expect(socialSignInResult({ type: '@walletport-frame/SOCIAL_CALLBACK' })).toBeUndefined();
    expect(socialSignInResult({ resultUri: '' })).toBeUndefined();
    expect(socialSignInResult({ resultUri: 42 })).toBeUndefined();
    expect(socialSignInResult({ resultUri: `https://x.example/?${'a'.repeat(4_000)}` })).toBeUndefined();
    expect(socialSignInResult('{"resultUri":"https://x.example"}')).toBeUndefined();
    expect(socialSignInResult(null)).toBeUndefined();
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(socialSignInResult(hostile)).toBeUndefined();
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
