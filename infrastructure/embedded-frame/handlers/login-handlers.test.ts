// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../test/msw/virtual-clock.ts';
import { ADDRESS, framePage, settle, signedIn, type RouteAnswer } from '../frame-page.fixture.ts';

const EMAIL = 'ada@example.com';
const USER = { email: EMAIL, address: ADDRESS };
const refused = (code: string, message: string): RouteAnswer => ({ status: 401, body: { error: { code, message } } });

describe('the frame\'s e-mail login', () => {
  it('CONNECT_EMAIL starts the login with this device\'s id and answers the server\'s next step', async () => {
    const page = framePage({ routes: { 'POST /api/email/start': () => ({ body: { action: 'VERIFY_DEVICE' } }) } });
    const reply = await page.request('connectEmail', { email: EMAIL });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_DEVICE' } });
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/email/start', body: { email: EMAIL }, authorization: null }]);
    expect(page.sessionStorage.getItem('walletport-frame:email')).toBe(EMAIL);
  });

  it('passes the server\'s catalogue text on as the error message', async () => {
    const page = framePage({ routes: { 'POST /api/email/start': () => ({ status: 429, body: { error: { code: 'EMAIL_LOGIN_COOLDOWN', message: 'Please try again after 12 seconds' } } }) } });
    const reply = await page.request('connectEmail', { email: EMAIL });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/CONNECT_EMAIL_ERROR', payload: { message: 'Please try again after 12 seconds' } });
    expect(page.sessionStorage.getItem('walletport-frame:email')).toBeNull();
  });

  it('an answer that is not the API\'s error shape reads as its HTTP status', async () => {
    const page = framePage({ routes: { 'POST /api/email/start': () => ({ status: 502, body: 'Bad gateway' }) } });
    expect((await page.request('connectEmail', { email: EMAIL })).message.payload).toEqual({ message: 'HTTP status code: 502' });
  });

  it('CONNECT_OTP verifies the code for the remembered e-mail and keeps the session token', async () => {
    const page = framePage({
      routes: {
        'POST /api/email/start': () => ({ body: { action: 'VERIFY_OTP' } }),
        'POST /api/otp/verify': () => ({ body: { sessionToken: 'token-9', user: USER } }),
      },
    });
    await page.request('connectEmail', { email: EMAIL });
    const reply = await page.request('connectOtp', { otp: '123456' });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', payload: {} });
    expect(page.server.calls[1]).toEqual({ method: 'POST', path: '/api/otp/verify', body: { email: EMAIL, otp: '123456' }, authorization: null });
    expect(page.storage.getItem('walletport-frame:session')).toBe('token-9');
  });

  it('CONNECT_OTP without a started login asks for CONNECT_EMAIL first, without a call', async () => {
    const page = framePage();
    const reply = await page.request('connectOtp', { otp: '123456' });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'This step needs an e-mail login started with CONNECT_EMAIL' } });
    expect(page.server.calls).toEqual([]);
  });
});

