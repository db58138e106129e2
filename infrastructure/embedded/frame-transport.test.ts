import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { FRAME_READY } from '../../domain/embedded/frame-messages.ts';
import { FrameTransport, type FrameHost } from './frame-transport.ts';

const FRAME_URL = 'https://frame.example/wallet';
const FRAME_ORIGIN = 'https://frame.example';

/** A page with one hidden frame: records what is posted to it and lets a test deliver messages. */
function fakePage() {
  const posted: { message: Record<string, unknown>; targetOrigin: string }[] = [];
  const frameWindow = { postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message: message as Record<string, unknown>, targetOrigin }) };
  const listeners = new Set<(event: MessageEvent) => void>();
  let created: string | undefined;
  let removed = false;
  const host: FrameHost = {
    createFrame: (url) => {
      created = url;
      return { window: frameWindow as unknown as MessageEventSource & typeof frameWindow, remove: () => void (removed = true) };
    },
    addMessageListener: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const deliver = (data: unknown, { origin = FRAME_ORIGIN, source = frameWindow as unknown }: { origin?: string; source?: unknown } = {}): void => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  return { host, posted, deliver, frameWindow, created: () => created, removed: () => removed, listeners };
}

function setup() {
  const clock = new VirtualClock(0);
  const page = fakePage();
  const timeouts: string[] = [];
  let next = 0;
  const transport = new FrameTransport({
    frameUrl: FRAME_URL, projectId: 'p1', chainId: 1, enableLogger: false, clock, host: page.host,
    onTimeout: (reason) => void timeouts.push(reason),
    randomId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  });
  return { clock, page, transport, timeouts };
}

