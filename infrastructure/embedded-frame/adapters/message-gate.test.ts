// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FRAME_READY } from '../../../domain/embedded/frame-messages.ts';
import { OTHER_ORIGIN, PAGE_ORIGIN, framePage, settle, signedIn } from '../frame-page.fixture.ts';

const ID = '00000000-0000-4000-8000-0000000000aa';
const IS_CONNECTED = { id: ID, type: '@w3m-app/IS_CONNECTED' };

describe('the frame\'s message gate', () => {
  it('answers a request from the parent window at an allowed origin, to that origin only', async () => {
    const page = framePage({ routes: signedIn(), token: 'token-1' });
    const reply = await page.request('isConnected');
    expect(reply).toEqual({ message: { id: expect.any(String), type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } }, targetOrigin: PAGE_ORIGIN });
  });

  it('ignores a message from another window, another origin or of another shape: no reply, no fetch', async () => {
    const page = framePage({ routes: signedIn(), token: 'token-1' });
    page.deliver(IS_CONNECTED, { source: { postMessage: () => undefined } });
    page.deliver(IS_CONNECTED, { source: null });
    page.deliver(IS_CONNECTED, { origin: OTHER_ORIGIN });
    page.deliver(IS_CONNECTED, { origin: 'null' });
    page.deliver({ ...IS_CONNECTED, id: 'not an id' });
    page.deliver({ ...IS_CONNECTED, id: 'x'.repeat(65) });
    page.deliver({ id: ID, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    page.deliver({ id: ID, type: '@w3m-app/STEAL_KEYS' });
    page.deliver(JSON.stringify(IS_CONNECTED));
    page.deliver({ ...IS_CONNECTED, payload: { token: 'x'.repeat(100_001) } });
    await settle();
    expect(page.posted.filter((entry) => entry.message.type !== FRAME_READY)).toEqual([]);
    expect(page.server.calls).toEqual([]);
  });

  it('pins the first accepted origin: another allowed origin is ignored afterwards', async () => {
    const page = framePage({ routes: signedIn(), token: 'token-1' });
    await page.request('getChainId');
    page.deliver(IS_CONNECTED, { origin: 'http://localhost:3000' });
    await settle();
    expect(page.posted.map((entry) => entry.message.type)).not.toContain('@w3m-frame/IS_CONNECTED_SUCCESS');
    expect(page.server.calls).toEqual([]);
    expect((await page.request('getChainId')).targetOrigin).toBe(PAGE_ORIGIN);
  });

  it('does not pin an origin with a message it ignored', async () => {
    const page = framePage();
    page.deliver({ id: ID, type: 'nonsense' }, { origin: 'http://localhost:3000' });
    const reply = await page.request('getChainId');
    expect(reply.targetOrigin).toBe(PAGE_ORIGIN);
  });

  it('answers a well-formed request with a bad payload with an error, and acts on nothing', async () => {
    const page = framePage();
    const reply = await page.request('connectEmail', { email: 'not an address' });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/CONNECT_EMAIL_ERROR', payload: { message: 'Invalid secure-frame CONNECT_EMAIL payload' } });
    expect(page.server.calls).toEqual([]);
  });

  it('refuses everything when the frame is not embedded (its own parent)', async () => {
    const page = framePage({ framed: false });
    page.deliver({ id: ID, type: '@w3m-app/GET_CHAIN_ID' }, { source: page.win });
    await settle();
    expect(page.posted).toEqual([]);
    expect(page.warnings.join()).toContain('not embedded');
  });

  it('answers an error instead of a success too large for the page to read', async () => {
    const page = framePage({ routes: { 'POST /api/rpc': () => ({ body: { result: 'f'.repeat(120_000) } }) } });
    const reply = await page.request('rpcRequest', { method: 'eth_getLogs', params: [{}] });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'Response too large' } });
  });
});

describe('the READY announcement', () => {
  it('goes to the first ancestor origin when the browser lists it and it is allowed', () => {
    const page = framePage({ ancestorOrigins: [PAGE_ORIGIN, OTHER_ORIGIN], referrer: 'http://localhost:1/' });
    expect(page.posted).toEqual([{ message: { type: FRAME_READY, payload: { version: '4' } }, targetOrigin: PAGE_ORIGIN }]);
  });

  it('goes to the referrer\'s origin when there is no ancestor list', () => {
    const page = framePage({ referrer: `${PAGE_ORIGIN}/checkout?step=2` });
    expect(page.posted).toEqual([{ message: { type: FRAME_READY, payload: { version: '4' } }, targetOrigin: PAGE_ORIGIN }]);
  });

  it('accepts the default ancestors (localhost on any port)', () => {
    const page = framePage({ referrer: 'http://localhost:5173/' });
    expect(page.posted).toEqual([{ message: { type: FRAME_READY, payload: { version: '4' } }, targetOrigin: 'http://localhost:5173' }]);
  });

  it('is not posted to an origin that is not allowed, nor when the origin is unknown, and says why', () => {
    const denied = framePage({ ancestorOrigins: [OTHER_ORIGIN], referrer: `${PAGE_ORIGIN}/` });
    expect(denied.posted).toEqual([]);
    expect(denied.warnings.join()).toContain(`${OTHER_ORIGIN} is not an allowed origin`);
    const unknown = framePage();
    expect(unknown.posted).toEqual([]);
    expect(unknown.warnings.join()).toContain('origin is unknown');
  });

  it('stops listening when the frame stops', async () => {
    const page = framePage({ routes: signedIn(), token: 'token-1' });
    page.frame?.stop();
    page.deliver(IS_CONNECTED);
    await settle();
    expect(page.posted).toEqual([]);
  });
});
