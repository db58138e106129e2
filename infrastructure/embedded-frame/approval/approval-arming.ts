import type { ApprovalCard } from './approval-card.ts';
import type { FrameClock } from '../ports/frame-environment.ts';
import type { ApprovalVisibility, VisibilityWatch } from './approval-visibility.ts';

export interface ApproveArmingOptions {
  readonly clock: FrameClock;
  /** How long the card must have been visible without a break before Approve turns on. */
  readonly delayMs: number;
  readonly watchVisible: NonNullable<ApprovalVisibility['watchVisible']>;
  readonly watchInView: ApprovalVisibility['watchInView'];
}

export interface ApproveArming {
  /** Whether a click on Approve counts now, with whatever the browser has observed and not yet reported. */
  isArmed(): boolean;
  stop(): void;
}

const SCROLL_TEXT = 'Scroll to the end to approve.';
const HIDDEN_TEXT = 'Approve turns on once this screen is fully visible.';

/**
 * Approve counts only after the card has been visible, whole and unoccluded, for `delayMs` without a
 * break, and the visitor has seen its end. A page that fades, covers or clips the frame keeps Approve
 * off, and any moment of that starts the wait over, so one click on a decoy laid over an invisible card
 * signs nothing. Until armed the button is disabled, and the status line says what it waits for.
 */
export function armApprove(view: ApprovalCard, options: ApproveArmingOptions): ApproveArming {
  let visible = false;
  let steady = false;
  let endSeen = false;
  let cancelTimer = (): void => undefined;
  const update = (): void => {
    const armed = steady && endSeen;
    view.action.disabled = !armed;
    // Armed, the line is hidden but keeps its text and so its height: nothing on the card moves at the
    // moment Approve turns on, when a click may already be on its way to where the button was.
    if (!armed) view.status.textContent = !endSeen ? SCROLL_TEXT : HIDDEN_TEXT;
    view.status.style.visibility = armed ? 'hidden' : 'visible';
  };
  const onVisible = (now: boolean): void => {
    if (now === visible) return;
    visible = now;
    cancelTimer();
    steady = false;
    if (now && options.delayMs <= 0) steady = true;
    else if (now) cancelTimer = options.clock.schedule(() => { steady = true; update(); }, options.delayMs);
    update();
  };
  const onInView = (now: boolean): void => {
    if (!now || endSeen) return;
    endSeen = true;
    update();
  };
  update();
  const watches: VisibilityWatch[] = [options.watchVisible(view.card, onVisible), options.watchInView(view.end, view.body, onInView)];
  return {
    isArmed: () => {
      for (const watch of watches) watch.flush();
      return steady && endSeen;
    },
    stop: () => {
      cancelTimer();
      for (const watch of watches) watch.stop();
    },
  };
}
