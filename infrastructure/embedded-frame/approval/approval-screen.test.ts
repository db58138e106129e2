// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApprovalScreen } from './approval-screen.ts';
import type { ShownSummary } from './approval-card.ts';
import { cannotTellVisibility, controlledVisibility, manualClock, recordingOpener } from './approval-visibility.fixture.ts';
import type { ApprovalVisibility } from './approval-visibility.ts';
import type { WindowOpener } from './approval-window-channel.ts';

const FRAME_ORIGIN = 'http://127.0.0.1:4010';
const REQUESTER = { origin: 'https://shop.example', name: 'Shop' };
const SUMMARY: ShownSummary = { title: 'Sign message', warnings: [], rows: [{ label: 'Message', value: 'hello' }] };

function screenWith(visibility: ApprovalVisibility, open: WindowOpener = () => null) {
  const doc = document.implementation.createHTMLDocument('frame');
  const { clock, advance } = manualClock();
  const listeners = new Set<(event: MessageEvent) => void>();
  const screen = new ApprovalScreen({
    document: doc, clock, armDelayMs: 500, visibility,
    approvalWindow: {
      window: {
        location: { origin: FRAME_ORIGIN, search: '', reload: () => undefined },
        addEventListener: (_type, listener) => void listeners.add(listener),
        removeEventListener: (_type, listener) => void listeners.delete(listener),
      },
      open, randomId: () => 'request-1',
    },
  });
  const button = (testId: string) => doc.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  /** A message event as the browser would hand the frame's window one. */
  const deliver = (data: unknown, from: { origin: string; source: unknown }) => {
    for (const listener of [...listeners]) listener({ data, ...from } as MessageEvent);
  };
  return { doc, screen, advance, button, deliver, listeners };
}

/** Settles to the answer, or to 'pending' when none has come. */
const answerOf = async (answer: Promise<boolean>) => Promise.race([
  answer.then(String, (error: unknown) => `error: ${(error as Error).message}`),
  new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 20)),
]);

describe('Approve on the card, where the browser vouches for visibility', () => {
  it('counts only once the card has been visible for the arm delay without a break; a click before does nothing', async () => {
    const seen = controlledVisibility();
    const { screen, advance, button, doc } = screenWith(seen.visibility);
    const answer = screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    const approve = button('wp-frame-approve');
    expect(approve?.disabled).toBe(true);
    // On screen for a long time, but never visible: time alone arms nothing.
    advance(5_000);
    approve?.click();
    expect(await answerOf(answer)).toBe('pending');
    seen.setVisible(true);
    advance(400);
    seen.setVisible(false);
    seen.setVisible(true);
    advance(400);
    // Hidden for a moment at 400 ms: the wait started over, 400 ms is not enough.
    approve?.click();
    expect(await answerOf(answer)).toBe('pending');
    expect(approve?.disabled).toBe(true);
    const status = doc.querySelector<HTMLElement>('[data-testid="wp-approval-status"]');
    const shownText = status?.textContent;
    advance(100);
    expect(approve?.disabled).toBe(false);
    // Nothing moves as Approve turns on: the line is hidden, its text (and so its height) kept.
    expect([status?.style.visibility, status?.textContent]).toEqual(['hidden', shownText]);
    approve?.click();
    expect(await answerOf(answer)).toBe('true');
  });

  it('reads what the browser observed but has not reported before a click counts', async () => {
    const seen = controlledVisibility();
    const { screen, advance, button } = screenWith(seen.visibility);
    const answer = screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    seen.setVisible(true);
    advance(600);
    seen.observeLater(false);
    button('wp-frame-approve')?.click();
    expect(await answerOf(answer)).toBe('pending');
  });

  it('waits for the end of the card to have been in view, and says so', async () => {
    const seen = controlledVisibility({ endInView: false });
    const { screen, advance, button, doc } = screenWith(seen.visibility);
    const answer = screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    seen.setVisible(true);
    advance(1_000);
    expect(doc.querySelector('[data-testid="wp-approval-status"]')?.textContent).toBe('Scroll to the end to approve.');
    button('wp-frame-approve')?.click();
    expect(await answerOf(answer)).toBe('pending');
    seen.scrollToEnd();
    button('wp-frame-approve')?.click();
    expect(await answerOf(answer)).toBe('true');
    expect(seen.watching()).toBe(0);
  });

  it('shows warnings above the rows, nested rows indented, and every character of a long value', async () => {
    const seen = controlledVisibility();
    const { screen, doc } = screenWith(seen.visibility);
    const long = 'ab'.repeat(10_000);
    void screen.ask({
      title: 'Sign typed data', warnings: ['Unlimited allowance to 0x1111111111111111111111111111111111111111'],
      rows: [{ label: 'Message', value: '' }, { label: 'data', value: long, depth: 1 }],
    }, REQUESTER);
    await answerOf(Promise.resolve(true));
    const body = doc.querySelector('.wp-approval-body');
    const warnings = doc.querySelector('[data-testid="wp-approval-warnings"]');
    expect(warnings?.getAttribute('role')).toBe('alert');
    expect(warnings?.textContent).toContain('Unlimited allowance');
    // Warnings come before the rows in the card.
    expect(body?.firstElementChild?.nextElementSibling).not.toBeNull();
    expect([...(body?.children ?? [])].indexOf(warnings as Element)).toBeLessThan([...(body?.children ?? [])].findIndex((child) => child.tagName === 'DL'));
    const values = doc.querySelectorAll('dd');
    expect(values[1]?.textContent).toBe(long);
    expect((values[1] as HTMLElement).style.getPropertyValue('margin-inline-start')).toBe('12px');
  });
});

