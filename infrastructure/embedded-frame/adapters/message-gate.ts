import { FRAME_READY, MAX_FRAME_MESSAGE_CHARS, W3M_FRAME_PROTOCOL_VERSION } from '../../../domain/embedded/frame-messages.ts';
import { frameReplyType, measureJsonChars, readFrameRequest, type AnyFrameRequest } from '../../../domain/embedded/frame-requests.ts';
import type { FrameRequestKind } from '../../../domain/embedded/frame-messages.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import { isOriginAllowed } from '../../../domain/policies/origin-allowlist.ts';
import type { FrameLog, FrameWindow } from '../ports/frame-environment.ts';

/** What the frame answers one request: a success payload or an error message, and what to do once sent. */
export type FrameAnswer =
  | { readonly ok: true; readonly payload: unknown; readonly afterReply?: () => void }
  | { readonly ok: false; readonly message: string };

export interface MessageGateOptions {
  readonly window: FrameWindow;
  /** Every origin pattern allowed to talk to the frame (the project's list and the default ancestors). */
  readonly allowedOrigins: readonly string[];
  readonly answer: (request: AnyFrameRequest, origin: string) => Promise<FrameAnswer>;
  readonly log: FrameLog;
}

export interface MessageGate {
  /** The page origin the frame answers, once the first request from an allowed origin has come. */
  origin(): string | undefined;
  close(): void;
}

/** The client reads error messages up to this length; a longer one would reach the page as no message at all. */
const MAX_ERROR_MESSAGE_CHARS = 2_000;

/**
 * The frame's only door: a message is read when it comes from the embedding page's window (not another
 * frame, not a popup), from an allowed origin, and is a request of the protocol. The first such origin
 * is pinned: a page that navigates the frame's parent elsewhere cannot take over the session. Replies go
 * to that exact origin, never '*', so nothing reaches a page that replaced the parent meanwhile.
 */
export function openMessageGate(options: MessageGateOptions): MessageGate {
  const win = options.window;
  let pinned: string | undefined;
  const post = (origin: string, id: string, kind: FrameRequestKind, answer: FrameAnswer): void => {
    const reply = answer.ok && measureJsonChars(answer.payload ?? null, MAX_FRAME_MESSAGE_CHARS - 200) === undefined
      ? { ok: false as const, message: catalogueMessage('HTTP_TOO_LARGE') }
      : answer;
    const message = reply.ok
      ? { id, type: frameReplyType(kind, 'SUCCESS'), payload: reply.payload }
      : { id, type: frameReplyType(kind, 'ERROR'), payload: { message: reply.message.slice(0, MAX_ERROR_MESSAGE_CHARS) } };
    try {
      win.parent.postMessage(message, origin);
    } catch (error) {
      options.log.warn(`could not answer ${kind}: ${String(error)}`);
    }
    if (reply.ok) reply.afterReply?.();
  };
  const listener = (event: MessageEvent): void => {
    // A frame opened as a page of its own is its own parent: then nothing is anyone's request.
    if ((win.parent as unknown) === win || event.source !== win.parent) return;
    const origin = event.origin;
    if (pinned !== undefined ? origin !== pinned : !isOriginAllowed(origin, options.allowedOrigins)) {
      options.log.debug(`ignored a message from ${origin}: ${pinned === undefined ? 'not an allowed origin' : `the frame answers ${pinned} only`}`);
      return;
    }
    const reading = readFrameRequest(event.data);
    if (reading.status === 'refused') return options.log.debug(`ignored a message from ${origin}: ${reading.reason}`);
    pinned ??= origin;
    if (reading.status === 'invalid-payload') return post(origin, reading.id, reading.kind, { ok: false, message: reading.message });
    const { id, kind } = reading.request;
    options.answer(reading.request, origin).then(
      (answer) => post(origin, id, kind, answer),
      (error: unknown) => post(origin, id, kind, { ok: false, message: errorText(error) }),
    );
  };
  win.addEventListener('message', listener);
  return {
    origin: () => pinned,
    close: () => win.removeEventListener('message', listener),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : catalogueMessage('UNKNOWN');
}

/**
 * Tells the embedding page the frame is listening. The frame cannot know the page's origin before its
 * first message, so it reads it where the browser states it (location.ancestorOrigins) or from the
 * referrer, and announces itself only to an allowed origin; otherwise it posts nothing and says why.
 */
export function announceReady(win: FrameWindow, allowedOrigins: readonly string[], log: FrameLog): string | undefined {
  if ((win.parent as unknown) === win) {
    log.warn('not announcing READY: the frame is not embedded in a page');
    return undefined;
  }
  const origin = embeddingOrigin(win);
  if (origin === undefined) {
    log.warn('not announcing READY: the embedding page\'s origin is unknown (no ancestorOrigins, no referrer)');
    return undefined;
  }
  if (!isOriginAllowed(origin, allowedOrigins)) {
    log.warn(`not announcing READY: ${origin} is not an allowed origin of this project`);
    return undefined;
  }
  // AppKit's READY payload (FrameReadyResponse) with the one version this frame speaks.
  win.parent.postMessage({ type: FRAME_READY, payload: { version: W3M_FRAME_PROTOCOL_VERSION } }, origin);
  return origin;
}

function embeddingOrigin(win: FrameWindow): string | undefined {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  const referrer = win.document.referrer;
  if (!referrer) return undefined;
  try {
    return new URL(referrer).origin;
  } catch {
    return undefined;
  }
}
