import type { Configuration } from 'openid-client';
import { loadOpenIdClient } from './openid-client-loader.ts';
import type { OAuthSocialProvider } from '../../../domain/connectors/social-login.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { IdentityProvider } from '../sessions/identity-login.ts';

/**
 * The social providers of the server's configuration, each an OpenID Connect issuer this server is a
 * registered client of. Their metadata is discovered on first use, not at start: a provider that is down
 * then fails its own sign-ins, not the server's start.
 */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const satisfies readonly (OAuthSocialProvider & IdentityProvider)[];
/** A provider the server signs in with: the modal's OAuth pop-up providers, each an identity provider of the server. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
// Compiles only while the server offers every provider the modal's OAuth pop-up can ask for.
type Offered<T extends SocialProvider> = T;
type EveryOAuthProviderOffered = Offered<OAuthSocialProvider>;

/** One social provider as an OpenID Connect client of it: its issuer and this server's client credentials. */
export interface SocialProviderConfig {
  /** The OpenID issuer (discovery at `<issuer>/.well-known/openid-configuration`); http only on loopback. */
  readonly issuer: string;
  /** The client id the provider issued to this server. */
  readonly clientId: string;
  /** Sent in the token request's body (client_secret_post); without it the client is public. */
  readonly clientSecret?: string;
}

/** The social providers the server offers, by name (`google`, `github`, …); a provider left out is not offered. */
export type SocialProvidersOption = Partial<Record<OAuthSocialProvider, SocialProviderConfig>>;

export interface SocialProviderClients {
  readonly configured: ReadonlySet<SocialProvider>;
  /** The provider's client configuration, discovered once (again after a failure). */
  client(provider: SocialProvider): Promise<Configuration>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Seconds a discovery request may take. */
const DISCOVERY_TIMEOUT_S = 10;

export function isSocialProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}

/** The option checked at start: every mistake in it is an INVALID_ARGUMENT naming the field. */
export function readSocialProviders(option: SocialProvidersOption | undefined): ReadonlyMap<SocialProvider, SocialProviderConfig> {
  const providers = new Map<SocialProvider, SocialProviderConfig>();
  for (const [name, config] of Object.entries(option ?? {})) {
    if (!isSocialProvider(name)) throw invalid('socialProviders', `keys among ${SOCIAL_PROVIDERS.join(', ')}`);
    if (config === undefined) continue;
    readIssuer(name, config.issuer);
    if (typeof config.clientId !== 'string' || config.clientId === '') throw invalid(`socialProviders.${name}.clientId`, 'a non-empty string');
    if (config.clientSecret !== undefined && typeof config.clientSecret !== 'string') {
      throw invalid(`socialProviders.${name}.clientSecret`, 'a string');
    }
    providers.set(name, config);
  }
  return providers;
}

export function createSocialProviderClients(providers: ReadonlyMap<SocialProvider, SocialProviderConfig>): SocialProviderClients {
  const discovered = new Map<SocialProvider, Promise<Configuration>>();
  return {
    configured: new Set(providers.keys()),
    client(provider) {
      const config = providers.get(provider);
      if (config === undefined) return Promise.reject(catalogueError('SOCIAL_PROVIDER_NOT_CONFIGURED', { params: { provider } }));
      let client = discovered.get(provider);
      if (client === undefined) {
        client = discover(config).catch((cause: unknown) => {
          discovered.delete(provider);
          throw providerFailure(provider, 'could not be discovered', cause);
        });
        discovered.set(provider, client);
      }
      return client;
    },
  };
}

async function discover(config: SocialProviderConfig): Promise<Configuration> {
  const oidc = await loadOpenIdClient();
  const issuer = new URL(config.issuer);
  const authentication = config.clientSecret === undefined ? oidc.None() : oidc.ClientSecretPost(config.clientSecret);
  return oidc.discovery(issuer, config.clientId, undefined, authentication, {
    timeout: DISCOVERY_TIMEOUT_S,
    ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

function readIssuer(name: SocialProvider, issuer: unknown): void {
  let url: URL | undefined;
  try {
    url = typeof issuer === 'string' ? new URL(issuer) : undefined;
  } catch {
    url = undefined;
  }
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (url === undefined || !secure || url.search !== '' || url.hash !== '') {
    throw invalid(`socialProviders.${name}.issuer`, 'an https URL (http only on 127.0.0.1, localhost or [::1])');
  }
}

/** A provider that could not be reached or answered nonsense: the visitor can only try again later. */
export function providerFailure(provider: SocialProvider, what: string, cause: unknown) {
  return catalogueError('WRAPPED', { cause, params: { message: `The sign-in provider ${provider} ${what}. Try again later.` } });
}

function invalid(name: string, expected: string) {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
