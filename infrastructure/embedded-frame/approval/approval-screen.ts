import type { FrameThemeStyle } from '../../../domain/theme/frame-theme.ts';
import { armApprove } from './approval-arming.ts';
import { renderApprovalCard, type Requester, type ShownSummary } from './approval-card.ts';
import { APPROVAL_STYLES } from './approval-styles.ts';
import type { ApprovalVisibility } from './approval-visibility.ts';
import { askInApprovalWindow, type ApprovalWindowAsk, type ApprovalWindowChannelOptions } from './approval-window-channel.ts';
import { systemClock, type FrameClock } from '../ports/frame-environment.ts';

export type { Requester } from './approval-card.ts';

export interface ApprovalScreenOptions {
  readonly document: Document;
  readonly clock?: FrameClock;
  /**
   * How long the card must have been visible, whole and unoccluded, before Approve counts: a page cannot
   * make the visitor approve by having them click something the screen then pops up under.
   */
  readonly armDelayMs?: number;
  /** What the browser can tell about the card being seen. */
  readonly visibility: ApprovalVisibility;
  /** Where visibility cannot be proven, the approval window of the frame's own origin. */
  readonly approvalWindow: Omit<ApprovalWindowChannelOptions, 'clock'>;
}

const WINDOW_OPEN_TEXT = 'Answer in the window that opened. Nothing is signed until you approve there.';
const WINDOW_NEEDED_TEXT = 'This browser cannot confirm that this screen is visible, so you approve in a window of the wallet.';

/**
 * The frame's approval screen, plain DOM: one request at a time, the next waits until the visitor has
 * answered the current one. Where the browser vouches for what the visitor sees (IntersectionObserver
 * v2), Approve is on the card and counts once the card has been seen; elsewhere the card offers
 * "Review in a new window", and the visitor approves in a window the page cannot draw over.
 */
export class ApprovalScreen {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly doc: Document;
  private readonly clock: FrameClock;
  private readonly armDelayMs: number;
  private readonly settleOpen = new Set<() => void>();
  private disposed = false;

  constructor(private readonly options: ApprovalScreenOptions) {
    this.doc = options.document;
    this.clock = options.clock ?? systemClock;
    this.armDelayMs = options.armDelayMs ?? 500;
    const style = this.doc.createElement('style');
    style.textContent = APPROVAL_STYLES;
    this.doc.head.appendChild(style);
    this.setThemeMode('dark');
  }

  setThemeMode(mode: 'light' | 'dark'): void {
    this.doc.documentElement.setAttribute('data-wp-theme', mode);
  }

  /** The dApp's accent, font and radius; a variable left out returns to the screen's own. */
  setThemeStyle(style: FrameThemeStyle): void {
    const root = this.doc.documentElement.style;
    const values: Readonly<Record<string, string | undefined>> = {
      '--wp-accent': style.accent,
      '--wp-accent-fg': style.accentForeground,
      '--wp-font': style.fontFamily,
      '--wp-radius-master': style.radiusMasterPx === undefined ? undefined : `${style.radiusMasterPx}px`,
    };
    // One CSSOM property at a time: each is one value, never a declaration list a crafted string could
    // extend (the values are checked strictly before they get here as well).
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) root.removeProperty(name);
      else root.setProperty(name, value);
    }
  }

  /**
   * Resolves true when the visitor approves, false when they reject (or the screen is disposed); rejects
   * with a catalogue message when the approval window was blocked or closed unanswered.
   */
  ask(summary: ShownSummary, requester: Requester): Promise<boolean> {
    const answer = this.queue.then(() => this.show(summary, requester));
    this.queue = answer.catch(() => undefined);
    return answer;
  }

  /** Rejects what is shown and everything waiting; later requests are rejected at once. */
  dispose(): void {
    this.disposed = true;
    for (const settle of [...this.settleOpen]) settle();
  }

  private show(summary: ShownSummary, requester: Requester): Promise<boolean> {
    if (this.disposed) return Promise.resolve(false);
    const watchVisible = this.options.visibility.watchVisible;
    return new Promise<boolean>((resolve, reject) => {
      const backdrop = this.doc.createElement('div');
      backdrop.className = 'wp-approval-backdrop';
      const view = renderApprovalCard(this.doc, summary, requester, watchVisible ? 'approve' : 'review');
      backdrop.append(view.card);
      let asked: ApprovalWindowAsk | undefined;
      const arming = watchVisible
        ? armApprove(view, { clock: this.clock, delayMs: this.armDelayMs, watchVisible, watchInView: this.options.visibility.watchInView })
        : undefined;
      const close = (): void => {
        this.settleOpen.delete(rejectOpen);
        arming?.stop();
        asked?.cancel();
        backdrop.remove();
      };
      const settle = (approved: boolean): void => {
        close();
        resolve(approved);
      };
      const rejectOpen = (): void => settle(false);
      this.settleOpen.add(rejectOpen);
      view.reject.addEventListener('click', () => settle(false));
      if (arming) {
        // A click while not armed does nothing: the button is disabled then, and this is checked again.
        view.action.addEventListener('click', () => {
          if (arming.isArmed()) settle(true);
        });
      } else {
        view.status.textContent = WINDOW_NEEDED_TEXT;
        view.action.addEventListener('click', () => {
          if (asked) return;
          asked = askInApprovalWindow({ ...this.options.approvalWindow, clock: this.clock }, summary, requester);
          view.action.disabled = true;
          view.status.textContent = WINDOW_OPEN_TEXT;
          asked.answer.then(settle, (error: unknown) => {
            close();
            reject(error);
          });
        });
      }
      this.doc.body.append(backdrop);
      // Focus starts on Reject: a stray Enter or Space declines rather than signs.
      view.reject.focus();
    });
  }
}
