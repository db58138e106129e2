import type { Configuration } from 'openid-client';
import { loadOpenIdClient } from './openid-client-loader.ts';
import { isEmailAddress } from '../../../domain/embedded/login-input.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { EmbeddedUserView } from '../email-login/auth-service.ts';
import type { SqlDatabase } from '../storage/database.ts';
import { invalidArgument } from '../http/http-errors.ts';
import { readPageOrigin } from '../http/page-origin.ts';
import { MAX_USERNAME_LENGTH, type IdentityClaims, type IdentityLogin } from '../sessions/identity-login.ts';
import { createSocialLoginStore } from '../storage/social-login-store.ts';
import { isSocialProvider, providerFailure, type SocialProvider, type SocialProviderClients } from './social-providers.ts';

/**
 * Social sign-in by OAuth 2.0 authorization code with PKCE (S256) at an OpenID provider. `start` gives the
 * frame the provider's authorization address; the state, the PKCE verifier, the dApp origin and the
 * frame's device key stay in the database (`social_logins`). The provider sends the visitor's window to
 * /social/callback on the frame's own origin, whose page hands the address to the frame alone (never to
 * the dApp's page); the frame then calls `finish` with it, which spends the state (a second use is
 * refused) and exchanges the code with the stored verifier, for the device that started it only: a
 * callback address that leaks (history, logs, a script on the page) cannot be redeemed anywhere else.
 */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60_000;
export const SOCIAL_CALLBACK_PATH = '/social/callback';
const SCOPE = 'openid email profile';
const MAX_URI_LENGTH = 4_000;

export interface SocialLoginConfig {
  readonly db: SqlDatabase;
  readonly identityLogin: IdentityLogin;
  readonly providers: SocialProviderClients;
  /** The dApp origins of the project: only their pages get the callback. */
  readonly allowedOrigins: readonly string[];
  /** This server's public address, without a trailing slash. */
  readonly publicUrl: string;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
}

export interface SocialLogin {
  /** `deviceKey`: the thumbprint of the frame's device key (device-proof.ts), which alone may finish it. */
  start(request: { readonly provider: unknown; readonly origin: unknown; readonly deviceKey: string }): Promise<{ uri: string }>;
  /** The dApp origin of a sign-in under way with this state, for the callback page; undefined when there is none. */
  pendingOrigin(state: string): Promise<string | undefined>;
  finish(request: { readonly uri: unknown; readonly deviceKey: string }): Promise<{ sessionToken: string; user: EmbeddedUserView }>;
}

export function createSocialLogin(config: SocialLoginConfig): SocialLogin {
  const { providers, now } = config;
  const store = createSocialLoginStore(config.db);
  const callbackUrl = `${config.publicUrl}${SOCIAL_CALLBACK_PATH}`;

  return {
    async start(request) {
      const provider = readProvider(request.provider);
      const origin = readPageOrigin(request.origin, config.allowedOrigins);
      const client = await providers.client(provider);
      const oidc = await loadOpenIdClient();
      const state = oidc.randomState();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const at = now();
      await store.removeExpired(at);
      await store.insert({ state, provider, codeVerifier, origin, deviceKey: request.deviceKey, expiresAt: at + SOCIAL_LOGIN_LIFETIME_MS });
      const uri = oidc.buildAuthorizationUrl(client, {
        redirect_uri: callbackUrl, scope: SCOPE, state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      });
      return { uri: uri.href };
    },

    async pendingOrigin(state) {
      return (await store.findUnexpired(state, now()))?.origin;
    },

    async finish(request) {
      const callback = readCallback(request.uri, callbackUrl);
      const state = callback.searchParams.get('state');
      // Taken out before anything else is looked at: whatever follows, this callback address is spent.
      const login = state === null ? undefined : await store.take(state, request.deviceKey);
      if (state !== null && login === undefined && (await store.findUnexpired(state, now())) !== undefined) {
        throw catalogueError('LOGIN_OTHER_DEVICE');
      }
      if (state === null || login === undefined || login.expiresAt <= now() || !isSocialProvider(login.provider)) {
        throw catalogueError('SOCIAL_LOGIN_INVALID');
      }
      const error = callback.searchParams.get('error');
      if (error !== null) throw catalogueError(error === 'access_denied' ? 'SOCIAL_LOGIN_DENIED' : 'SOCIAL_LOGIN_INVALID');
      const claims = await exchangeCode(await providers.client(login.provider), login.provider, callback, state, login.codeVerifier);
      return config.identityLogin.signIn(claims, { deviceKey: request.deviceKey });
    },
  };
}

async function exchangeCode(client: Configuration, provider: SocialProvider, callback: URL, state: string,
  codeVerifier: string): Promise<IdentityClaims> {
  const oidc = await loadOpenIdClient();
  let tokens;
  try {
    tokens = await oidc.authorizationCodeGrant(client, callback, { pkceCodeVerifier: codeVerifier, expectedState: state, idTokenExpected: true });
  } catch (cause) {
    // The provider refused the code (spent, expired, another verifier): this sign-in cannot be finished.
    if (cause instanceof oidc.ResponseBodyError || cause instanceof oidc.AuthorizationResponseError) {
      throw catalogueError('SOCIAL_LOGIN_INVALID', { cause });
    }
    throw providerFailure(provider, 'did not answer the sign-in as expected', cause);
  }
  const idToken = tokens.claims();
  if (idToken === undefined) throw providerFailure(provider, 'sent no ID token', undefined);
  // Scope claims (username, e-mail) are often in the userinfo answer only, not in the ID token.
  let userInfo: Readonly<Record<string, unknown>> = {};
  if (client.serverMetadata().userinfo_endpoint !== undefined) {
    try {
      userInfo = await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub);
    } catch (cause) {
      throw providerFailure(provider, 'did not answer the user information', cause);
    }
  }
  const claims: Readonly<Record<string, unknown>> = { ...userInfo, ...idToken };
  return { provider, subject: idToken.sub, username: usernameOf(claims), verifiedEmail: verifiedEmailOf(claims) };
}

function usernameOf(claims: Readonly<Record<string, unknown>>): string | null {
  for (const name of ['preferred_username', 'name', 'email']) {
    const value = claims[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, MAX_USERNAME_LENGTH);
  }
  return null;
}

/** Only an address the provider says it verified (some send the flag as the string "true"). */
function verifiedEmailOf(claims: Readonly<Record<string, unknown>>): string | null {
  const { email, email_verified: verified } = claims;
  if (verified !== true && verified !== 'true') return null;
  const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return isEmailAddress(normalised) ? normalised : null;
}

function readProvider(value: unknown): SocialProvider {
  if (!isSocialProvider(value)) throw invalidArgument('provider', 'one of google, github, apple, facebook, x, discord');
  return value;
}

/** The callback address the provider sent the visitor to: this server's, else not a sign-in of this server. */
function readCallback(value: unknown, callbackUrl: string): URL {
  if (typeof value !== 'string' || value.length > MAX_URI_LENGTH) throw invalidArgument('uri', `the callback address (at most ${MAX_URI_LENGTH} characters)`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw catalogueError('SOCIAL_LOGIN_INVALID');
  }
  if (`${url.origin}${url.pathname}` !== callbackUrl) throw catalogueError('SOCIAL_LOGIN_INVALID');
  return url;
}
