import { armApprove } from './approval-arming.ts';
import { renderApprovalCard } from './approval-card.ts';
import { APPROVAL_STYLES } from './approval-styles.ts';
import type { ApprovalVisibility, VisibilityWatch } from './approval-visibility.ts';
import { WINDOW_ANSWER, WINDOW_READY, readWindowRequest } from './approval-window-messages.ts';
import { systemClock, type FrameClock } from '../ports/frame-environment.ts';

/** The approval window as its script sees it: the real window fits, a test hands in stand-ins. */
export interface ApprovalWindowEnvironment {
  readonly document: Document;
  readonly location: { readonly origin: string };
  /** The frame that opened this window, if any. */
  readonly opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
  readonly clock?: FrameClock;
  readonly armDelayMs?: number;
  /** What tells that the card is seen: IntersectionObserver v2 where there is one, else the page's own visibility. */
  readonly visibility: ApprovalVisibility;
}

export const NO_OPENER_TEXT = 'This window was not opened by the wallet. Close it.';
export const ANSWERED_TEXT = 'Answered. You can close this window.';
const WAITING_TEXT = 'Loading the request...';

/**
 * The approval window's page: a top-level window of the frame's origin, which the page that embeds
 * the frame cannot draw over, fade or clip. It tells its opener it is ready, shows the one request the
 * opener sends, and answers it; only messages from its opener, at its own origin, in the request's
 * shape are read.
 */
export function startApprovalWindow(env: ApprovalWindowEnvironment): { stop(): void } {
  const doc = env.document;
  const style = doc.createElement('style');
  style.textContent = APPROVAL_STYLES;
  doc.head.appendChild(style);
  const status = doc.createElement('p');
  status.className = 'wp-approval-window-status';
  status.setAttribute('role', 'status');
  status.setAttribute('data-testid', 'wp-approval-window-status');
  doc.body.append(status);
  const opener = env.opener;
  if (!opener) {
    status.textContent = NO_OPENER_TEXT;
    return { stop: () => undefined };
  }
  const origin = env.location.origin;
  let shown = false;
  let stopArming = (): void => undefined;
  const listener = (event: MessageEvent): void => {
    if (shown || event.origin !== origin || event.source !== (opener as unknown)) return;
    const request = readWindowRequest(event.data);
    if (!request) return;
    shown = true;
    status.textContent = '';
    const view = renderApprovalCard(doc, request.summary, request.requester, 'approve');
    const backdrop = doc.createElement('div');
    backdrop.className = 'wp-approval-backdrop';
    backdrop.append(view.card);
    const watchVisible = env.visibility.watchVisible ?? pageVisibility(doc);
    const arming = armApprove(view, {
      clock: env.clock ?? systemClock, delayMs: env.armDelayMs ?? 500, watchVisible, watchInView: env.visibility.watchInView,
    });
    stopArming = () => arming.stop();
    const answer = (approved: boolean): void => {
      arming.stop();
      env.removeEventListener('message', listener);
      opener.postMessage({ type: WINDOW_ANSWER, id: request.id, approved }, origin);
      backdrop.remove();
      status.textContent = ANSWERED_TEXT;
      env.close();
    };
    view.reject.addEventListener('click', () => answer(false));
    view.action.addEventListener('click', () => {
      if (arming.isArmed()) answer(true);
    });
    doc.body.append(backdrop);
    view.reject.focus();
  };
  env.addEventListener('message', listener);
  status.textContent = WAITING_TEXT;
  opener.postMessage({ type: WINDOW_READY }, origin);
  return {
    stop: () => {
      stopArming();
      env.removeEventListener('message', listener);
    },
  };
}

/**
 * A top-level window cannot be faded or covered by another site's page; what remains is whether it is
 * shown at all (not a background tab, not minimised).
 */
export function pageVisibility(doc: Document): NonNullable<ApprovalVisibility['watchVisible']> {
  return (_target, onChange) => {
    const check = (): void => onChange(doc.visibilityState === 'visible');
    doc.addEventListener('visibilitychange', check);
    check();
    const watch: VisibilityWatch = { flush: check, stop: () => doc.removeEventListener('visibilitychange', check) };
    return watch;
  };
}
