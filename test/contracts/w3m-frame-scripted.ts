import { HOSTED_SECURE_SITE_URL } from '../../domain/embedded/frame-messages.ts';
import { createSystemClock } from '../../infrastructure/clock/system-clock.ts';
import { FrameAuthProvider } from '../../infrastructure/embedded/frame-auth-provider.ts';
import { FrameTransport, type FrameHost } from '../../infrastructure/embedded/frame-transport.ts';
import { W3M_ENVELOPE, W3M_REQUESTS } from './w3m-frame.contract.ts';

/** One message a client posted to the frame, as the frame sees it (the id left out: both sides draw it at random). */
export interface SentMessage {
  readonly type: string;
  readonly payload?: unknown;
}

const TYPE_TO_ENTRY = new Map(Object.values(W3M_REQUESTS).map((entry) => [`${W3M_ENVELOPE.appPrefix}${entry.type}`, entry]));

/**
 * A stand-in for Reown's hosted secure site, answered from the contract table: each request gets its
 * table reply (or the journey's own, by type) under `@w3m-frame/<TYPE>_SUCCESS` with the request's id.
 * It records what it is sent and announces READY once it is on the page.
 */
export function scriptedFrame(options: { readonly replies?: Readonly<Record<string, unknown>> } = {}) {
  const sent: SentMessage[] = [];
  let send: ((data: unknown) => void) | undefined;
  const window = {
    postMessage(message: unknown): void {
      const { type, payload } = structuredClone(message) as { id?: string; type: string; payload?: unknown };
      const id = (message as { id?: string }).id;
      sent.push(payload === undefined ? { type } : { type, payload });
      const entry = TYPE_TO_ENTRY.get(type);
      if (!entry) return;
      const name = entry.type;
      const reply = name in (options.replies ?? {}) ? options.replies?.[name] : entry.sampleReply;
      setTimeout(() => send?.({ id, type: `${W3M_ENVELOPE.framePrefix}${name}_SUCCESS`, ...(reply === undefined ? {} : { payload: structuredClone(reply) }) }), 0);
    },
  };
  return {
    window,
    sent,
    /** The frame is on the page: its messages go to `deliver`, and it says READY. */
    attach(deliver: (data: unknown) => void): void {
      send = deliver;
      setTimeout(() => deliver({ type: W3M_ENVELOPE.ready, payload: {} }), 0);
    },
  };
}

const HOSTED_ORIGIN = new URL(HOSTED_SECURE_SITE_URL).origin;

/**
 * walletport's frame client with no frameUrl (Reown's hosted secure site), through a page host that hands
 * over the scripted frame instead of loading the site.
 */
export function walletportOn(frame: ReturnType<typeof scriptedFrame>, projectId = 'f0e1d2c3b4a5968778695a4b3c2d1e0f') {
  let address = '';
  const listeners = new Set<(event: MessageEvent) => void>();
  const host: FrameHost = {
    createFrame: (url) => {
      address = url;
      frame.attach((data) => listeners.forEach((listener) => listener({ data, origin: HOSTED_ORIGIN, source: frame.window } as unknown as MessageEvent)));
      return { window: frame.window as unknown as MessageEventSource & typeof frame.window, remove: () => undefined };
    },
    addMessageListener: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const transport = new FrameTransport({ frameUrl: HOSTED_SECURE_SITE_URL, projectId, chainId: 1, enableLogger: false, clock: createSystemClock(), host });
  const provider = new FrameAuthProvider({
    transport, readLastChainId: async () => undefined, clearLoginCache: async () => undefined, raiseAlert: () => undefined, frameOrigin: HOSTED_ORIGIN,
  });
  return { provider, transport, address: () => address };
}