describe('CONNECT_DEVICE', () => {
  it('long-polls until the device is confirmed', async () => {
    const clock = new VirtualClock(0);
    let waits = 0;
    const page = framePage({
      clock,
      routes: {
        'POST /api/email/start': () => ({ body: { action: 'VERIFY_DEVICE' } }),
        // The server holds the first poll for its full 20 s, then says no; the second says yes.
        'POST /api/device/wait': () => {
          waits += 1;
          if (waits === 1) clock.advance(20_000);
          return { body: { verified: waits > 1 } };
        },
      },
    });
    await page.request('connectEmail', { email: EMAIL });
    const reply = await page.request('connectDevice');
    expect(reply.message).toMatchObject({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', payload: {} });
    expect(page.server.calls.filter((call) => call.path === '/api/device/wait')).toEqual([
      { method: 'POST', path: '/api/device/wait', body: { email: EMAIL }, authorization: null },
      { method: 'POST', path: '/api/device/wait', body: { email: EMAIL }, authorization: null },
    ]);
  });

  it('gives up after 25 s (under the page\'s 30 s timeout) with the not-verified text, cutting the poll short', async () => {
    const clock = new VirtualClock(0);
    let aborted = false;
    const page = framePage({
      clock,
      routes: {
        'POST /api/email/start': () => ({ body: { action: 'VERIFY_DEVICE' } }),
        'POST /api/device/wait': (_call, signal) => new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      },
    });
    await page.request('connectEmail', { email: EMAIL });
    const reply = page.request('connectDevice');
    await settle();
    clock.advance(24_999);
    await settle();
    expect(aborted).toBe(false);
    clock.advance(1);
    expect((await reply).message).toMatchObject({
      type: '@w3m-frame/CONNECT_DEVICE_ERROR',
      payload: { message: 'Confirm this device with the link sent to your e-mail, then enter the code.' },
    });
    expect(aborted).toBe(true);
  });

  it('does not hammer a server that answers "not yet" at once', async () => {
    const clock = new VirtualClock(0);
    const page = framePage({ clock, routes: { 'POST /api/email/start': () => ({ body: { action: 'VERIFY_DEVICE' } }), 'POST /api/device/wait': () => ({ body: { verified: false } }) } });
    await page.request('connectEmail', { email: EMAIL });
    const reply = page.request('connectDevice');
    for (let second = 0; second < 26; second += 1) {
      await settle();
      clock.advance(1_000);
    }
    expect((await reply).message.type).toBe('@w3m-frame/CONNECT_DEVICE_ERROR');
    expect(page.server.calls.filter((call) => call.path === '/api/device/wait').length).toBeLessThanOrEqual(26);
  });
});

describe('session checks and sign-out', () => {
  it('IS_CONNECTED is false without a token, without a call', async () => {
    const page = framePage({ routes: signedIn() });
    expect((await page.request('isConnected')).message.payload).toEqual({ isConnected: false });
    expect(page.server.calls).toEqual([]);
  });

  it('IS_CONNECTED asks the server with the stored token; a refused token is dropped', async () => {
    const page = framePage({ token: 'token-1', routes: signedIn() });
    expect((await page.request('isConnected')).message.payload).toEqual({ isConnected: true });
    expect(page.server.calls).toEqual([{ method: 'GET', path: '/api/user', body: undefined, authorization: 'DPoP token-1' }]);
    page.server.routes['GET /api/user'] = () => refused('JWT_TOKEN_NOT_VALID', 'Session Expired');
    expect((await page.request('isConnected')).message.payload).toEqual({ isConnected: false });
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
  });

  it('IS_CONNECTED fails rather than signing out when the server is down', async () => {
    const page = framePage({ token: 'token-1', routes: { 'GET /api/user': () => ({ status: 503, body: {} }) } });
    expect((await page.request('isConnected')).message).toMatchObject({ type: '@w3m-frame/IS_CONNECTED_ERROR', payload: { message: 'HTTP status code: 503' } });
    expect(page.storage.getItem('walletport-frame:session')).toBe('token-1');
  });

  it('GET_USER answers the user as an EOA on the asked chain', async () => {
    const page = framePage({ token: 'token-1', routes: signedIn() });
    const reply = await page.request('getUser', { chainId: 31337, preferredAccountType: 'smartAccount' });
    expect(reply.message).toMatchObject({
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: { email: EMAIL, address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false, userName: null },
    });
  });

  it('GET_USER without a session answers the session text, without a call', async () => {
    const page = framePage({ routes: signedIn() });
    expect((await page.request('getUser', { chainId: 1 })).message.payload).toEqual({ message: 'This session is not valid here. Sign in again.' });
    expect(page.server.calls).toEqual([]);
  });

  it('SIGN_OUT revokes the token at the server and forgets it', async () => {
    const page = framePage({ token: 'token-1', routes: { 'POST /api/sign-out': () => ({ body: {} }) } });
    expect((await page.request('signOut')).message).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: {} });
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/sign-out', body: {}, authorization: 'DPoP token-1' }]);
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
  });

  it('SIGN_OUT clears the token even when the server fails', async () => {
    const page = framePage({ token: 'token-1', routes: { 'POST /api/sign-out': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }) } });
    expect((await page.request('signOut')).message).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: {} });
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
  });

  it('SIGN_OUT_EVERYWHERE ends every session at the server, then forgets this one', async () => {
    const page = framePage({ token: 'token-1', routes: { 'POST /api/sign-out/everywhere': () => ({ body: {} }) } });
    expect((await page.request('signOutEverywhere')).message).toMatchObject({ type: '@w3m-frame/SIGN_OUT_EVERYWHERE_SUCCESS', payload: {} });
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/sign-out/everywhere', body: {}, authorization: 'DPoP token-1' }]);
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
  });

  it('SIGN_OUT_EVERYWHERE that the server does not confirm keeps this session and says so', async () => {
    const page = framePage({ token: 'token-1', routes: { 'POST /api/sign-out/everywhere': () => ({ status: 503, body: { error: { code: 'AUTH_DATABASE_UNAVAILABLE', message: 'The wallet service is unavailable right now. Try again in a moment.' } } }) } });
    expect((await page.request('signOutEverywhere')).message).toMatchObject({
      type: '@w3m-frame/SIGN_OUT_EVERYWHERE_ERROR',
      payload: { message: 'The wallet service is unavailable right now. Try again in a moment.' },
    });
    expect(page.storage.getItem('walletport-frame:session')).not.toBeNull();
  });

  it('SIGN_OUT_EVERYWHERE without a session answers the session text, without a call', async () => {
    const page = framePage({});
    expect((await page.request('signOutEverywhere')).message).toMatchObject({ type: '@w3m-frame/SIGN_OUT_EVERYWHERE_ERROR', payload: { message: 'This session is not valid here. Sign in again.' } });
    expect(page.server.calls).toEqual([]);
  });
});
