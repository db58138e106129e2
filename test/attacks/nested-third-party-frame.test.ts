// @vitest-environment happy-dom
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ADDRESS, framePage, PAGE_ORIGIN, type Route, type ServerCall,
} from '../../infrastructure/embedded-frame/frame-page.fixture.ts';

// The dApp at PAGE_ORIGIN embeds the wallet frame, and the visitor is signed in there. The same page also
// carries an advert: an iframe from a host on the default ancestor list (localhost here; any
// *.vercel.app page would do), which embeds the wallet frame itself. The browser gives that nested frame
// the dApp's storage partition, since storage is partitioned by top-level site, so it reads the same
// localStorage the visitor's session lives in. The advert then asks its own wallet frame who is signed in.

const AD_ORIGIN = 'http://localhost:3000';
const VISITOR_TOKEN = 'visitor-session-token';
const VISITOR = { email: 'visitor@example.com', address: ADDRESS };

/** The auth server, as far as GET /api/user goes: the visitor's token answers the visitor, anything else is refused. */
const server = (): Record<string, Route> => ({
  'GET /api/user': (call: ServerCall) => (call.authorization?.endsWith(` ${VISITOR_TOKEN}`)
    ? { body: VISITOR }
    : { status: 401, body: { error: { code: 'SESSION_TOKEN_INVALID', message: 'This session is not valid here. Sign in again.' } } }),
});

describe('a third-party iframe on the dApp\'s page embedding the wallet frame itself', () => {
  it('reads the visitor\'s session through its own wallet frame, and signs the visitor out', async () => {
    const dapp = framePage({ ancestorOrigins: [PAGE_ORIGIN], token: VISITOR_TOKEN, routes: server() });
    const nested = framePage({ ancestorOrigins: [AD_ORIGIN, PAGE_ORIGIN], sharesStorageWith: dapp, routes: server() });
    onTestFinished(() => {
      nested.frame?.stop();
      dapp.frame?.stop();
    });
    expect((await dapp.request('isConnected')).message.payload).toEqual({ isConnected: true });

    const asAd = { origin: AD_ORIGIN };
    expect((await nested.request('isConnected', undefined, asAd)).message.payload).toEqual({ isConnected: false });
    const user = await nested.request('getUser', { chainId: 1 }, asAd);
    expect(user.message.type).toBe('@w3m-frame/GET_USER_ERROR');
    expect(JSON.stringify(user.message)).not.toContain(VISITOR.email);
    expect(JSON.stringify(user.message)).not.toContain(ADDRESS);

    await nested.request('signOut', undefined, asAd);
    expect(nested.server.calls.map((call) => call.authorization ?? '').filter((value) => value.includes(VISITOR_TOKEN))).toEqual([]);
    // The visitor's own frame is still signed in.
    expect((await dapp.request('isConnected')).message.payload).toEqual({ isConnected: true });
  });

  it('moves the visitor\'s frame to another chain, or swaps the e-mail of a login under way, through its own wallet frame', async () => {
    const dapp = framePage({ ancestorOrigins: [PAGE_ORIGIN], token: VISITOR_TOKEN, routes: { ...server(), 'POST /api/email/start': () => ({ body: { action: 'VERIFY_OTP' } }) } });
    const nested = framePage({ ancestorOrigins: [AD_ORIGIN, PAGE_ORIGIN], sharesStorageWith: dapp, routes: { 'POST /api/email/start': () => ({ body: { action: 'VERIFY_OTP' } }) } });
    onTestFinished(() => {
      nested.frame?.stop();
      dapp.frame?.stop();
    });
    await dapp.request('switchNetwork', { chainId: 1 });
    await dapp.request('connectEmail', { email: 'visitor@example.com' });

    const asAd = { origin: AD_ORIGIN };
    await nested.request('switchNetwork', { chainId: 31337 }, asAd);
    await nested.request('connectEmail', { email: 'attacker@example.com' }, asAd);

    expect((await dapp.request('getChainId')).message.payload).toEqual({ chainId: 1 });
    await dapp.request('connectOtp', { otp: '123456' });
    expect(dapp.server.calls.filter((call) => call.path === '/api/otp/verify').map((call) => call.body)).toEqual([{ email: 'visitor@example.com', otp: '123456' }]);
  });
});
