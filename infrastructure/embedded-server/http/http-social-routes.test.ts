import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '../../../test/stand-ins/free-port.ts';
import { oidcBrowser } from '../../../test/stand-ins/oidc-browser.ts';
import { startOidcStandIn, type OidcStandIn } from '../../../test/stand-ins/oidc-provider.ts';
import { DAPP_ORIGIN, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../embedded-wallet-server.fixture.ts';
import {
  SOCIAL_CALLBACK_DONE_TEXT, SOCIAL_CALLBACK_INVALID_TEXT, SOCIAL_CALLBACK_MESSAGE_TYPE, SOCIAL_CALLBACK_SCRIPT,
} from './social-callback-page.ts';

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

async function providerCallback(username: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const started = await t.api.post('/api/social/start', { provider: 'google', origin: DAPP_ORIGIN });
  expect(started.status).toBe(200);
  return oidcBrowser().authorize(started.json.uri as string, { username, decision, callback });
}

/** Runs the callback page's script in a window opened by a page; answers what it posted and showed. */
async function runCallbackPage(address: string) {
  const page = await t.api.get(address.slice(t.server.url.length));
  const window = new Window({ url: address });
  try {
    window.document.write(page.text.replace('<script src="/social-callback.js"></script>', ''));
    const postMessage = vi.fn();
    // The opening page's frames: the wallet frame and, say, an advert; the browser delivers a message
    // only to the frames whose origin is the target, which the spies record beside it.
    const frames = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
    Object.defineProperty(window, 'opener', { value: { closed: false, postMessage, frames }, configurable: true });
    window.eval(SOCIAL_CALLBACK_SCRIPT);
    return {
      page, posted: postMessage.mock.calls, toFrames: frames.map((frame) => frame.postMessage.mock.calls),
      addressBar: window.location.href, status: window.document.querySelector('[data-testid="wp-social-status"]')?.textContent,
    };
  } finally {
    await window.happyDOM.close();
  }
}

describe('social sign-in over HTTP', () => {
  it('runs the whole authorization code flow and ends in a session that names the provider and username', async () => {
    const address = await providerCallback('gus');
    expect(address.startsWith(`${callback}?`)).toBe(true);

    const { page, posted, toFrames, addressBar, status } = await runCallbackPage(address);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(page.text.match(/<script[^>]*>/g)).toEqual(['<script type="application/json" id="walletport-social-callback">', '<script src="/social-callback.js">']);
    expect(page.text).toContain(`{"targetOrigin":"${DAPP_ORIGIN}"}`);
    // The dApp's page gets the callback's bare address (AppKit's resultUri): code and state go to the frame origin alone.
    expect(posted).toEqual([[{ type: SOCIAL_CALLBACK_MESSAGE_TYPE, resultUri: callback }, DAPP_ORIGIN]]);
    expect(JSON.stringify(posted)).not.toMatch(/code|state=/);
    const frameOrigin = new URL(t.server.url).origin;
    expect(toFrames).toEqual([[[{ type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: address }, frameOrigin]], [[{ type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: address }, frameOrigin]]]);
    expect(addressBar).toBe(callback);
    expect(status).toBe(SOCIAL_CALLBACK_DONE_TEXT);

    const finished = await t.api.post('/api/social/finish', { uri: address });
    expect(finished.status).toBe(200);
    const { sessionToken, user } = finished.json as { sessionToken: string; user: { address: string } };
    expect((await t.api.get('/api/user', sessionToken)).json).toEqual({
      email: 'gus@google.example', address: user.address, socialProvider: 'google', userName: 'gus',
    });

    const again = await t.api.post('/api/social/finish', { uri: address });
    expect([again.status, again.json.error]).toEqual([400, { code: 'SOCIAL_LOGIN_INVALID', message: 'This sign-in is invalid or has expired. Start it again.' }]);
    // Once spent, the callback page knows no origin to post to.
    const spent = await runCallbackPage(address);
    expect([spent.posted, spent.status]).toEqual([[], SOCIAL_CALLBACK_INVALID_TEXT]);
    expect(spent.page.text).not.toContain('walletport-social-callback');
  });

  it('serves the callback script, and answers denial and unconfigured providers with their codes', async () => {
    const script = await t.api.get('/social-callback.js');
    expect([script.headers.get('content-type'), script.text]).toEqual(['text/javascript; charset=utf-8', SOCIAL_CALLBACK_SCRIPT]);

    const denied = await t.api.post('/api/social/finish', { uri: await providerCallback('hal', 'deny') });
    expect([denied.status, denied.json.error?.code]).toEqual([403, 'SOCIAL_LOGIN_DENIED']);

    const github = await t.api.post('/api/social/start', { provider: 'github', origin: DAPP_ORIGIN });
    expect([github.status, github.json.error]).toEqual([400, {
      code: 'SOCIAL_PROVIDER_NOT_CONFIGURED', message: 'Sign-in with github is not available on this site.',
    }]);
    const stranger = await t.api.post('/api/social/start', { provider: 'google', origin: 'https://evil.test' });
    expect([stranger.status, stranger.json.error?.code]).toEqual([403, 'INVALID_ARGUMENT']);
  });
});
