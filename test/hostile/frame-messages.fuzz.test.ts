import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_READY, FRAME_REQUESTS, type FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import { FrameTransport, type FrameHost } from '../../infrastructure/embedded/frame-transport.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { hostile } from './fuzz-runs.ts';

const FRAME_ORIGIN = 'https://frame.example';
const PENDING_ID = '00000000-0000-4000-8000-000000000001';
const KINDS = Object.keys(FRAME_REQUESTS) as FrameRequestKind[];
/** The forged-message budget the embedded wallet is held to. */
const RUNS = 10_000;

/** A transport with one request of `kind` waiting, and a way to post into its page as anyone. */
async function waitingTransport(kind: FrameRequestKind) {
  const clock = new VirtualClock(0);
  const frameWindow = { postMessage: () => undefined };
  let listener: ((event: MessageEvent) => void) | undefined;
  const host: FrameHost = {
    createFrame: () => ({ window: frameWindow as unknown as MessageEventSource & typeof frameWindow, remove: () => undefined }),
    addMessageListener: (added) => {
      listener = added;
      return () => (listener = undefined);
    },
  };
  const transport = new FrameTransport({ frameUrl: `${FRAME_ORIGIN}/w`, projectId: 'p', chainId: 1, enableLogger: false, clock, host, randomId: () => PENDING_ID });
  const loading = transport.load();
  listener?.({ data: { type: FRAME_READY }, origin: FRAME_ORIGIN, source: frameWindow } as unknown as MessageEvent);
  clock.advance(500);
  await loading;
  const outcome = transport.request(kind).then(() => 'settled' as const, () => 'settled' as const);
  // The request is registered once its wait for the (already loaded) frame is over.
  await nextMacrotask();
  /**
   * 'settled' once the waiting request has settled, else 'pending' after a macrotask: a reply acted on
   * settles within microtasks (however many hops the transport's promises take), and every microtask
   * runs before the next macrotask; nothing else can settle it meanwhile, the clock being virtual.
   */
  const afterMessage = (): Promise<'settled' | 'pending'> => Promise.race([outcome, nextMacrotask().then(() => 'pending' as const)]);
  return { frameWindow, post: (event: Partial<MessageEvent>) => listener?.(event as MessageEvent), afterMessage, transport };
}

function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

describe('forged messages to the secure-frame transport', () => {
  it(`${RUNS.toLocaleString('en')} forged messages (other origin, other window, replayed or unknown ids, unknown types, schema violations, oversized): none is acted on`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS),
        fc.oneof(
          // A well-formed reply, but from another origin or another window.
          fc.record({ forgery: fc.constant('origin'), origin: fc.oneof(fc.constantFrom('https://frame.example.evil', 'http://frame.example', 'null', ''), fc.webUrl().map((url) => new URL(url).origin).filter((origin) => origin !== FRAME_ORIGIN)) }),
          fc.record({ forgery: fc.constant('source'), source: fc.oneof(fc.constant(null), fc.anything()) }),
          // From the frame itself, but not an answer to the waiting request.
          fc.record({ forgery: fc.constant('id'), id: fc.oneof(fc.uuid(), fc.string({ maxLength: 60 }), fc.anything()) }),
          fc.record({ forgery: fc.constant('type'), type: fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('@w3m-app/GET_USER', '@w3m-frame/READY_SUCCESS', '@w3m-frame/UNKNOWN_SUCCESS')) }),
          fc.record({ forgery: fc.constant('shape'), data: hostile(fc.anything()) }),
          fc.record({ forgery: fc.constant('size'), padding: fc.integer({ min: 100_001, max: 150_000 }) }),
        ),
        async (kind, forged) => {
          const { frameWindow, post, afterMessage, transport } = await waitingTransport(kind);
          const reply = { id: PENDING_ID, type: `@w3m-frame/${FRAME_REQUESTS[kind]}_ERROR`, payload: { message: 'forged' } };
          const event: { origin: string; source: unknown; data: unknown } = { origin: FRAME_ORIGIN, source: frameWindow as unknown as MessageEventSource, data: reply };
          if (forged.forgery === 'origin') event.origin = forged.origin;
          if (forged.forgery === 'source') event.source = forged.source;
          if (forged.forgery === 'id') event.data = { ...reply, id: forged.id === PENDING_ID ? 'replayed-elsewhere' : forged.id };
          if (forged.forgery === 'type') event.data = { ...reply, type: forged.type.endsWith(`${FRAME_REQUESTS[kind]}_ERROR`) || forged.type.endsWith(`${FRAME_REQUESTS[kind]}_SUCCESS`) ? 'x' : forged.type };
          if (forged.forgery === 'shape') event.data = forged.data;
          if (forged.forgery === 'size') event.data = { ...reply, payload: { message: 'x'.repeat(forged.padding) } };
          expect(() => post(event as unknown as Partial<MessageEvent>)).not.toThrow();
          expect(await afterMessage()).toBe('pending');
          transport.destroy();
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('the same reply from the frame itself is acted on (the property above can fail)', async () => {
    const { frameWindow, post, afterMessage, transport } = await waitingTransport('connectOtp');
    post({ origin: FRAME_ORIGIN, source: frameWindow as unknown as MessageEventSource, data: { id: PENDING_ID, type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'real' } } });
    expect(await afterMessage()).toBe('settled');
    transport.destroy();
  });
});
