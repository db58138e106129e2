import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { ANDROID_PHONE } from './screens.ts';


let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

interface Focus {
  readonly role: string;
  readonly name: string;
  readonly inDialog: boolean;
}

/** What has focus: its role (explicit, else its input type or tag), its accessible name as far as the test needs it, and whether it is in the dialog. */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const role = element?.getAttribute('role') ?? (element instanceof HTMLInputElement ? element.type : element?.tagName.toLowerCase() ?? '');
    const label = element instanceof HTMLInputElement ? Array.from(element.labels ?? []).map((node) => node.textContent).join(' ') : '';
    const name = (element?.getAttribute('aria-label') ?? (label || element?.textContent) ?? '').trim().replace(/\s+/g, ' ');
    return { role, name, inDialog: !!element?.closest('[role="dialog"]') };
  });
}

/** Presses Tab (at most `limit` times) until `matches` holds for what has focus. */
async function tabTo(page: Page, matches: (state: Focus) => boolean, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (matches(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Every element Tab reaches in the dialog, once round (the dialog keeps Tab inside it). */
async function tabRound(page: Page): Promise<readonly Focus[]> {
  const seen: Focus[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const state = await focused(page);
    if (seen.some((before) => before.role === state.role && before.name === state.name)) break;
    seen.push(state);
  }
  return seen;
}

const isWallet = (state: Focus): boolean => state.inDialog && state.name.startsWith('Demo Wallet');

describe('the terms box on a phone, by keyboard alone', () => {
  it('Tab reaches the box, Space ticks it, and only then Tab reaches a wallet and Enter connects', async () => {
    const { context, page, errors } = await session.openPage('?terms', ANDROID_PHONE);
    const pageButton: Locator = page.getByRole('main').getByRole('button', { name: /^Connect/ });
    await pageButton.waitFor();
    await tabTo(page, (state) => state.name.startsWith('Connect') && !state.inDialog);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor();

    const box = dialog.getByRole('checkbox', { name: 'I agree to our Terms of Service' });
    const wallet = dialog.getByRole('button', { name: /^Demo Wallet/ });
    await wallet.waitFor();
    expect(await box.isChecked()).toBe(false);
    // Unticked, the wallet waits: it is shown, but not offered to Enter, and nothing in the dialog starts a connect.
    expect(await wallet.isDisabled()).toBe(true);
    const before = await tabRound(page);
    expect(before.some((state) => state.role === 'checkbox')).toBe(true);
    expect(before.filter(isWallet)).toEqual([]);
    expect(await session.wallet(page, (w) => w.calls.includes('eth_requestAccounts'))).toBe(false);

    await tabTo(page, (state) => state.inDialog && state.role === 'checkbox' && state.name === 'I agree to our Terms of Service');
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    expect(await wallet.isDisabled()).toBe(false);

    await tabTo(page, isWallet);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('main').getByRole('button', { name: /^0x/ }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
