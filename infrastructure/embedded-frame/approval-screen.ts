import type { ApprovalSummary } from './approval-summary.ts';
import { APPROVAL_STYLES } from './approval-styles.ts';
import type { FrameThemeStyle } from '../../domain/theme/frame-theme.ts';

export interface ApprovalScreenOptions {
  readonly document: Document;
  readonly now?: () => number;
  /**
   * Clicks on Approve this soon after the screen appears are ignored: a page cannot make the visitor
   * approve by having them double-click something that the screen then pops up under.
   */
  readonly armDelayMs?: number;
}

/** Who asks: the page origin the browser vouches for, and the name the page gives itself. */
export interface Requester {
  readonly origin: string;
  readonly name: string | undefined;
}

/**
 * The frame's approval screen, plain DOM: one request at a time, the next waits until the visitor has
 * answered the current one. All shown values go in as text, never as markup.
 */
export class ApprovalScreen {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly doc: Document;
  private readonly now: () => number;
  private readonly armDelayMs: number;
  private readonly settleOpen = new Set<() => void>();
  private disposed = false;

  constructor(options: ApprovalScreenOptions) {
    this.doc = options.document;
    this.now = options.now ?? (() => Date.now());
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

  /** Resolves true when the visitor approves, false when they reject (or the screen is disposed). */
  ask(summary: ApprovalSummary, requester: Requester): Promise<boolean> {
    const answer = this.queue.then(() => this.show(summary, requester));
    this.queue = answer;
    return answer;
  }

  /** Rejects what is shown and everything waiting; later requests are rejected at once. */
  dispose(): void {
    this.disposed = true;
    for (const settle of [...this.settleOpen]) settle();
  }

  private show(summary: ApprovalSummary, requester: Requester): Promise<boolean> {
    if (this.disposed) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const backdrop = this.element('div', 'wp-approval-backdrop');
      const card = this.element('section', 'wp-approval');
      card.setAttribute('role', 'dialog');
      card.setAttribute('aria-modal', 'true');
      card.setAttribute('aria-labelledby', 'wp-approval-title');
      card.setAttribute('data-testid', 'wp-frame-approval');
      const title = this.element('h1', '', summary.title);
      title.id = 'wp-approval-title';
      const from = requester.name ? `${requester.name} (${requester.origin})` : requester.origin;
      const details = this.doc.createElement('dl');
      for (const row of summary.rows) details.append(this.element('dt', '', row.label), this.element('dd', '', row.value));
      const reject = this.element('button', '', 'Reject');
      const approve = this.element('button', '', 'Approve');
      reject.setAttribute('data-testid', 'wp-frame-reject');
      approve.setAttribute('data-testid', 'wp-frame-approve');
      for (const button of [reject, approve]) button.setAttribute('type', 'button');
      const actions = this.element('div', 'wp-approval-actions');
      actions.append(reject, approve);
      card.append(title, this.element('p', 'wp-approval-requester', `Requested by ${from}`), details, actions);
      backdrop.append(card);
      const shownAt = this.now();
      const settle = (approved: boolean): void => {
        this.settleOpen.delete(rejectOpen);
        backdrop.remove();
        resolve(approved);
      };
      const rejectOpen = (): void => settle(false);
      this.settleOpen.add(rejectOpen);
      reject.addEventListener('click', () => settle(false));
      approve.addEventListener('click', () => {
        if (this.now() - shownAt >= this.armDelayMs) settle(true);
      });
      this.doc.body.append(backdrop);
      // Focus starts on Reject: a stray Enter or Space declines rather than signs.
      reject.focus();
    });
  }

  private element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
    const element = this.doc.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  }
}
