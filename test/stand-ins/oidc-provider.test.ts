import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcBrowser } from './oidc-browser.ts';
import { OIDC_CLIENT_SECRET, startOidcStandIn, type OidcStandIn } from './oidc-provider.ts';

const CALLBACK = 'http://127.0.0.1:9/social/callback';

let standIn: OidcStandIn;
beforeAll(async () => {
  standIn = await startOidcStandIn({ redirectUris: [CALLBACK] });
});
afterAll(() => standIn?.stop());

async function configuration(clientId: string): Promise<client.Configuration> {
  return client.discovery(new URL(standIn.issuer), clientId, OIDC_CLIENT_SECRET, client.ClientSecretPost(OIDC_CLIENT_SECRET),
    { execute: [client.allowInsecureRequests] });
}

async function authorization(config: client.Configuration, parameters: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK, scope: 'openid email profile', state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...parameters,
  });
  return { url: url.href, verifier, state };
}

describe('the OpenID provider stand-in', () => {
  it('plays each social provider with its own client, and answers the typed username as the account', async () => {
    expect(Object.keys(standIn.socialProviders)).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
    expect(standIn.socialProviders.discord).toEqual({ issuer: standIn.issuer, clientId: 'walletport-discord', clientSecret: OIDC_CLIENT_SECRET });
    expect(standIn.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const config = await configuration('walletport-discord');
    const { url, verifier, state } = await authorization(config);
    const browser = oidcBrowser();
    const back = await browser.authorize(url, { username: 'zoe', decision: 'allow', callback: CALLBACK });
    expect(browser.pagesSeen).toEqual(['Sign in with discord', 'Allow access to your discord account']);

    const tokens = await client.authorizationCodeGrant(config, new URL(back), { pkceCodeVerifier: verifier, expectedState: state });
    const sub = tokens.claims()?.sub;
    expect(sub).toBe('discord|zoe');
    expect(await client.fetchUserInfo(config, tokens.access_token, 'discord|zoe')).toMatchObject({
      sub: 'discord|zoe', preferred_username: 'zoe', email: 'zoe@discord.example', email_verified: true,
    });
  });

  it('asks for the login and the consent at every authorization, even in the same browser', async () => {
    const config = await configuration('walletport-github');
    const browser = oidcBrowser();
    await browser.authorize((await authorization(config)).url, { username: 'yan', decision: 'allow', callback: CALLBACK });
    const back = await browser.authorize((await authorization(config)).url, { username: 'other', decision: 'allow', callback: CALLBACK });
    const ownPages = browser.pagesSeen.filter((heading) => /^(Sign in|Allow access)/.test(heading));
    expect(ownPages).toEqual(['Sign in with github', 'Allow access to your github account', 'Sign in with github', 'Allow access to your github account']);
    expect(new URL(back).searchParams.get('code')).toBeTruthy();
  });

  it('sends access_denied back when the consent is denied', async () => {
    const config = await configuration('walletport-google');
    const { url, state } = await authorization(config);
    const back = new URL(await oidcBrowser().authorize(url, { username: 'xia', decision: 'deny', callback: CALLBACK }));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state });
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('requires PKCE, and refuses a code exchanged without the right verifier', async () => {
    const config = await configuration('walletport-apple');
    const withoutPkce = client.buildAuthorizationUrl(config, { redirect_uri: CALLBACK, scope: 'openid', state: 's1' });
    const refused = new URL(await oidcBrowser().authorize(withoutPkce.href, { username: 'w', decision: 'allow', callback: CALLBACK }));
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toMatch(/PKCE/);

    const { url, state } = await authorization(config);
    const back = await oidcBrowser().authorize(url, { username: 'w', decision: 'allow', callback: CALLBACK });
    await expect(client.authorizationCodeGrant(config, new URL(back), { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: state }))
      .rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
