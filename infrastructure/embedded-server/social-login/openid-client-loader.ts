/**
 * openid-client is an optional peer of the auth server: it is loaded the first time a social sign-in
 * needs it, so a server without social providers runs without it installed.
 */
export type OpenIdClient = typeof import('openid-client');

let loading: Promise<OpenIdClient> | undefined;

export function loadOpenIdClient(): Promise<OpenIdClient> {
  loading ??= import('openid-client').catch((cause: unknown) => {
    loading = undefined;
    throw new Error('Social sign-in needs the openid-client package: npm install openid-client', { cause });
  });
  return loading;
}
