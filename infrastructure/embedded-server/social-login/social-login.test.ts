import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcBrowser } from '../../../test/stand-ins/oidc-browser.ts';
import { startOidcStandIn, type OidcStandIn } from '../../../test/stand-ins/oidc-provider.ts';
import { authServiceFor, rejection } from '../email-login/auth-service.fixture.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from '../storage/database.ts';
import { createSocialLogin, SOCIAL_LOGIN_LIFETIME_MS, type SocialLogin } from './social-login.ts';
import { createSocialProviderClients, readSocialProviders } from './social-providers.ts';

// The callback is never opened here: the browser stops at the provider's redirect to it.
const PUBLIC_URL = 'http://127.0.0.1:9';
const CALLBACK = `${PUBLIC_URL}/social/callback`;
const DAPP = 'https://dapp.example.test';
/** The thumbprint of the device key that starts the sign-ins. */
const DEVICE = 'device-key-thumbprint-1';

let db: SqlDatabase;
let standIn: OidcStandIn;
beforeAll(async () => {
  [db, standIn] = await Promise.all([openPgliteDatabase(), startOidcStandIn({ redirectUris: [CALLBACK] })]);
  await migrate(db);
}, 30_000);
afterAll(async () => {
  await standIn?.stop();
  await db?.close();
});

function socialLogin(clock = { time: Date.now() }) {
  const { service } = authServiceFor(db, { now: () => clock.time });
  const { google, discord } = standIn.socialProviders;
  const social = createSocialLogin({
    db, identityLogin: service.identityLogin, allowedOrigins: [DAPP, 'https://*.wild.test'], publicUrl: PUBLIC_URL,
    providers: createSocialProviderClients(readSocialProviders({ google, discord })), now: () => clock.time,
  });
  return { social, service, clock };
}

async function callbackFor(social: SocialLogin, username: string, decision: 'allow' | 'deny' = 'allow', provider = 'google') {
  const { uri } = await social.start({ provider, origin: DAPP, deviceKey: DEVICE });
  return oidcBrowser().authorize(uri, { username, decision, callback: CALLBACK });
}

async function counts() {
  const [users, identities, pending] = await Promise.all(['users', 'identities', 'social_logins'].map(async (table) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n));
  return { users, identities, pending };
}