async function ready(s: ReturnType<typeof setup>): Promise<void> {
  const loading = s.transport.load();
  s.page.deliver({ type: FRAME_READY });
  s.clock.advance(500);
  await loading;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the secure frame transport', () => {
  it('loads the frame with project, chain, version and logger in its URL, and is ready on READY plus 500 ms', async () => {
    const s = setup();
    let done = false;
    void s.transport.load().then(() => (done = true));
    // AppKit's W3mFrame address: a CAIP chain id with its colon as is, and the W3mFrame protocol version 4.
    expect(s.page.created()).toBe(`${FRAME_URL}?projectId=p1&chainId=eip155:1&version=4&enableLogger=false`);
    s.page.deliver({ type: FRAME_READY });
    s.clock.advance(499);
    await flush();
    expect(done).toBe(false);
    s.clock.advance(1);
    await flush();
    expect(done).toBe(true);
  });

  it('a frame that does not load in 20 s fails with the catalogue text and reports iframe_load_failed', async () => {
    const s = setup();
    const loading = s.transport.load();
    s.clock.advance(20_000);
    await expect(loading).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' });
    expect(s.timeouts).toEqual(['iframe_load_failed']);
    expect(s.page.removed()).toBe(true);
  });

  it('a frame of another protocol version is never ready: the page names the version it expected and times out', async () => {
    for (const announcement of [{ type: FRAME_READY, payload: { version: '5' } }, { type: '@walletport-frame/READY' }]) {
      const s = setup();
      const warnings: string[] = [];
      const transport = new FrameTransport({
        frameUrl: FRAME_URL, projectId: 'p1', chainId: 1, enableLogger: false, clock: s.clock, host: s.page.host,
        onTimeout: (reason) => void s.timeouts.push(reason), warn: (message) => void warnings.push(message),
      });
      const loading = transport.load();
      s.page.deliver(announcement);
      s.clock.advance(19_999);
      await flush();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('W3mFrame protocol version 4');
      s.clock.advance(1);
      await expect(loading).rejects.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' });
      expect(s.timeouts).toEqual(['iframe_request_timeout']);
    }
  });

  it('takes a READY without a version, as the hosted secure site may send it, and one naming version 4', async () => {
    for (const announcement of [{ type: FRAME_READY }, { type: FRAME_READY, payload: {} }, { type: FRAME_READY, payload: { version: '4' } }]) {
      const s = setup();
      const loading = s.transport.load();
      s.page.deliver(announcement);
      s.clock.advance(500);
      await expect(loading).resolves.toBeUndefined();
    }
  });

  it('a request posts an id and a type to the frame origin only, and its reply settles it', async () => {
    const s = setup();
    await ready(s);
    const answer = s.transport.request('connectEmail', { email: 'a@b.example' });
    await flush();
    const [sent] = s.page.posted;
    expect(sent).toEqual({ message: { id: expect.any(String), type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.example' } }, targetOrigin: FRAME_ORIGIN });
    s.page.deliver({ id: sent?.message['id'], type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } });
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' });
  });

  it('ignores replies from another origin, from another window of the frame origin, to unknown or settled ids, and malformed ones', async () => {
    const s = setup();
    await ready(s);
    const answer = s.transport.request('getUser', { chainId: 1 });
    await flush();
    const id = s.page.posted[0]?.message['id'];
    const user = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, smartAccountDeployed: false, email: 'a@b.example' };
    s.page.deliver({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { ...user, address: '0xevil' } }, { origin: 'https://evil.example' });
    s.page.deliver({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { ...user, address: '0xevil' } }, { source: {} });
    s.page.deliver({ id: '00000000-0000-4000-8000-999999999999', type: '@w3m-frame/GET_USER_SUCCESS', payload: user });
    s.page.deliver({ id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } });
    s.page.deliver({ id, type: 'not a frame type' });
    s.page.deliver('x'.repeat(200_000));
    s.page.deliver({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: user });
    await expect(answer).resolves.toMatchObject({ address: user.address });
    // Already settled: a second reply to the same id changes nothing and throws nowhere.
    s.page.deliver({ id, type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'late' } });
  });

  it('an error reply gives its message, or "An error occurred"; a success that breaks its schema is refused', async () => {
    const s = setup();
    await ready(s);
    const first = s.transport.request('connectOtp', { otp: '123456' });
    const second = s.transport.request('signOut');
    const third = s.transport.request('getChainId');
    await flush();
    const [a, b, c] = s.page.posted.map((entry) => entry.message['id']);
    s.page.deliver({ id: a, type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } });
    s.page.deliver({ id: b, type: '@w3m-frame/SIGN_OUT_ERROR' });
    s.page.deliver({ id: c, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: { nested: true } } });
    await expect(first).rejects.toMatchObject({ shortMessage: 'Invalid code' });
    await expect(second).rejects.toMatchObject({ shortMessage: 'An error occurred' });
    await expect(third).rejects.toMatchObject({ code: 'INVALID_FRAME_MESSAGE' });
  });

  it('connect e-mail, device, OTP, social and social redirect time out after 30 s; other requests wait', async () => {
    const s = setup();
    await ready(s);
    const timed = s.transport.request('connectEmail', { email: 'a@b.co' });
    const untimed = s.transport.request('rpcRequest', { method: 'personal_sign', params: [] });
    let untimedSettled = false;
    void untimed.then(() => (untimedSettled = true), () => (untimedSettled = true));
    await flush();
    s.clock.advance(30_000);
    await expect(timed).rejects.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' });
    expect(s.timeouts).toEqual(['iframe_request_timeout']);
    await flush();
    expect(untimedSettled).toBe(false);
    s.transport.destroy();
  });

  it('a device check that times out raises no alert: the e-mail login asks again while the visitor reads the mail', async () => {
    const s = setup();
    await ready(s);
    const check = s.transport.request('connectDevice');
    await flush();
    s.clock.advance(30_000);
    await expect(check).rejects.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' });
    expect(s.timeouts).toEqual([]);
    s.transport.destroy();
  });

  it('aborting rejects only requests that change something; destroy removes the frame and the listener', async () => {
    const s = setup();
    await ready(s);
    const sign = s.transport.request('rpcRequest', { method: 'personal_sign', params: [] });
    const user = s.transport.request('getUser', { chainId: 1 });
    const otp = s.transport.request('connectOtp', { otp: '123456' });
    await flush();
    s.transport.abortPending();
    await expect(sign).rejects.toMatchObject({ shortMessage: 'Request was aborted' });
    await expect(otp).rejects.toMatchObject({ shortMessage: 'Something went wrong' });
    const userId = s.page.posted[1]?.message['id'];
    s.page.deliver({ id: userId, type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, smartAccountDeployed: false } });
    await expect(user).resolves.toMatchObject({ chainId: 1 });
    s.transport.destroy();
    expect(s.page.removed()).toBe(true);
    expect(s.page.listeners.size).toBe(0);
  });
});

describe('the secure frame reloading itself (Farcaster reset)', () => {
  it('rejects what the old page left unanswered and holds new requests until the new READY plus 500 ms', async () => {
    const s = setup();
    await ready(s);
    const waiting = s.transport.request('connectFarcaster');
    await flush();
    const reloaded = s.transport.awaitReload();
    await expect(waiting).rejects.toMatchObject({ shortMessage: 'Something went wrong' });
    const sync = s.transport.request('syncDappData', { sdkVersion: 'v', sdkType: 't', projectId: 'p' });
    await flush();
    expect(s.page.posted).toHaveLength(1);
    s.page.deliver({ type: FRAME_READY });
    s.clock.advance(500);
    await reloaded;
    await flush();
    expect(s.page.posted[1]?.message['type']).toBe('@w3m-app/SYNC_DAPP_DATA');
    s.page.deliver({ id: s.page.posted[1]?.message['id'], type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS', payload: {} });
    await expect(sync).resolves.toEqual({});
  });

  it('a page that never comes back fails like a first load, and the next request builds a new frame', async () => {
    const s = setup();
    await ready(s);
    const reloaded = s.transport.awaitReload();
    s.clock.advance(20_000);
    await expect(reloaded).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' });
    expect(s.page.removed()).toBe(true);
    const again = s.transport.load();
    s.page.deliver({ type: FRAME_READY });
    s.clock.advance(500);
    await expect(again).resolves.toBeUndefined();
  });
});
