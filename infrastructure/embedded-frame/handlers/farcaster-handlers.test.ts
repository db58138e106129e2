// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../test/msw/virtual-clock.ts';
import { ADDRESS, framePage, PAGE_ORIGIN, settle, type Route, type RouteAnswer } from '../frame-page.fixture.ts';

const CLIENT_URL = 'http://127.0.0.1:4030/client?channelToken=t-1';
const CHANNEL_ID = 'channel-1';
const FARCASTER_USER = { email: null, address: ADDRESS, socialProvider: 'farcaster', userName: 'walletport-tester' };
const SIGNED_IN: RouteAnswer = { body: { sessionToken: 'token-9', user: { email: null, address: ADDRESS } } };
const NOT_APPROVED = 'Waiting for the approval in Farcaster.';

function farcasterRoutes(wait: Route): Record<string, Route> {
  return {
    'POST /api/farcaster/start': () => ({ body: { url: CLIENT_URL, channelId: CHANNEL_ID } }),
    'POST /api/farcaster/wait': wait,
    'GET /api/user': () => ({ body: FARCASTER_USER }),
  };
}

describe('the frame\'s Farcaster login', () => {
  it('GET_FARCASTER_URI opens the sign-in for this device and answers the client\'s link only', async () => {
    const page = framePage({ routes: farcasterRoutes(() => ({ body: { pending: true } })) });
    const reply = await page.request('getFarcasterUri');
    expect(reply.message).toMatchObject({ type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { url: CLIENT_URL } });
    expect(JSON.stringify(reply.message)).not.toContain(CHANNEL_ID);
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/farcaster/start', body: { origin: PAGE_ORIGIN }, authorization: null }]);
  });

  it('CONNECT_FARCASTER answers FARCASTER_NOT_APPROVED after 25 s without approval, and a later ask goes on with the same sign-in', async () => {
    const clock = new VirtualClock(0);
    let approved = false;
    const page = framePage({ clock, routes: farcasterRoutes(() => ({ body: approved ? SIGNED_IN.body : { pending: true } })) });
    await page.request('getFarcasterUri');
    const notYet = page.request('connectFarcaster');
    for (let second = 0; second < 26; second += 1) {
      await settle();
      clock.advance(1_000);
    }
    expect((await notYet).message).toMatchObject({ type: '@w3m-frame/CONNECT_FARCASTER_ERROR', payload: { message: NOT_APPROVED } });
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
    const waits = page.server.calls.filter((call) => call.path === '/api/farcaster/wait');
    expect(waits.length).toBeGreaterThan(1);
    expect(waits.length).toBeLessThanOrEqual(26);
    expect(waits.every((call) => JSON.stringify(call.body) === JSON.stringify({ channelId: CHANNEL_ID }))).toBe(true);

    approved = true;
    expect((await page.request('connectFarcaster')).message.type).toBe('@w3m-frame/CONNECT_FARCASTER_SUCCESS');
  });

  it('cuts a long-poll the server holds past the 25 s budget', async () => {
    const clock = new VirtualClock(0);
    let aborted = false;
    const page = framePage({
      clock,
      routes: farcasterRoutes((_call, signal) => new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      })),
    });
    await page.request('getFarcasterUri');
    const reply = page.request('connectFarcaster');
    await settle();
    clock.advance(24_999);
    await settle();
    expect(aborted).toBe(false);
    clock.advance(1);
    expect((await reply).message).toMatchObject({ type: '@w3m-frame/CONNECT_FARCASTER_ERROR', payload: { message: NOT_APPROVED } });
    expect(aborted).toBe(true);
  });

  it('CONNECT_FARCASTER keeps the session token once approved and answers the user like GET_USER', async () => {
    const page = framePage({ routes: farcasterRoutes(() => SIGNED_IN) });
    await page.request('switchNetwork', { chainId: 31337 });
    await page.request('getFarcasterUri');
    const reply = await page.request('connectFarcaster');
    expect(reply.message).toMatchObject({
      type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
      payload: { ...FARCASTER_USER, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }], smartAccountDeployed: false },
    });
    expect(page.storage.getItem('walletport-frame:session')).toBe('token-9');
    expect(page.server.calls.at(-1)).toEqual({ method: 'GET', path: '/api/user', body: undefined, authorization: 'DPoP token-9' });
    // The sign-in is done: asking again needs a new one.
    expect((await page.request('connectFarcaster')).message.type).toBe('@w3m-frame/CONNECT_FARCASTER_ERROR');
  });

  it('passes a refused approval on, and forgets the spent sign-in', async () => {
    const refusal: RouteAnswer = { status: 400, body: { error: { code: 'FARCASTER_SIGNATURE_INVALID', message: 'The Farcaster approval could not be verified. Start again.' } } };
    const page = framePage({ routes: farcasterRoutes(() => refusal) });
    await page.request('getFarcasterUri');
    expect((await page.request('connectFarcaster')).message).toMatchObject({
      type: '@w3m-frame/CONNECT_FARCASTER_ERROR', payload: { message: 'The Farcaster approval could not be verified. Start again.' },
    });
    expect(page.storage.getItem('walletport-frame:session')).toBeNull();
    const calls = page.server.calls.length;
    expect((await page.request('connectFarcaster')).message.payload).toEqual({
      message: 'This step needs a Farcaster login started with GET_FARCASTER_URI',
    });
    expect(page.server.calls).toHaveLength(calls);
  });
});
