import type { Browser } from 'playwright-core';
import { blockNonLoopback } from '../stand-ins/chromium.ts';

export interface ClickSample {
  /** ms from the click to the animation frame in which the dialog is first in the DOM. */
  readonly ms: number;
  /** 1 = the dialog is there for the first frame after the click. */
  readonly frames: number;
}

/** A click measured in the page, which also tells when the first dialog of any kind appeared. */
export interface DialogClickSample extends ClickSample {
  /**
   * Frames until the click shows any dialog: the modal's, or the loading dialog walletport's first script
   * draws while the core or the modal is still on its way (a click before they arrived).
   */
  readonly feedbackFrames: number;
}

/** Runs in the page: click the button, count animation frames until a dialog exists. */
const MEASURE_IN_PAGE = `(() => new Promise((resolve) => {
  const button = document.querySelector('[data-testid=appkit-button]');
  const t0 = performance.now();
  let frames = 0;
  let feedbackFrames = 0;
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  const tick = () => {
    frames += 1;
    if (!feedbackFrames && document.querySelector('[role=dialog],[data-walletport-loading]')) feedbackFrames = frames;
    if (document.querySelector('[role=dialog]')) resolve({ ms: performance.now() - t0, frames, feedbackFrames });
    else if (frames > 600) resolve({ ms: Number.NaN, frames, feedbackFrames: feedbackFrames || frames });
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}))()`;

/** Closes the dialog (Escape, then its Close button) and resolves once it has left the page; false if it stays. */
export const CLOSE_IN_PAGE = `(() => new Promise((resolve) => {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  const close = document.querySelector('[role=dialog] [aria-label=Close]');
  if (close) close.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  let frames = 0;
  const gone = () => {
    frames += 1;
    if (!document.querySelector('[role=dialog]')) resolve(true);
    else if (frames > 600) resolve(false);
    else requestAnimationFrame(gone);
  };
  requestAnimationFrame(gone);
}))()`;

/**
 * Waits until the page is loaded and idle, so idle-time preloads have had their chance. Both idle waits
 * have a deadline: a page the browser throttles may never be granted an idle period.
 */
export const SETTLE_IN_PAGE = `(() => new Promise((resolve) => {
  const idle = window.requestIdleCallback ?? ((cb) => setTimeout(cb, 50));
  idle(() => setTimeout(() => idle(() => resolve(true), { timeout: 2000 }), 100), { timeout: 2000 });
}))()`;

export async function measureClicks(browser: Browser, url: string, runs: number): Promise<{ first: DialogClickSample[]; repeat: DialogClickSample[] }> {
  const first: DialogClickSample[] = [];
  const repeat: DialogClickSample[] = [];
  const context = await browser.newContext();
  await blockNonLoopback(context);
  const page = await context.newPage();
  for (let i = 0; i < runs; i += 1) {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid=appkit-button]');
    await page.evaluate(SETTLE_IN_PAGE);
    first.push((await page.evaluate(MEASURE_IN_PAGE)) as DialogClickSample);
    await page.evaluate(CLOSE_IN_PAGE);
  }
  for (let i = 0; i < runs; i += 1) {
    await page.evaluate(SETTLE_IN_PAGE);
    repeat.push((await page.evaluate(MEASURE_IN_PAGE)) as DialogClickSample);
    await page.evaluate(CLOSE_IN_PAGE);
  }
  await context.close();
  return { first, repeat };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
