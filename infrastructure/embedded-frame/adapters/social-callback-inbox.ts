import { SOCIAL_CALLBACK_MESSAGE_TYPE } from '../../../domain/connectors/social-login.ts';
import { pause, type FrameClock, type FrameWindow } from '../ports/frame-environment.ts';

/**
 * Where the social sign-in's callback address reaches the frame. The provider sends the sign-in window
 * back to /social/callback on the frame's own origin; that page posts its address (code and state) to
 * the frames of the window that opened it, with the frame's origin as the target, so only a document of
 * this origin can read it: the dApp's page, its scripts and any other frame never see the code. Only a
 * message from this same origin, from a window other than the embedding page, of the exact shape, is
 * kept; the latest one wins.
 */
export interface SocialCallbackInbox {
  /** The callback address that came, waiting up to `waitMs` for one; undefined when none came. */
  take(waitMs: number): Promise<string | undefined>;
  close(): void;
}

const MAX_CALLBACK_URI_CHARS = 4_000;
const POLL_MS = 100;

export function openSocialCallbackInbox(win: FrameWindow, clock: FrameClock): SocialCallbackInbox {
  const ownOrigin = win.location.origin;
  const callbackPrefix = `${ownOrigin}/social/callback?`;
  let received: string | undefined;
  const listener = (event: MessageEvent): void => {
    if (event.origin !== ownOrigin || event.source === win.parent || event.source === null) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { type, uri } = data as { type?: unknown; uri?: unknown };
    if (type !== SOCIAL_CALLBACK_MESSAGE_TYPE || typeof uri !== 'string' || uri.length > MAX_CALLBACK_URI_CHARS) return;
    if (!uri.startsWith(callbackPrefix)) return;
    received = uri;
  };
  win.addEventListener('message', listener);
  return {
    async take(waitMs) {
      // The sign-in window posts to this frame and to the page in the same task; the page's request can
      // still arrive first, so the frame waits a moment for its own copy.
      const deadline = clock.now() + waitMs;
      while (received === undefined && clock.now() < deadline) await pause(clock, POLL_MS);
      const uri = received;
      received = undefined;
      return uri;
    },
    close: () => win.removeEventListener('message', listener),
  };
}