describe('social sign-in', () => {
  it('starts at the provider with PKCE S256 and a state kept on the server, and signs in with the code', async () => {
    const { social, service } = socialLogin();
    const { uri } = await social.start({ provider: 'google', origin: DAPP, deviceKey: DEVICE });
    const params = new URL(uri).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: 'walletport-google', redirect_uri: CALLBACK, scope: 'openid email profile', response_type: 'code', code_challenge_method: 'S256',
    });
    const state = params.get('state') ?? '';
    expect(await social.pendingOrigin(state)).toBe(DAPP);

    const callback = await oidcBrowser().authorize(uri, { username: 'amy', decision: 'allow', callback: CALLBACK });
    const { sessionToken, user } = await social.finish({ uri: callback, deviceKey: DEVICE });
    expect(await service.getUser(sessionToken)).toEqual({ ...user, email: 'amy@google.example', socialProvider: 'google', userName: 'amy' });
    expect(await social.pendingOrigin(state)).toBeUndefined();
  });

  it('gives the same provider account the same address every time, another provider\'s another one', async () => {
    const { social } = socialLogin();
    const first = await social.finish({ uri: await callbackFor(social, 'ben'), deviceKey: DEVICE });
    const second = await social.finish({ uri: await callbackFor(social, 'ben'), deviceKey: DEVICE });
    const discord = await social.finish({ uri: await callbackFor(social, 'ben', 'allow', 'discord'), deviceKey: DEVICE });
    expect(second.user.address).toBe(first.user.address);
    expect(discord.user.address).not.toBe(first.user.address);
  });

  it('answers SOCIAL_LOGIN_DENIED when the visitor denies, and stores nobody', async () => {
    const { social } = socialLogin();
    const callback = await callbackFor(social, 'cleo', 'deny');
    const before = await counts();
    expect(await rejection(social.finish({ uri: callback, deviceKey: DEVICE }))).toBe(
      'SOCIAL_LOGIN_DENIED: The sign-in was not allowed. Try again and allow access to continue.');
    expect(await counts()).toEqual({ ...before, pending: (before.pending ?? 0) - 1 });
  });

  it('refuses a forged state, a replayed callback and an expired sign-in as SOCIAL_LOGIN_INVALID, storing nobody', async () => {
    const { social, clock } = socialLogin();
    const callback = new URL(await callbackFor(social, 'dan'));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const before = await counts();
    expect(await rejection(social.finish({ uri: forged.href, deviceKey: DEVICE }))).toMatch(/^SOCIAL_LOGIN_INVALID: /);
    expect(await rejection(social.finish({ uri: callback.href.replace(CALLBACK, 'https://evil.test/social/callback'), deviceKey: DEVICE })))
      .toMatch(/^SOCIAL_LOGIN_INVALID: /);
    expect(await counts()).toEqual(before);

    await social.finish({ uri: callback.href, deviceKey: DEVICE });
    const afterFirst = await counts();
    expect(await rejection(social.finish({ uri: callback.href, deviceKey: DEVICE }))).toMatch(/^SOCIAL_LOGIN_INVALID: /);
    expect(await counts()).toEqual(afterFirst);

    const late = await callbackFor(social, 'dan');
    clock.time += SOCIAL_LOGIN_LIFETIME_MS;
    expect(await rejection(social.finish({ uri: late, deviceKey: DEVICE }))).toMatch(/^SOCIAL_LOGIN_INVALID: /);
    expect((await counts()).identities).toBe(afterFirst.identities);
  });

  it('finishes a sign-in only for the device that started it: a callback address taken by another device signs in nobody', async () => {
    const { social } = socialLogin();
    const callback = await callbackFor(social, 'fay');
    const before = await counts();
    expect(await rejection(social.finish({ uri: callback, deviceKey: 'another-device' }))).toMatch(/^LOGIN_OTHER_DEVICE: /);
    expect(await counts()).toEqual(before);
    // The visitor's own device still finishes it.
    const { user } = await social.finish({ uri: callback, deviceKey: DEVICE });
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('refuses a code the provider will not exchange (spent) as SOCIAL_LOGIN_INVALID', async () => {
    const { social } = socialLogin();
    const callback = await callbackFor(social, 'eve');
    const { uri: otherStart } = await social.start({ provider: 'google', origin: DAPP, deviceKey: DEVICE });
    // The code of one sign-in presented with the state (and so the verifier) of another.
    const swapped = new URL(callback);
    swapped.searchParams.set('state', new URL(otherStart).searchParams.get('state') ?? '');
    const before = await counts();
    expect(await rejection(social.finish({ uri: swapped.href, deviceKey: DEVICE }))).toMatch(/^SOCIAL_LOGIN_INVALID: /);
    expect((await counts()).identities).toBe(before.identities);
  });

  it('refuses a provider that is not configured, and an origin outside the project', async () => {
    const { social } = socialLogin();
    expect(await rejection(social.start({ provider: 'github', origin: DAPP, deviceKey: DEVICE }))).toBe(
      'SOCIAL_PROVIDER_NOT_CONFIGURED: Sign-in with github is not available on this site.');
    expect(await rejection(social.start({ provider: 'myspace', origin: DAPP, deviceKey: DEVICE }))).toMatch(/^INVALID_ARGUMENT: provider/);
    await expect(social.start({ provider: 'google', origin: 'https://evil.test', deviceKey: DEVICE }))
      .rejects.toMatchObject({ status: 403, error: { code: 'INVALID_ARGUMENT', shortMessage: 'origin needs an allowed origin of this project' } });
    expect(await rejection(social.start({ provider: 'google', origin: `${DAPP}/path`, deviceKey: DEVICE }))).toMatch(/^INVALID_ARGUMENT: origin/);
    expect((await social.start({ provider: 'google', origin: 'https://a.wild.test', deviceKey: DEVICE })).uri).toContain(standIn.issuer);
  });
});

describe('the social providers option', () => {
  it('takes https issuers, and http ones on loopback only', () => {
    const config = { clientId: 'c' };
    expect(readSocialProviders({ google: { ...config, issuer: 'https://accounts.google.com' } }).size).toBe(1);
    expect(readSocialProviders({ x: { ...config, issuer: 'http://localhost:4000' } }).size).toBe(1);
    expect(() => readSocialProviders({ google: { ...config, issuer: 'http://accounts.example.com' } })).toThrow(/socialProviders\.google\.issuer/);
    expect(() => readSocialProviders({ google: { issuer: 'https://a.test', clientId: '' } })).toThrow(/clientId/);
    expect(() => readSocialProviders({ myspace: { ...config, issuer: 'https://a.test' } } as never)).toThrow(/socialProviders/);
  });
});
