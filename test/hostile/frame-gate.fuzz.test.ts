// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_REQUESTS, MAX_FRAME_MESSAGE_CHARS, type FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import { ADDRESS, DEFAULT_CONFIG, PAGE_ORIGIN, framePage, signedIn } from '../../infrastructure/embedded-frame/frame-page.fixture.ts';
import { hostileObject } from './fuzz-runs.ts';

/** The forged-message budget the secure frame is held to, as the page side is. */
const RUNS = 10_000;
const SECOND_SHOP = 'https://second-shop.example';
/** Origins the frame would accept before any other has been pinned: the project's and the default ancestors. */
const OTHER_ALLOWED_ORIGINS = [SECOND_SHOP, 'http://localhost:5173', 'https://127.0.0.1:8443', 'https://preview.vercel.app', 'https://secure-mobile.walletconnect.com'];
const ID = '00000000-0000-4000-8000-00000000f0f0';

type Effect = 'replies' | 'fetches' | 'apiCallsStarted' | 'storageWrites' | 'reloads' | 'approvalShown' | 'documentChanged' | 'dappName';
/** Requests that would do something if let in, and where the watch below sees it (checked by the control test). */
const ACTING_REQUESTS: readonly { readonly kind: FrameRequestKind; readonly payload?: unknown; readonly seenIn: Effect }[] = [
  // personal_sign shows its approval at once (a transaction first reads the chain's fees through the server).
  { kind: 'rpcRequest', payload: { method: 'personal_sign', params: ['0x6869', ADDRESS] }, seenIn: 'approvalShown' },
  { kind: 'rpcRequest', payload: { method: 'eth_blockNumber' }, seenIn: 'fetches' },
  { kind: 'signOut', seenIn: 'storageWrites' },
  { kind: 'connectEmail', payload: { email: 'ada@example.com' }, seenIn: 'fetches' },
  { kind: 'getUser', payload: { chainId: 1 }, seenIn: 'fetches' },
  { kind: 'switchNetwork', payload: { chainId: 31337 }, seenIn: 'storageWrites' },
  { kind: 'syncDappData', payload: { metadata: { name: 'Forged shop' }, sdkVersion: 'v', sdkType: 'walletport', projectId: 'project-a' }, seenIn: 'dappName' },
  { kind: 'syncTheme', payload: { themeMode: 'light' }, seenIn: 'documentChanged' },
  { kind: 'reload', seenIn: 'reloads' },
  { kind: 'getChainId', seenIn: 'replies' },
];
const envelope = (request: (typeof ACTING_REQUESTS)[number], id: unknown = ID): Record<string, unknown> =>
  ({ id, type: `@w3m-app/${FRAME_REQUESTS[request.kind]}`, ...(request.payload === undefined ? {} : { payload: request.payload }) });

const nonString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
const notOneOf = (allowed: readonly string[]) => fc.oneof(nonString, fc.string({ maxLength: 20 }).filter((text) => !allowed.includes(text)));
const badChainId = fc.oneof(fc.constant(''), fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.string({ minLength: 81, maxLength: 120 }), fc.constant(null), fc.boolean());
const badEmail = fc.oneof(nonString, fc.string({ maxLength: 40 }).filter((text) => !text.includes('@')));
const badOtp = fc.oneof(nonString, fc.string({ maxLength: 10 }).filter((text) => !/^\d{6}$/.test(text)), fc.integer({ min: 100_000, max: 999_999 }));
const tooLong = (max: number) => fc.string({ minLength: max + 1, maxLength: max + 20 });

/** Per request kind with a payload schema: payloads that break it (the envelope around them is well formed). */
const BAD_PAYLOADS: Partial<Record<FrameRequestKind, fc.Arbitrary<unknown>>> = {
  switchNetwork: fc.record({ chainId: badChainId }),
  connectEmail: fc.record({ email: badEmail }),
  connectOtp: fc.record({ otp: badOtp }),
  connectSocial: fc.oneof(fc.record({ uri: fc.oneof(nonString, tooLong(4_000)) }), fc.record({ uri: fc.constant('https://x.example'), preferredAccountType: notOneOf(['eoa', 'smartAccount']) })),
  getSocialRedirectUri: fc.record({ provider: notOneOf(['google', 'github', 'apple', 'facebook', 'x', 'discord']) }),
  getUser: fc.oneof(fc.record({ chainId: badChainId }), fc.record({ chainId: fc.constant(1), preferredAccountType: notOneOf(['eoa', 'smartAccount']) })),
  isConnected: fc.record({ token: fc.oneof(nonString, tooLong(4_000)) }),
  setPreferredAccount: fc.record({ type: notOneOf(['eoa', 'smartAccount']) }),
  rpcRequest: fc.record({ method: fc.oneof(nonString, fc.constant(''), tooLong(100)) }),
  updateEmail: fc.record({ email: badEmail }),
  updateEmailPrimaryOtp: fc.record({ otp: badOtp }),
  updateEmailSecondaryOtp: fc.record({ otp: badOtp }),
  syncTheme: fc.record({ themeMode: notOneOf(['light', 'dark']) }),
  syncDappData: fc.oneof(fc.record({ sdkType: fc.string(), sdkVersion: fc.string() }), fc.record({ metadata: fc.record({ name: nonString }), sdkVersion: fc.string(), sdkType: fc.string(), projectId: fc.string() })),
};
const SCHEMA_KINDS = Object.keys(BAD_PAYLOADS) as FrameRequestKind[];
// Not an object at all: no request kind with a payload schema reads these (isConnected alone reads a missing one).
const nonObjectPayload = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));