describe('the approval window, where the browser cannot vouch for visibility', () => {
  it('offers "Review in a new window" instead of Approve; the window\'s answer settles the approval', async () => {
    const opener = recordingOpener();
    const { screen, button, deliver, listeners } = screenWith(cannotTellVisibility(), opener.open);
    const answer = screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    expect(button('wp-frame-approve')).toBeNull();
    button('wp-frame-review')?.click();
    const popup = opener.opened[0];
    expect(popup?.url).toBe(`${FRAME_ORIGIN}/approve`);
    expect(button('wp-frame-review')?.disabled).toBe(true);
    deliver({ type: 'walletport-approval-window:ready' }, { origin: FRAME_ORIGIN, source: popup });
    expect(popup?.sent).toEqual([{
      targetOrigin: FRAME_ORIGIN,
      message: { type: 'walletport-approval-window:request', id: 'request-1', summary: SUMMARY, requester: REQUESTER },
    }]);
    deliver({ type: 'walletport-approval-window:answer', id: 'request-1', approved: true }, { origin: FRAME_ORIGIN, source: popup });
    expect(await answerOf(answer)).toBe('true');
    expect(popup?.closed).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('ignores answers from another origin, another window, for another request or in another shape', async () => {
    const opener = recordingOpener();
    const { screen, button, deliver } = screenWith(cannotTellVisibility(), opener.open);
    const answer = screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    button('wp-frame-review')?.click();
    const popup = opener.opened[0];
    const approved = { type: 'walletport-approval-window:answer', id: 'request-1', approved: true };
    deliver(approved, { origin: 'https://shop.example', source: popup });
    deliver(approved, { origin: FRAME_ORIGIN, source: {} });
    deliver({ ...approved, id: 'request-2' }, { origin: FRAME_ORIGIN, source: popup });
    deliver({ ...approved, approved: 'yes' }, { origin: FRAME_ORIGIN, source: popup });
    deliver({ ...approved, extra: 1 }, { origin: FRAME_ORIGIN, source: popup });
    expect(await answerOf(answer)).toBe('pending');
    deliver({ ...approved, approved: false }, { origin: FRAME_ORIGIN, source: popup });
    expect(await answerOf(answer)).toBe('false');
  });

  it('rejects with a catalogue error when the browser blocks the window, or the visitor closes it unanswered', async () => {
    const blocked = screenWith(cannotTellVisibility(), recordingOpener({ blocked: true }).open);
    const first = blocked.screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    blocked.button('wp-frame-review')?.click();
    expect(await answerOf(first)).toBe('error: The browser blocked the approval window. Allow pop-ups for this site and try again. Nothing was signed.');
    expect(blocked.button('wp-frame-review')).toBeNull();

    const opener = recordingOpener();
    const closed = screenWith(cannotTellVisibility(), opener.open);
    const second = closed.screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    closed.button('wp-frame-review')?.click();
    opener.opened[0]?.closeByVisitor();
    closed.advance(1_000);
    expect(await answerOf(second)).toBe('error: The approval window was closed before you answered. Nothing was signed.');
    expect(closed.listeners.size).toBe(0);
    // The next request gets its own card.
    void closed.screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    expect(closed.button('wp-frame-review')).not.toBeNull();
  });

  it('Reject on the card closes the window and declines', async () => {
    const opener = recordingOpener();
    const { screen, button } = screenWith(cannotTellVisibility(), opener.open);
    const answer = screen.ask(SUMMARY, REQUESTER);
    await answerOf(Promise.resolve(true));
    button('wp-frame-review')?.click();
    button('wp-frame-reject')?.click();
    expect(await answerOf(answer)).toBe('false');
    expect(opener.opened[0]?.closed).toBe(true);
  });
});
