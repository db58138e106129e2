import { SECOND_MS } from './timing.ts';

/** Embedded-wallet constants. */
export const EMBEDDED_WALLET = {
  emailLoginCooldownMs: 30 * SECOND_MS,
  frameLoadTimeoutMs: 20 * SECOND_MS,
  /** Applies to connect email, device, otp, social and social redirect. */
  requestTimeoutMs: 30 * SECOND_MS,
  signOutWaitMs: 3 * SECOND_MS,
  readyDelayMs: 500,
  defaultLogLevel: 'error',
  secureSdkVersion: 4,
  defaultChainId: 1,
  defaultCaipNetworkId: 'eip155:1',
  kitVersion: '1.7.6',
  /** The auth provider defaults to email. */
  defaultAuthProvider: 'email',
} as const;

/** Frame request kinds that get the 30 s request timeout. */
export const TIMED_FRAME_REQUESTS = ['connectEmail', 'connectDevice', 'connectOtp', 'connectSocial', 'getSocialRedirectUri'] as const;

/**
 * Default allowed ancestors of the secure frame (frame-ancestors syntax): localhost on any port,
 * pages.dev, vercel.app, ngrok-free.app and the WalletConnect secure-mobile hosts.
 */
export const DEFAULT_ALLOWED_ANCESTORS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const;
