import { SOCIAL_PROVIDERS, type SocialProvider } from '../constants/features.ts';

/** A social provider signed in with through an OAuth pop-up: every one but Farcaster, which has its own QR flow. */
export type OAuthSocialProvider = Exclude<SocialProvider, 'farcaster'>;
/** Every {@link OAuthSocialProvider}. */
export const OAUTH_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const satisfies readonly OAuthSocialProvider[];
// Compiles only while the list holds every OAuth provider: one added to the type alone fails here.
type ListedOAuth<T extends (typeof OAUTH_SOCIAL_PROVIDERS)[number]> = T;
type EveryOAuthProviderListed = ListedOAuth<OAuthSocialProvider>;

export function isOAuthSocialProvider(value: unknown): value is OAuthSocialProvider {
  return typeof value === 'string' && (OAUTH_SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The social account the embedded wallet was signed in with (its username when the provider gave one). */
/** The social account the embedded wallet signed in with. */
export interface ConnectedSocial {
  /** The provider signed in with. */
  readonly provider: SocialProvider;
  /** The account's username at the provider; undefined when it gave none. */
  readonly username: string | undefined;
}

/** How each provider is named to the visitor (the Account view's "<username> · <Provider>"). */
export const SOCIAL_PROVIDER_LABELS: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** The Telegram platforms the social rules tell apart; every other Telegram client is 'other'. */
export type TelegramPlatform = 'ios' | 'android' | 'macos' | 'other';

/** Telegram's `WebApp.platform` string ('ios', 'android', 'android_x', 'macos', 'tdesktop', ...); undefined off Telegram. */
export function telegramPlatformOf(raw: string | undefined): TelegramPlatform | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'ios') return 'ios';
  if (raw === 'android' || raw === 'android_x') return 'android';
  if (raw === 'macos') return 'macos';
  return 'other';
}

/** Inside Telegram some providers cannot complete their sign-in, so they are not offered. */
const TELEGRAM_REMOVED: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

export interface OfferedSocialsInput {
  /** The `socials` feature: the list in its order, or false. */
  readonly configured: readonly SocialProvider[] | false;
  /** The auth provider signs in with the OAuth providers. */
  readonly oauth: boolean;
  /** The auth provider signs in with Farcaster. */
  readonly farcaster: boolean;
  /** Telegram's platform string when the page runs inside Telegram. */
  readonly telegramPlatform: string | undefined;
}

/**
 * The social buttons of the Connect view, in the feature's order: what the site configured, that the
 * embedded wallet can do, minus what Telegram cannot complete (google on iOS, x on Mac, facebook and x on Android).
 */
export function offeredSocials(input: OfferedSocialsInput): readonly SocialProvider[] {
  if (input.configured === false) return [];
  const platform = telegramPlatformOf(input.telegramPlatform);
  const removed = platform === undefined ? [] : TELEGRAM_REMOVED[platform];
  return input.configured.filter((provider) => {
    if (removed.includes(provider)) return false;
    return provider === 'farcaster' ? input.farcaster : input.oauth;
  });
}

/**
 * The sign-in window's message to the dApp's page once the provider sent it back: `{ resultUri }`.
 * Reown's hosted secure site posts the callback address itself (AppKit 1.7.6's
 * w3m-connecting-social-view reads `event.data.resultUri`), and the page hands it to the frame.
 * walletport's own callback page posts only its address without the query: the code and state go to
 * its frame alone, which finishes the sign-in for its own device key and ignores what the page sends.
 */
export const SOCIAL_CALLBACK_MESSAGE_TYPE = '@walletport-frame/SOCIAL_CALLBACK';
const MAX_CALLBACK_URI_CHARS = 4_000;

/** The `resultUri` of a sign-in window's message; undefined for anything else (a hostile object too). */
export function socialSignInResult(data: unknown): string | undefined {
  try {
    if (typeof data !== 'object' || data === null) return undefined;
    const resultUri: unknown = (data as { resultUri?: unknown }).resultUri;
    return typeof resultUri === 'string' && resultUri.length > 0 && resultUri.length <= MAX_CALLBACK_URI_CHARS ? resultUri : undefined;
  } catch {
    return undefined;
  }
}

/** A link the page may show and open: http(s) only, so a frame answer can never become a script link. */
export function isWebLink(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_CALLBACK_URI_CHARS) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
