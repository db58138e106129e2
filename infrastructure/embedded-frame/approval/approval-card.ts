import { escapeInvisible } from '../../../domain/format/display-name.ts';
import type { ApprovalSummary } from './approval-summary.ts';

/** Who asks: the page origin the browser vouches for, and the name the page gives itself. */
export interface Requester {
  readonly origin: string;
  readonly name: string | undefined;
}

/** What the card shows: the summary's title, its warnings, and its rows in order. */
export type ShownSummary = ApprovalSummary;

/** Deeper rows stay at this indent: the label still says where they belong, and the value keeps its width. */
const MAX_SHOWN_DEPTH = 6;
const INDENT_PX = 12;

/** The card's positive action: Approve here, or a window of the frame's own origin where Approve is. */
export type ApprovalAction = 'approve' | 'review';

export interface ApprovalCard {
  readonly card: HTMLElement;
  /** The part that scrolls: everything but the buttons. */
  readonly body: HTMLElement;
  /** The last thing in the body: seen once the visitor has scrolled to the end. */
  readonly end: HTMLElement;
  readonly reject: HTMLButtonElement;
  /** Approve, or "Review in a new window". */
  readonly action: HTMLButtonElement;
  /** One line under the body saying why Approve is not on yet, or what happens next. */
  readonly status: HTMLElement;
}

/**
 * The approval card as plain DOM, for the frame and for the approval window alike. Everything shown goes
 * in as text, never markup, with invisible and reordering characters written as visible escapes. The
 * origin has a line of its own, left-to-right and isolated, and the page's name another: no name can
 * run into the origin or turn it around. Nothing is cut; a long card scrolls.
 */
export function renderApprovalCard(doc: Document, summary: ShownSummary, requester: Requester, action: ApprovalAction): ApprovalCard {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
    const element = doc.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = escapeInvisible(text);
    return element;
  };
  const card = make('section', 'wp-approval');
  card.setAttribute('role', 'dialog');
  card.setAttribute('aria-modal', 'true');
  card.setAttribute('aria-labelledby', 'wp-approval-title');
  card.setAttribute('data-testid', 'wp-frame-approval');
  const body = make('div', 'wp-approval-body');
  // Focusable so the keyboard can scroll it to the end as well.
  body.tabIndex = 0;
  const title = make('h1', '', summary.title);
  title.id = 'wp-approval-title';
  body.append(title, make('p', 'wp-approval-caption', 'Requested by'));
  const origin = make('p', 'wp-approval-origin', requester.origin);
  origin.dir = 'ltr';
  origin.setAttribute('data-testid', 'wp-approval-origin');
  body.append(origin);
  if (requester.name) {
    const name = make('p', 'wp-approval-name', 'The site calls itself ');
    name.setAttribute('data-testid', 'wp-approval-name');
    name.append(make('bdi', '', requester.name), doc.createTextNode(' (not verified)'));
    body.append(name);
  }
  const warnings = summary.warnings;
  if (warnings.length > 0) {
    const list = make('ul', 'wp-approval-warnings');
    list.setAttribute('role', 'alert');
    list.setAttribute('data-testid', 'wp-approval-warnings');
    for (const warning of warnings) list.append(make('li', '', warning));
    body.append(list);
  }
  const details = make('dl', '');
  for (const row of summary.rows) {
    const label = make('dt', '', row.label);
    const value = make('dd', '', row.value);
    // A struct's fields and a list's entries sit indented under their row, so nesting reads as it is.
    const indent = Math.min(row.depth ?? 0, MAX_SHOWN_DEPTH) * INDENT_PX;
    if (indent > 0) for (const element of [label, value]) element.style.setProperty('margin-inline-start', `${indent}px`);
    details.append(label, value);
  }
  const end = make('div', 'wp-approval-end');
  end.setAttribute('aria-hidden', 'true');
  end.setAttribute('data-testid', 'wp-approval-end');
  body.append(details, end);

  const status = make('p', 'wp-approval-status');
  status.setAttribute('role', 'status');
  status.setAttribute('data-testid', 'wp-approval-status');
  const reject = make('button', '', 'Reject');
  reject.setAttribute('data-testid', 'wp-frame-reject');
  const positive = action === 'approve' ? make('button', 'wp-approval-primary', 'Approve') : make('button', 'wp-approval-primary', 'Review in a new window');
  positive.setAttribute('data-testid', action === 'approve' ? 'wp-frame-approve' : 'wp-frame-review');
  for (const button of [reject, positive]) button.type = 'button';
  const actions = make('div', 'wp-approval-actions');
  actions.append(reject, positive);
  card.append(body, status, actions);
  return { card, body, end, reject, action: positive, status };
}
