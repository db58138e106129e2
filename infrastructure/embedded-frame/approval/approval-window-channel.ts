import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import type { Requester, ShownSummary } from './approval-card.ts';
import { APPROVAL_WINDOW_PATH, WINDOW_ANSWER, WINDOW_READY, readWindowMessage, windowRequest } from './approval-window-messages.ts';
import type { FrameClock, FrameWindow } from '../ports/frame-environment.ts';

/** The window `open` returned: what the frame does with it. */
export interface OpenedWindow {
  /** What the browser puts in `event.source` for this window's messages. */
  readonly source: unknown;
  readonly closed: boolean;
  postMessage(message: unknown, targetOrigin: string): void;
  close(): void;
}

/** Opens `url` in a new top-level window; null when the browser refused (a pop-up blocker, a sandbox). */
export type WindowOpener = (url: string) => OpenedWindow | null;

export interface ApprovalWindowChannelOptions {
  /** The frame's window: its origin, and its message events. */
  readonly window: Pick<FrameWindow, 'location' | 'addEventListener' | 'removeEventListener'>;
  readonly open: WindowOpener;
  readonly clock: FrameClock;
  readonly randomId: () => string;
}

export interface ApprovalWindowAsk {
  /** The visitor's answer in the window; rejects with a catalogue message when the window is blocked or closed first. */
  readonly answer: Promise<boolean>;
  /** Closes the window and stops listening; the answer then never settles. */
  cancel(): void;
}

/** How often the frame looks whether the visitor closed the window (there is no event for it). */
const CLOSED_POLL_MS = 400;

/** `window.open` of the frame's own window, as a top-level pop-up that keeps its opener. */
export function browserWindowOpener(view: Window | null): WindowOpener {
  return (url) => {
    const opened = view?.open(url, '_blank', 'popup,width=460,height=720') ?? null;
    if (!opened) return null;
    return {
      source: opened,
      get closed() {
        return opened.closed;
      },
      postMessage: (message, targetOrigin) => opened.postMessage(message, targetOrigin),
      close: () => opened.close(),
    };
  };
}

/**
 * Asks in a window of the frame's own origin, where the page that embeds the frame has no say over what
 * is drawn. Runs on the visitor's click in the frame (a pop-up needs one). The window announces itself,
 * gets the request, and answers; a message counts only from our origin and from the very window opened.
 */
export function askInApprovalWindow(options: ApprovalWindowChannelOptions, summary: ShownSummary, requester: Requester): ApprovalWindowAsk {
  const { window: win, clock } = options;
  const origin = win.location.origin;
  const id = options.randomId();
  let opened: OpenedWindow | null = null;
  let cancelPoll = (): void => undefined;
  let stopped = false;
  let settle: { resolve(approved: boolean): void; reject(error: Error): void } | undefined;
  const answer = new Promise<boolean>((resolve, reject) => (settle = { resolve, reject }));
  const stop = (): void => {
    stopped = true;
    cancelPoll();
    win.removeEventListener('message', listener);
    try {
      if (opened && !opened.closed) opened.close();
    } catch {
      // Already gone.
    }
  };
  const listener = (event: MessageEvent): void => {
    if (stopped || !opened || event.origin !== origin || event.source !== opened.source) return;
    const message = readWindowMessage(event.data);
    if (message?.type === WINDOW_READY) opened.postMessage(windowRequest(id, summary, requester), origin);
    else if (message?.type === WINDOW_ANSWER && message.id === id) {
      stop();
      settle?.resolve(message.approved);
    }
  };
  // Listening before the window exists: it may say it is ready before `open` has returned.
  win.addEventListener('message', listener);
  opened = options.open(`${origin}${APPROVAL_WINDOW_PATH}`);
  if (!opened) {
    stop();
    settle?.reject(new Error(catalogueMessage('APPROVAL_WINDOW_BLOCKED')));
    return { answer, cancel: stop };
  }
  const watched = opened;
  const poll = (): void => {
    if (stopped) return;
    if (!watched.closed) {
      cancelPoll = clock.schedule(poll, CLOSED_POLL_MS);
      return;
    }
    stop();
    settle?.reject(new Error(catalogueMessage('APPROVAL_WINDOW_CLOSED')));
  };
  cancelPoll = clock.schedule(poll, CLOSED_POLL_MS);
  return { answer, cancel: stop };
}