const disallowedOrigin = fc.oneof(
  fc.constantFrom('https://evil.example', 'http://shop.example', 'https://shop.example:444', 'https://shop.example.evil', 'https://vercel.app.evil', 'null', '', 'HTTPS://SHOP.EXAMPLE.'),
  fc.webUrl().map((url) => new URL(url).origin)
    .filter((origin) => !/(^https?:\/\/(localhost|127\.0\.0\.1)(:|$))|\.(pages\.dev|vercel\.app|ngrok-free\.app)$|secure-mobile\.walletconnect|shop\.example$/i.test(origin)),
);
const otherType = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('@w3m-app/STEAL_KEYS', '@w3m-app/get_user', '@w3m-app/GET_USER ', 'walletport-app/GET_USER', '@w3m-app/', '@WALLETPORT-APP/SIGN_OUT', '@walletport-app/SIGN_OUT', '@W3M-APP/SIGN_OUT'),
).filter((type) => !Object.values(FRAME_REQUESTS).some((known) => type === `@w3m-app/${known}`));
const echoedType = fc.constantFrom(...Object.values(FRAME_REQUESTS))
  .chain((type) => fc.constantFrom(`@w3m-frame/${type}`, `@w3m-frame/${type}_SUCCESS`, `@w3m-frame/${type}_ERROR`, '@w3m-frame/READY'));
// Ids are AppKit's base-36 ones or UUIDs: up to 64 letters, digits, '-' and '_'; nothing else is read.
const badId = fc.oneof(
  fc.string({ maxLength: 40 }).filter((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id)), fc.integer(), fc.constant(null), fc.constant(undefined),
  fc.constant(''), fc.uuid().map((id) => `${id}${'0'.repeat(30)}`), fc.uuid().map((id) => ` ${id}`), fc.uuid().map((id) => `${id}/`), fc.uuid().map((id) => ({ id })),
);
const cyclic = fc.constantFrom('self', 'payload', 'shared').map((shape) => (request: Record<string, unknown>) => {
  const loop: Record<string, unknown> = { method: 'eth_blockNumber' };
  loop['again'] = loop;
  if (shape === 'self') return Object.assign(request, { self: request });
  if (shape === 'payload') return { ...request, payload: loop };
  const part = { a: 1 };
  return { ...request, payload: { method: 'eth_blockNumber', params: [part, part] } };
});

type Forgery =
  | { readonly what: 'window'; readonly source: 'null' | 'frame itself' | 'sibling' | 'anything'; readonly anything: unknown }
  | { readonly what: 'origin'; readonly origin: string }
  | { readonly what: 'unpinned origin'; readonly origin: string }
  | { readonly what: 'data'; readonly data: (request: Record<string, unknown>) => unknown }
  | { readonly what: 'hostile'; readonly value: unknown; readonly asPayload: boolean }
  | { readonly what: 'bad payload'; readonly kind: FrameRequestKind; readonly payload: unknown };

const forgery: fc.Arbitrary<Forgery> = fc.oneof(
  fc.record({ what: fc.constant('window' as const), source: fc.constantFrom('null' as const, 'frame itself' as const, 'sibling' as const, 'anything' as const), anything: fc.anything() }),
  fc.record({ what: fc.constant('origin' as const), origin: disallowedOrigin }),
  fc.record({ what: fc.constant('unpinned origin' as const), origin: fc.constantFrom(...OTHER_ALLOWED_ORIGINS) }),
  fc.record({ what: fc.constant('data' as const), data: fc.oneof(
    otherType.map((type) => (request: Record<string, unknown>) => ({ ...request, type })),
    echoedType.map((type) => (request: Record<string, unknown>) => ({ ...request, type })),
    badId.map((id) => (request: Record<string, unknown>) => ({ ...request, id })),
    fc.integer({ min: MAX_FRAME_MESSAGE_CHARS + 1, max: MAX_FRAME_MESSAGE_CHARS + 50_000 }).map((size) => (request: Record<string, unknown>) => ({ ...request, padding: 'x'.repeat(size) })),
    fc.integer({ min: MAX_FRAME_MESSAGE_CHARS / 2, max: MAX_FRAME_MESSAGE_CHARS }).map((size) => (request: Record<string, unknown>) => ({ ...request, payload: { method: 'eth_blockNumber', params: new Array(size).fill(0) } })),
    cyclic,
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt()).map((value) => () => value),
    fc.constant((request: Record<string, unknown>) => JSON.stringify(request)),
    fc.constant((request: Record<string, unknown>) => [request]),
  ) }),
  fc.record({ what: fc.constant('hostile' as const), value: hostileObject, asPayload: fc.constant(false) }),
  // As a payload, an object without prototype is plain data (the schema of its kind decides); the throwing ones are not.
  fc.record({ what: fc.constant('hostile' as const), value: hostileObject.filter((value) => Object.getPrototypeOf(value) !== null), asPayload: fc.constant(true) }),
  fc.constantFrom(...SCHEMA_KINDS).chain((kind) =>
    fc.record({ what: fc.constant('bad payload' as const), kind: fc.constant(kind), payload: fc.oneof(BAD_PAYLOADS[kind] as fc.Arbitrary<unknown>, nonObjectPayload) })),
);

