import { describe, it, expect } from 'vitest';
import * as timing from './timing.ts';
import { EMBEDDED_WALLET, DEFAULT_ALLOWED_ANCESTORS, TIMED_FRAME_REQUESTS } from './embedded-wallet.ts';
import { DEFAULT_FEATURES, DEFAULT_SOCIALS, DEFAULT_WALLET_FEATURES_ORDER } from './features.ts';
import { WALLET_LIST } from './lists.ts';

describe('timing constants', () => {
  it('has the spec values', () => {
    expect([timing.SECOND_MS, timing.THREE_SECONDS_MS, timing.FIVE_SECONDS_MS, timing.TEN_SECONDS_MS]).toEqual([1000, 3000, 5000, 10000]);
    expect(timing.SNACKBAR_RESHOW_DELAY_MS).toBe(150);
    expect(timing.MODAL_SHAKE_MS).toBe(500);
    expect(timing.FARCASTER_RESET_DELAY_MS).toBe(100);
    expect(timing.NAME_DEBOUNCE_MS).toBe(500);
    expect(timing.ERROR_ALERT_DELAY_MS).toBe(300);
    expect(timing.ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 });
    expect(timing.DEFAULT_MODAL_WIDTH).toBe('360px');
    expect(timing.RPC_TRANSPORT_DEFAULTS).toEqual({
      timeoutMs: 10_000, batchSize: 1000, fallbackPollingMs: 4000, dedupeCacheSize: 8192, retryCount: 3, retryDelayMs: 150,
    });
  });
  it('has the embedded-wallet values', () => {
    expect(EMBEDDED_WALLET).toMatchObject({
      emailLoginCooldownMs: 30_000, frameLoadTimeoutMs: 20_000, requestTimeoutMs: 30_000, signOutWaitMs: 3000,
      readyDelayMs: 500, defaultLogLevel: 'error', secureSdkVersion: 4, defaultChainId: 1, defaultCaipNetworkId: 'eip155:1',
      kitVersion: '1.7.6', defaultAuthProvider: 'email',
    });
    expect(TIMED_FRAME_REQUESTS).toEqual(['connectEmail', 'connectDevice', 'connectOtp', 'connectSocial', 'getSocialRedirectUri']);
  });
  it('allows localhost on any port, pages.dev, vercel.app, ngrok-free.app and secure-mobile hosts as frame ancestors', () => {
    expect(DEFAULT_ALLOWED_ANCESTORS).toEqual(expect.arrayContaining([
      'http://localhost:*', 'https://*.pages.dev', 'https://*.vercel.app', 'https://*.ngrok-free.app',
      'https://secure-mobile.walletconnect.com', 'https://secure-mobile.walletconnect.org',
    ]));
  });
});

describe('feature defaults', () => {
  it('turns on swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets only', () => {
    const on = Object.entries(DEFAULT_FEATURES).filter(([, value]) => value === true).map(([key]) => key).sort();
    expect(on).toEqual(['allWallets', 'analytics', 'email', 'emailShowWallets', 'history', 'onramp', 'receive', 'send', 'swaps']);
    for (const key of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) expect(DEFAULT_FEATURES[key]).toBe(false);
  });
  it('has the default socials and wallet feature order', () => {
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });
});

describe('lists', () => {
  it('pages wallet lists by 40, recommends 4, searches up to 100 after at least 300 ms', () => {
    expect(WALLET_LIST).toEqual({ pageSize: 40, recommendedCount: 4, searchMax: 100, searchMinWaitMs: 300 });
  });
});
