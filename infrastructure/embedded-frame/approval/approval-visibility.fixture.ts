import type { ApprovalVisibility, VisibilityWatch } from './approval-visibility.ts';
import type { OpenedWindow, WindowOpener } from './approval-window-channel.ts';
import type { FrameClock } from '../ports/frame-environment.ts';

/**
 * Stand-ins for what the browser tells the approval screen, for the frame's tests (happy-dom has no
 * IntersectionObserver v2): a browser where the card is seen at once, one where the test says what the
 * visitor sees, one that cannot tell, and a pop-up opener that records what it opened.
 */

/** The card is seen whole and unoccluded, and its end is in view, from the moment it is on screen. */
export function visibleAtOnce(): ApprovalVisibility {
  const watch = (_target: Element, onChange: (visible: boolean) => void): VisibilityWatch => {
    onChange(true);
    return { flush: () => undefined, stop: () => undefined };
  };
  return { watchVisible: watch, watchInView: (target, _scroller, onChange) => watch(target, onChange) };
}

/** A browser without IntersectionObserver v2: the approval goes to the approval window. */
export function cannotTellVisibility(): ApprovalVisibility {
  return { watchVisible: undefined, watchInView: (_target, _scroller, onChange) => { onChange(true); return { flush: () => undefined, stop: () => undefined }; } };
}

/**
 * What the visitor sees is what the test says: `setVisible` as IntersectionObserver v2 would report it,
 * `scrollToEnd` as the end of the card coming into view. `pending` holds what the browser has observed
 * but not delivered yet, which `flush` (a click being judged) delivers.
 */
export function controlledVisibility(options: { readonly endInView?: boolean } = {}) {
  const visibleListeners = new Set<(visible: boolean) => void>();
  const endListeners = new Set<(inView: boolean) => void>();
  let visible = false;
  let endInView = options.endInView ?? true;
  let pending: boolean | undefined;
  const visibility: ApprovalVisibility = {
    watchVisible: (_target, onChange) => {
      visibleListeners.add(onChange);
      onChange(visible);
      return {
        flush: () => {
          if (pending === undefined) return;
          visible = pending;
          pending = undefined;
          for (const listener of visibleListeners) listener(visible);
        },
        stop: () => void visibleListeners.delete(onChange),
      };
    },
    watchInView: (_target, _scroller, onChange) => {
      endListeners.add(onChange);
      onChange(endInView);
      return { flush: () => undefined, stop: () => void endListeners.delete(onChange) };
    },
  };
  return {
    visibility,
    setVisible(now: boolean): void {
      visible = now;
      pending = undefined;
      for (const listener of visibleListeners) listener(now);
    },
    /** Observed by the browser, not reported yet: only a click's flush delivers it. */
    observeLater(now: boolean): void {
      pending = now;
    },
    scrollToEnd(): void {
      endInView = true;
      for (const listener of endListeners) listener(true);
    },
    watching: () => visibleListeners.size + endListeners.size,
  };
}

/** A pop-up that records what it is sent; `closed` flips when the test or the frame closes it. */
export interface FakeWindow extends OpenedWindow {
  readonly url: string;
  readonly sent: { readonly message: unknown; readonly targetOrigin: string }[];
  closeByVisitor(): void;
}

export function recordingOpener(options: { readonly blocked?: boolean } = {}) {
  const opened: FakeWindow[] = [];
  const open: WindowOpener = (url) => {
    if (options.blocked) return null;
    let closed = false;
    const sent: FakeWindow['sent'] = [];
    const fake: FakeWindow = {
      url, sent,
      get source() {
        return fake;
      },
      get closed() {
        return closed;
      },
      postMessage: (message, targetOrigin) => void sent.push({ message, targetOrigin }),
      close: () => void (closed = true),
      closeByVisitor: () => void (closed = true),
    };
    opened.push(fake);
    return fake;
  };
  return { open, opened };
}

/** A clock the test moves: scheduled tasks run when `advance` passes their time. */
export function manualClock(start = 1_000) {
  let now = start;
  const tasks = new Set<{ readonly at: number; readonly task: () => void }>();
  const clock: FrameClock = {
    now: () => now,
    schedule: (task, ms) => {
      const entry = { at: now + ms, task };
      tasks.add(entry);
      return () => void tasks.delete(entry);
    },
  };
  const advance = (ms: number): void => {
    const until = now + ms;
    for (;;) {
      const due = [...tasks].filter((entry) => entry.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      tasks.delete(due);
      now = due.at;
      due.task();
    }
    now = until;
  };
  return { clock, advance, pending: () => tasks.size };
}
