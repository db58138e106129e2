import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAPP_ORIGIN, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { oidcBrowser } from '../stand-ins/oidc-browser.ts';
import { startOidcStandIn, type OidcStandIn } from '../stand-ins/oidc-provider.ts';

// The visitor signs in with a provider from the wallet frame on the dApp. The address the provider sends
// the sign-in window back to (code and state) is handed to the page that started the sign-in, and also
// sits in the window's history and in logs: a script on the page, or a phishing page on another
// subdomain of a shared host (*.vercel.app) that got hold of it, sends it to its backend, which tries
// to finish the sign-in from its own device before the visitor's frame does.

let t: TestServer;
let standIn: OidcStandIn;
let callback: string;
beforeAll(async () => {
  // The provider must know the callback address before the server exists, so the port is chosen first.
  const port = await findFreePort();
  callback = `http://127.0.0.1:${port}/social/callback`;
  standIn = await startOidcStandIn({ redirectUris: [callback] });
  t = await startTestServer({ port, socialProviders: { google: standIn.socialProviders.google } });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.server.stop();
  await standIn?.stop();
});

describe('an attacker holding the visitor\'s social callback address', () => {
  it('finishes the visitor\'s sign-in with the stolen code and state from its own backend', async () => {
    const visitor = t.api;
    const started = await visitor.post('/api/social/start', { provider: 'google', origin: DAPP_ORIGIN });
    expect(started.status).toBe(200);
    const stolen = await oidcBrowser().authorize(started.json.uri as string, { username: 'victor', decision: 'allow', callback });
    expect(new URL(stolen).searchParams.get('code')).toBeTruthy();

    const backend = t.newDevice();
    const taken = await backend.post('/api/social/finish', { uri: stolen });
    expect([taken.status, taken.json.error?.code]).toEqual([403, 'LOGIN_OTHER_DEVICE']);
    expect(taken.json).not.toHaveProperty('sessionToken');
    // Asking again changes nothing: the sign-in stays the visitor's.
    expect((await backend.post('/api/social/finish', { uri: stolen })).json.error?.code).toBe('LOGIN_OTHER_DEVICE');

    const own = await visitor.post('/api/social/finish', { uri: stolen });
    expect(own.status).toBe(200);
    const { sessionToken } = own.json as { sessionToken: string };
    expect((await visitor.get('/api/user', sessionToken)).json).toMatchObject({ socialProvider: 'google', userName: 'victor' });
  });
});
