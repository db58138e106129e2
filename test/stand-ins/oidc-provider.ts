import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import Provider, { interactionPolicy, type OidcContext } from 'oidc-provider';
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderConfig } from '../../infrastructure/embedded-server/social-login/social-providers.ts';
import { serveOnLoopback } from './loopback-server.ts';
import { handleInteraction, INTERACTION_PATH } from './oidc-interactions.ts';

export const OIDC_CLIENT_SECRET = 'walletport-dev-secret';

export interface OidcStandInOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Where the clients may be sent back to: the embedded wallet server's `<url>/social/callback`. */
  readonly redirectUris: readonly string[];
}

export interface OidcStandIn {
  /** `http://127.0.0.1:<port>`, with OpenID discovery at `/.well-known/openid-configuration`. */
  readonly issuer: string;
  /** The embedded wallet server's `socialProviders` option: every provider, client `walletport-<provider>`. */
  readonly socialProviders: Readonly<Record<SocialProvider, SocialProviderConfig & { readonly clientSecret: string }>>;
  stop(): Promise<void>;
}

/**
 * One local OpenID provider (oidc-provider 8) playing all six social providers, for tests and the local
 * demo. Authorization code flow with PKCE S256 required. Every authorization shows the login page (any
 * username; the subject is `<provider>|<username>`) and then the consent page (Allow, or Deny answering
 * access_denied): no session or earlier consent is reused, so each sign-in goes the same way. The user's
 * claims: preferred_username (the username), email `<username>@<provider>.example`, email_verified true.
 * Listens on 127.0.0.1; stops with stop() or when the process exits.
 */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  // The issuer names the port, so the provider is made once the server listens; until then, 503.
  let handle: RequestListener = (_request, response) => void response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  const loopback = await serveOnLoopback(server, options.port ?? 0);
  const issuer = loopback.url;

  const provider = createProvider(issuer, options.redirectUris);
  const providerCallback = provider.callback();
  handle = (request, response) => {
    if (!(request.url ?? '').startsWith(INTERACTION_PATH)) return providerCallback(request, response);
    handleInteraction(provider, request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`The sign-in cannot continue: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  return {
    issuer,
    socialProviders: Object.fromEntries(SOCIAL_PROVIDERS.map((name) =>
      [name, { issuer, clientId: `walletport-${name}`, clientSecret: OIDC_CLIENT_SECRET }])) as OidcStandIn['socialProviders'],
    stop: () => loopback.stop(),
  };
}

function createProvider(issuer: string, redirectUris: readonly string[]): Provider {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  // Asked at every authorization, not only without a session: a test or a demo visitor types who they are each time.
  policy.get('login')?.checks.push(new Check('walletport_every_time', 'the stand-in signs in at each authorization', 'login_required',
    (ctx: OidcContext) => (ctx.oidc.result?.login === undefined ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT)));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: SOCIAL_PROVIDERS.map((name) => ({
      client_id: `walletport-${name}`,
      client_secret: OIDC_CLIENT_SECRET,
      redirect_uris: [...redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    findAccount: (_ctx, accountId) => ({ accountId, claims: () => claimsOf(accountId) }),
    // Only the consent just given counts, so the consent page shows at every sign-in.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId === undefined ? undefined : ctx.oidc.provider.Grant.find(grantId);
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Lifetimes in seconds, set so the library does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 3_600 },
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
  });
  // The provider answers its own failures with a bare error page; the cause is only seen here.
  provider.on('server_error', (_ctx, error) => console.error('[oidc stand-in]', error));
  return provider;
}

/** The account `<provider>|<username>` the login page made. */
function claimsOf(accountId: string): Record<string, unknown> {
  const separator = accountId.indexOf('|');
  const provider = accountId.slice(0, separator);
  const username = accountId.slice(separator + 1);
  return { sub: accountId, preferred_username: username, email: `${username}@${provider}.example`, email_verified: true };
}

