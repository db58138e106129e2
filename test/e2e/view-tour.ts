import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { View } from '../../domain/routing/views.ts';

/** The demo's injected test wallet, as its Connect row is named. */
export const TEST_WALLET_RDNS = 'dev.walletport.demo';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The WCAG levels the modal promises: A and AA of WCAG 2.0 and 2.1. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const SCREENSHOT_DIR = fileURLToPath(new URL('./.screenshots/', import.meta.url));

/** One thing to fix, said so a failure names the view, the theme, the rule and the element. */
export interface Finding {
  readonly view: string;
  readonly theme: string;
  readonly rule: string;
  readonly impact: string;
  readonly targets: readonly string[];
  readonly help: string;
}

export function describeFinding(finding: Finding): string {
  return `${finding.view} [${finding.theme}] ${finding.rule} (${finding.impact}): ${finding.help} → ${finding.targets.join(' | ')}`;
}

/** The dialog's selector; every check runs inside it, never on the host page. */
export const DIALOG = '[role="dialog"]';

/** Clicks the page's connect button and the test wallet's row, then waits for the hooks to say connected. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByTestId('appkit-button').click();
  await page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`).click();
  await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
  await page.locator(DIALOG).waitFor({ state: 'detached' });
}

/** What a dApp's own code does for a view no button reaches: the demo's instance (see test/demo/demo-test-options.ts). */
export async function openView(page: Page, view: View): Promise<void> {
  await page.evaluate((name) => {
    const kit = (window as unknown as { __WALLETPORT_APPKIT__?: { open(options: { view: string }): Promise<void> } }).__WALLETPORT_APPKIT__;
    if (!kit) throw new Error('the demo did not expose its AppKit instance');
    return kit.open({ view: name });
  }, view);
}

/**
 * Waits until the dialog shows `view` and its content is in (no "Loading…" left). Returns what went
 * wrong instead of throwing, so one slow view does not hide the findings of the others.
 */
export async function settleView(page: Page, view: View, timeout = 15_000): Promise<string | undefined> {
  try {
    await page.locator(`${DIALOG}[data-view="${view}"]`).waitFor({ timeout });
  } catch {
    const shown = await page.locator(DIALOG).getAttribute('data-view', { timeout: 1_000 }).catch(() => null);
    return `not reached (the dialog shows ${shown ?? 'nothing'})`;
  }
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const loading = await page.evaluate((selector) => (document.querySelector(selector)?.textContent ?? '').includes('Loading…'), DIALOG);
    if (!loading) return waitForImages(page).then(() => waitForStillness(page));
    await page.waitForTimeout(200);
  }
  return `still "Loading…" after ${timeout} ms`;
}

/**
 * Waits for the view's entrance (fade, height, header text) to end: axe measures colours as they are
 * painted, and a half-faded text would read as low contrast. Endless animations (spinners) never end.
 */
export async function waitForStillness(page: Page): Promise<undefined> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  return undefined;
}

/**
 * Every image in the dialog finished (loaded or failed), and no tile still holds the place of an image
 * it has not asked for yet (tiles wait for a resting grid): screenshots and contrast checks see the final page.
 */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img`));
    return images.every((image) => image.complete) && document.querySelector(`${selector} .wp-image-loading`) === null;
  }, DIALOG, { timeout: 10_000 });
}

/** axe-core over the dialog, WCAG 2.x A and AA: the violations of impact serious or critical. */
export async function axeViolations(page: Page, view: string, theme: string): Promise<Finding[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const dialog = document.querySelector(selector);
      if (!dialog) return [{ id: 'dialog-gone', impact: 'critical', help: 'the dialog disappeared (a view threw?)', targets: [selector] }];
      const result = await axe.run(dialog, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    { selector: DIALOG, tags: AXE_TAGS },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ view, theme, rule: violation.id, impact: violation.impact, targets: violation.targets, help: violation.help }));
}

/** A screenshot of the page as the visitor sees it, under test/e2e/.screenshots/<theme>/<view>.png. */
export async function saveScreenshot(page: Page, theme: string, view: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, theme, `${view}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

/**
 * Settles the view, runs axe over it and saves its screenshot; everything found (a view that never
 * came, one still loading, a page error, an axe violation) goes into `findings`. Returns whether the
 * dialog is still there: a view that threw takes the modal down, and the tour then reloads the page.
 */
export async function auditView(page: Page, view: View, theme: Theme, findings: Finding[], errors: string[] = []): Promise<boolean> {
  const problem = await settleView(page, view);
  if (problem) findings.push({ view, theme, rule: 'view-not-ready', impact: 'critical', targets: [DIALOG], help: problem });
  if (!problem?.startsWith('not reached')) {
    findings.push(...(await axeViolations(page, view, theme)));
    await saveScreenshot(page, theme, view);
  }
  for (const error of errors.splice(0)) findings.push({ view, theme, rule: 'page-error', impact: 'critical', targets: ['window'], help: error });
  return (await page.locator(DIALOG).count()) > 0;
}

/** After a view took the modal down: the page again, reconnected silently when it was connected. */
export async function reloadDemo(page: Page, connected: boolean): Promise<void> {
  await page.reload();
  await page.getByTestId('appkit-button').waitFor();
  if (connected) await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
}