/** A signed-in frame, optionally already answering the page (its origin pinned), with everything it could do recorded. */
async function watchedFrame(pinned: boolean) {
  const page = framePage({ config: { ...DEFAULT_CONFIG, allowedOrigins: [PAGE_ORIGIN, SECOND_SHOP] }, routes: signedIn(), token: 'token-1' });
  if (pinned) await page.request('getChainId');
  let storageWrites = 0;
  for (const storage of [page.storage, page.sessionStorage]) {
    const { setItem, removeItem } = storage;
    Object.assign(storage, { setItem: (key: string, value: string) => (storageWrites++, setItem(key, value)), removeItem: (key: string) => (storageWrites++, removeItem(key)) });
  }
  const html = page.doc.documentElement.outerHTML;
  const deviceKeyUses = page.deviceKeyUses();
  const replies = page.posted.length;
  /** What the frame has done since it was watched; all zero / false when nothing was acted on. */
  const effects = () => ({
    replies: page.posted.slice(replies), fetches: page.server.calls, apiCallsStarted: page.deviceKeyUses() - deviceKeyUses, storageWrites, reloads: page.reloads(),
    approvalShown: page.button('wp-frame-approve') !== null, documentChanged: page.doc.documentElement.outerHTML !== html, dappName: page.frame?.session.dappName,
  });
  return { page, effects };
}
const NOTHING: Record<Effect, unknown> = { replies: [], fetches: [], apiCallsStarted: 0, storageWrites: 0, reloads: 0, approvalShown: false, documentChanged: false, dappName: undefined };
/** Lets every promise chain the message could have started run, and the server stand-in answer. */
const drain = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('forged messages to the secure frame', () => {
  it(`${RUNS.toLocaleString('en')} forged messages (other window, other or unpinned origin, unknown or echoed types, bad ids, oversized, cyclic, hostile, non-objects, bad payloads): none is acted on`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ACTING_REQUESTS), forgery, fc.boolean(), async (request, forged, pinnedFirst) => {
        const pinned = pinnedFirst || forged.what === 'unpinned origin';
        const { page, effects } = await watchedFrame(pinned);
        let data: unknown = envelope(request);
        let origin = PAGE_ORIGIN;
        let source: unknown = page.parent;
        if (forged.what === 'window') source = { null: null, 'frame itself': page.win, sibling: { postMessage: () => undefined }, anything: forged.anything }[forged.source];
        if (forged.what === 'origin' || forged.what === 'unpinned origin') origin = forged.origin;
        if (forged.what === 'data') data = forged.data(envelope(request));
        if (forged.what === 'hostile') data = forged.asPayload ? { ...envelope(request), payload: forged.value } : forged.value;
        if (forged.what === 'bad payload') data = { id: ID, type: `@w3m-app/${FRAME_REQUESTS[forged.kind]}`, payload: forged.payload };
        // A getter or proxy trap that throws is refused like any malformed message: the listener never throws.
        page.deliver(data, { origin, source });
        await drain();
        if (forged.what !== 'bad payload') {
          expect(effects()).toEqual(NOTHING);
        } else {
          // The frame's documented answer to a well-formed request it cannot read: an error to the page, nothing done.
          const replyType = `@w3m-frame/${FRAME_REQUESTS[forged.kind]}_ERROR`;
          const payload = { message: `Invalid secure-frame ${FRAME_REQUESTS[forged.kind]} payload` };
          expect(effects()).toEqual({ ...NOTHING, replies: [{ message: { id: ID, type: replyType, payload }, targetOrigin: PAGE_ORIGIN }] });
        }
        page.frame?.stop();
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it.each(ACTING_REQUESTS.map((request) => [`${request.kind}, seen in ${request.seenIn}`, request] as const))(
    'the same message from the pinned parent is acted on (the property above can fail): %s',
    async (_name, request) => {
      const { page, effects } = await watchedFrame(true);
      page.deliver(envelope(request));
      // A server call first signs its device proof (WebCrypto, asynchronous): wait for the effect to show.
      await vi.waitFor(() => expect(effects()[request.seenIn]).not.toEqual(NOTHING[request.seenIn]));
      page.frame?.stop();
    },
  );

  it.each(OTHER_ALLOWED_ORIGINS)('a request from %s is answered while no origin is pinned (pinning is what refuses it above)', async (origin) => {
    const { page } = await watchedFrame(false);
    expect((await page.request('getChainId', undefined, { origin })).targetOrigin).toBe(origin);
  });
});
