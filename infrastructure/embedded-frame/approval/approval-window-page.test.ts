// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApprovalScreen } from './approval-screen.ts';
import { cannotTellVisibility, controlledVisibility, manualClock } from './approval-visibility.fixture.ts';
import type { OpenedWindow } from './approval-window-channel.ts';
import { ANSWERED_TEXT, NO_OPENER_TEXT, startApprovalWindow } from './approval-window-page.ts';

const ORIGIN = 'http://127.0.0.1:4010';
const REQUESTER = { origin: 'https://shop.example', name: 'Shop\u202Eelppa' };
const SUMMARY = { title: 'Sign message', warnings: ['Check this'], rows: [{ label: 'Message', value: 'hello' }] };

/** A message event as the browser hands one to a window: its data, the sender's origin and window. */
const event = (data: unknown, origin: string, source: unknown) => ({ data, origin, source }) as MessageEvent;

/** postMessage delivers in a task of its own, never during the call. */
const later = (listeners: () => Set<(event: MessageEvent) => void>, message: MessageEvent): void => {
  setTimeout(() => {
    for (const listener of [...listeners()]) listener(message);
  }, 0);
};

/**
 * The frame (its approval screen, told the browser cannot vouch for visibility) and the approval window
 * it opens, each in its own document, talking through stand-in windows that deliver like postMessage.
 */
function frameAndWindow() {
  const frameListeners = new Set<(event: MessageEvent) => void>();
  const windowListeners = new Set<(event: MessageEvent) => void>();
  const { clock, advance } = manualClock();
  const seen = controlledVisibility();
  // The frame's window as the approval window sees it: its opener, and the source of the frame's messages.
  const frameSelf = {
    postMessage: (message: unknown, targetOrigin: string) => {
      if (targetOrigin === ORIGIN) later(() => frameListeners, event(structuredClone(message), ORIGIN, popupHandle));
    },
  };
  const popupDoc = document.implementation.createHTMLDocument('approve');
  let closedByScript = false;
  const popupHandle: OpenedWindow = {
    get source() {
      return popupHandle;
    },
    get closed() {
      return closedByScript;
    },
    postMessage: (message, targetOrigin) => {
      if (targetOrigin === ORIGIN) later(() => windowListeners, event(structuredClone(message), ORIGIN, frameSelf));
    },
    close: () => void (closedByScript = true),
  };
  const frameDoc = document.implementation.createHTMLDocument('frame');
  const screen = new ApprovalScreen({
    document: frameDoc, clock, armDelayMs: 500, visibility: cannotTellVisibility(),
    approvalWindow: {
      window: {
        location: { origin: ORIGIN, search: '', reload: () => undefined },
        addEventListener: (_type, listener) => void frameListeners.add(listener),
        removeEventListener: (_type, listener) => void frameListeners.delete(listener),
      },
      randomId: () => 'request-7',
      open: () => {
        startApprovalWindow({
          document: popupDoc, location: { origin: ORIGIN }, clock, armDelayMs: 500, visibility: seen.visibility,
          opener: frameSelf,
          addEventListener: (_type, listener) => void windowListeners.add(listener),
          removeEventListener: (_type, listener) => void windowListeners.delete(listener),
          close: () => void (closedByScript = true),
        });
        return popupHandle;
      },
    },
  });
  const inFrame = (testId: string) => frameDoc.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  const inWindow = (testId: string) => popupDoc.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  return { screen, advance, seen, inFrame, inWindow, popupDoc, windowListeners, frameListeners, frameSelf, isClosed: () => closedByScript };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

/** Clicks a button once it is drawn: messages between the frame and the window cross asynchronously. */
async function clickWhenShown(find: () => HTMLButtonElement | null): Promise<void> {
  const button = await vi.waitFor(() => {
    const found = find();
    if (!found) throw new Error('not drawn yet');
    return found;
  }, { timeout: 5_000 });
  button.click();
}

describe('the approval window and the frame together', () => {
  it('the window shows the same summary, arms Approve like the frame does, and its Approve settles the frame\'s approval', async () => {
    const both = frameAndWindow();
    const answer = both.screen.ask(SUMMARY, REQUESTER);
    await clickWhenShown(() => both.inFrame('wp-frame-review'));
    // The window draws its card once the frame's summary message has crossed: a loaded machine takes longer than a tick.
    await vi.waitFor(() => expect(both.popupDoc.querySelector('[data-testid="wp-frame-approval"] h1')?.textContent).toBe('Sign message'), { timeout: 5_000 });
    expect(both.popupDoc.querySelector('[data-testid="wp-approval-origin"]')?.textContent).toBe('https://shop.example');
    expect(both.popupDoc.querySelector('[data-testid="wp-approval-name"]')?.textContent).toContain('Shop\\u{202E}elppa');
    expect(both.popupDoc.querySelector('[data-testid="wp-approval-warnings"]')?.textContent).toBe('Check this');
    // Hidden (a background tab): Approve stays off however long; shown for the arm delay, it counts.
    both.advance(2_000);
    both.inWindow('wp-frame-approve')?.click();
    await tick();
    expect(both.inWindow('wp-frame-approve')).not.toBeNull();
    both.seen.setVisible(true);
    both.advance(500);
    both.inWindow('wp-frame-approve')?.click();
    expect(await answer).toBe(true);
    await tick();
    expect(both.popupDoc.querySelector('[data-testid="wp-approval-window-status"]')?.textContent).toBe(ANSWERED_TEXT);
    expect(both.isClosed()).toBe(true);
    expect([both.windowListeners.size, both.frameListeners.size]).toEqual([0, 0]);
  });

  it('Reject in the window declines in the frame', async () => {
    const both = frameAndWindow();
    const answer = both.screen.ask(SUMMARY, REQUESTER);
    await clickWhenShown(() => both.inFrame('wp-frame-review'));
    await clickWhenShown(() => both.inWindow('wp-frame-reject'));
    expect(await answer).toBe(false);
  });

  it('the window reads a request only from its opener at its own origin, and only one', async () => {
    const both = frameAndWindow();
    void both.screen.ask(SUMMARY, REQUESTER);
    await clickWhenShown(() => both.inFrame('wp-frame-review'));
    await vi.waitFor(() => expect(both.inWindow('wp-frame-approve')).not.toBeNull(), { timeout: 5_000 });
    const forged = { type: 'walletport-approval-window:request', id: 'x', summary: { ...SUMMARY, title: 'Forged' }, requester: REQUESTER };
    for (const listener of [...both.windowListeners]) {
      listener(event(forged, 'https://shop.example', both.frameSelf));
      listener(event(forged, ORIGIN, {}));
      listener(event(forged, ORIGIN, both.frameSelf));
    }
    expect(both.popupDoc.querySelectorAll('[data-testid="wp-frame-approval"]')).toHaveLength(1);
    expect(both.popupDoc.querySelector('h1')?.textContent).toBe('Sign message');
  });

  it('a window nobody opened says so and shows nothing to approve', () => {
    const doc = document.implementation.createHTMLDocument('approve');
    startApprovalWindow({
      document: doc, location: { origin: ORIGIN }, opener: null, visibility: controlledVisibility().visibility,
      addEventListener: () => undefined, removeEventListener: () => undefined, close: () => undefined,
    });
    expect(doc.querySelector('[data-testid="wp-approval-window-status"]')?.textContent).toBe(NO_OPENER_TEXT);
    expect(doc.querySelector('[data-testid="wp-frame-approve"]')).toBeNull();
  });
});
