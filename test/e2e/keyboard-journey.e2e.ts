import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { DIALOG, TEST_WALLET_RDNS } from './view-tour.ts';

/** A visitor without a mouse: every step below is a key press (page.keyboard), never a click. */
let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

/** What has focus, said so a failing step reads well: test id, else tag and accessible label. */
function focused(page: Page): Promise<{ testId: string | null; tag: string; inDialog: boolean; label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      testId: element?.getAttribute('data-testid') ?? null,
      tag: element?.tagName.toLowerCase() ?? '',
      inDialog: !!element?.closest('[role="dialog"]'),
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 40) ?? '',
    };
  });
}

/** Presses Tab (at most `limit` times) until `matches` holds for what has focus. */
async function tabTo(page: Page, matches: (state: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (matches(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused(page))}`);
}

/** The index of the focused tile among the All Wallets grid's buttons (-1 when focus is elsewhere). */
const focusedTile = (page: Page): Promise<number> =>
  page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="wp-all-wallets"] button')).indexOf(document.activeElement as Element));

const dialogView = (page: Page): Promise<string | null> => page.evaluate((selector) => document.querySelector(selector)?.getAttribute('data-view') ?? null, DIALOG);

describe('the modal by keyboard alone', () => {
  it('opens with Enter, traps Tab, walks the wallet grid with arrows, goes back and closes with Escape, returns focus', async () => {
    const { context, page, errors } = await session.openPage();
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toBe('Connect Wallet');
    await tabTo(page, (state) => state.testId === 'appkit-button');
    await page.keyboard.press('Enter');
    await page.locator(`${DIALOG}[data-view="Connect"]`).waitFor();

    // The focus trap: however often Tab is pressed, focus stays inside, and it comes round again.
    const seen: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const state = await focused(page);
      expect(state.inDialog, `Tab ${i + 1} left the dialog for ${JSON.stringify(state)}`).toBe(true);
      seen.push(`${state.testId}|${state.label}`);
    }
    expect(new Set(seen).size).toBeLessThan(seen.length);

    await tabTo(page, (state) => state.testId === 'wp-all-wallets-entry');
    await page.keyboard.press('Enter');
    await page.locator(`${DIALOG}[data-view="AllWallets"]`).waitFor();
    await expect.poll(() => page.getByTestId('wp-all-wallets').getByRole('button').count()).toBeGreaterThan(8);
    for (let i = 0; i < 20 && (await focusedTile(page)) < 0; i += 1) await page.keyboard.press('Tab');
    const start = await focusedTile(page);
    expect(start, 'Tab reaches the first wallet tile').toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await focusedTile(page), 'Right moves by one tile').toBe(start + 1);
    await page.keyboard.press('ArrowDown');
    expect(await focusedTile(page), 'Down moves by a row of 4').toBe(start + 5);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedTile(page), 'Left moves back by one').toBe(start + 4);
    await page.keyboard.press('ArrowUp');
    expect(await focusedTile(page), 'Up moves back a row').toBe(start);

    // Escape goes back a view while there is one, then closes.
    await page.keyboard.press('Escape');
    const afterFirst = await dialogView(page);
    expect([null, 'Connect']).toContain(afterFirst);
    if (afterFirst !== null) await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect((await focused(page)).testId).toBe('appkit-button');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('connects the test wallet, reaches Account, opens Networks from the header button and picks a network with Enter', async () => {
    const { context, page, errors } = await session.openPage();
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toBe('Connect Wallet');
    await tabTo(page, (state) => state.testId === 'appkit-button');
    await page.keyboard.press('Enter');
    await page.locator(`${DIALOG}[data-view="Connect"]`).waitFor();
    await tabTo(page, (state) => state.testId === `wp-wallet-${TEST_WALLET_RDNS}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
    await page.locator(DIALOG).waitFor({ state: 'detached' });

    await tabTo(page, (state) => state.testId === 'appkit-button');
    await page.keyboard.press('Enter');
    await page.locator(`${DIALOG}[data-view="Account"]`).waitFor();
    await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toMatch(/ETH$/);
    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect((await focused(page)).testId).toBe('appkit-button');

    // The page header's <appkit-network-button>: its button lives in the element's shadow root.
    await tabTo(page, (state) => state.tag === 'appkit-network-button');
    await page.keyboard.press('Enter');
    await page.locator(`${DIALOG}[data-view="Networks"]`).waitFor();
    await tabTo(page, (state) => state.testId === 'wp-network-eip155:31338');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('eip155:31338');
    expect(await session.wallet(page, (w) => w.currentChainId)).toBe(31338);
    expect(errors).toEqual([]);
    await context.close();
  });
});
