// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ADDRESS, FRAME_ORIGIN, framePage, PAGE_ORIGIN, type RouteAnswer } from '../frame-page.fixture.ts';

const PROVIDER_URI = 'http://127.0.0.1:4020/auth?client_id=walletport-github&state=s1';
const CALLBACK_URI = `${FRAME_ORIGIN}/social/callback?code=c1&state=s1`;
const callbackMessage = (uri: string) => ({ type: '@walletport-frame/SOCIAL_CALLBACK', uri });
const SOCIAL_USER = { email: null, address: ADDRESS, socialProvider: 'github', userName: 'octo' };

describe('the frame\'s social login', () => {
  it('GET_SOCIAL_REDIRECT_URI starts the sign-in for the pinned page origin and answers the provider\'s address', async () => {
    const page = framePage({ routes: { 'POST /api/social/start': () => ({ body: { uri: PROVIDER_URI } }) } });
    const reply = await page.request('getSocialRedirectUri', { provider: 'github' });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', payload: { uri: PROVIDER_URI } });
    expect(reply.targetOrigin).toBe(PAGE_ORIGIN);
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/social/start', body: { provider: 'github', origin: PAGE_ORIGIN }, authorization: null }]);
  });

  it('passes the server\'s refusal of an unconfigured provider on as the error', async () => {
    const refusal: RouteAnswer = { status: 400, body: { error: { code: 'SOCIAL_PROVIDER_NOT_CONFIGURED', message: 'Sign-in with x is not available on this site.' } } };
    const page = framePage({ routes: { 'POST /api/social/start': () => refusal } });
    expect((await page.request('getSocialRedirectUri', { provider: 'x' })).message).toMatchObject({
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_ERROR', payload: { message: 'Sign-in with x is not available on this site.' },
    });
  });

  it('CONNECT_SOCIAL finishes with the callback address, keeps the session token and answers the user like GET_USER', async () => {
    const page = framePage({
      routes: {
        'POST /api/social/finish': () => ({ body: { sessionToken: 'token-7', user: { email: null, address: ADDRESS } } }),
        'GET /api/user': () => ({ body: SOCIAL_USER }),
      },
    });
    await page.request('switchNetwork', { chainId: 31337 });
    // The sign-in window's callback page, on the frame's own origin, posts its address to the frame.
    page.deliver(callbackMessage(CALLBACK_URI), { origin: FRAME_ORIGIN, source: {} });
    const reply = await page.request('connectSocial', { preferredAccountType: 'eoa' });
    expect(reply.message).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      payload: {
        email: null, address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }],
        userName: 'octo', socialProvider: 'github', smartAccountDeployed: false,
      },
    });
    expect(page.server.calls).toEqual([
      { method: 'POST', path: '/api/social/finish', body: { uri: CALLBACK_URI }, authorization: null },
      { method: 'GET', path: '/api/user', body: undefined, authorization: 'DPoP token-7' },
    ]);
    expect(page.storage.getItem('walletport-frame:session')).toBe('token-7');
    expect((await page.request('getUser', { chainId: 1 })).message.payload).toMatchObject({ userName: 'octo', socialProvider: 'github' });
  });

  it('CONNECT_SOCIAL after a denial stores nothing and answers the server\'s text', async () => {
    const denied: RouteAnswer = { status: 403, body: { error: { code: 'SOCIAL_LOGIN_DENIED', message: 'The sign-in was not allowed. Try again and allow access to continue.' } } };
    const page = framePage({ routes: { 'POST /api/social/finish': () => denied } });
    page.deliver(callbackMessage(`${FRAME_ORIGIN}/social/callback?error=access_denied&state=s1`), { origin: FRAME_ORIGIN, source: {} });
    const reply = await page.request('connectSocial', {});
    expect(reply.message).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR', payload: { message: 'The sign-in was not allowed. Try again and allow access to continue.' },
    });
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
    expect(page.server.calls).toHaveLength(1);
  });

  it('CONNECT_SOCIAL takes the address only from its own origin\'s callback page: one the page sends or posts is ignored', async () => {
    const page = framePage({ routes: { 'POST /api/social/finish': () => ({ body: { sessionToken: 'token-8', user: { email: null, address: ADDRESS } } }) } });
    // The embedding page (its scripts) passing a callback address, in the request or as a message.
    page.deliver(callbackMessage(CALLBACK_URI), { origin: PAGE_ORIGIN });
    page.deliver(callbackMessage(CALLBACK_URI), { origin: FRAME_ORIGIN });
    page.deliver(callbackMessage('https://evil.example/social/callback?code=c1&state=s1'), { origin: FRAME_ORIGIN, source: {} });
    const reply = await page.request('connectSocial', { uri: CALLBACK_URI });
    expect(reply.message).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR', payload: { message: 'This sign-in is invalid or has expired. Start it again.' },
    });
    expect(page.server.calls).toEqual([]);
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
  });
});
