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
