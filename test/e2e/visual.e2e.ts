/**
 * Pixel comparison of the dialog (Connect, Account, All Wallets; light and dark) against the baselines
 * committed in test/e2e/visual-baselines/<theme>-<View>.png: reduced motion, a 1280×800 viewport, the
 * dialog element only, images loaded, pixelmatch threshold 0.1 and at most 0.5 % of pixels different.
 *
 * A missing baseline fails. To write (or rewrite) every baseline after a deliberate change of look:
 *
 *   WALLETPORT_UPDATE_VISUAL=1 npx vitest run --project e2e test/e2e/visual.e2e.ts
 *
 * A failed comparison leaves the actual picture and a diff under test/e2e/.screenshots/visual/.
 * Only stable views are compared: nothing time-dependent (no QR code, no pending wait) is on them, the
 * test wallet's address is fixed and each run's anvil chains are fresh, so the balance is always 10000.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { connectTestWallet, DIALOG, SCREENSHOT_DIR, settleView, TEST_WALLET_RDNS, THEMES } from './view-tour.ts';

const BASELINE_DIR = fileURLToPath(new URL('./visual-baselines/', import.meta.url));
const UPDATE = process.env['WALLETPORT_UPDATE_VISUAL'] === '1';
const THRESHOLD = 0.1;
const MAX_DIFFERENT = 0.005;

let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

/** The dialog's picture, with carets hidden and anything still animating finished. */
async function dialogShot(page: Page): Promise<Buffer> {
  // Focus rings depend on how the dialog was reached; the picture is of the content, not the focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return page.locator(DIALOG).screenshot({ animations: 'disabled', caret: 'hide' });
}

/** Compares with the baseline (or writes it when updating); returns what differs, empty when alike. */
function compare(name: string, actual: Buffer): string {
  const baselinePath = join(BASELINE_DIR, `${name}.png`);
  if (UPDATE) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, actual);
    return '';
  }
  if (!existsSync(baselinePath)) return `no baseline ${baselinePath}: run with WALLETPORT_UPDATE_VISUAL=1 to write it`;
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const shot = PNG.sync.read(actual);
  const outDir = join(SCREENSHOT_DIR, 'visual');
  mkdirSync(outDir, { recursive: true });
  if (expected.width !== shot.width || expected.height !== shot.height) {
    writeFileSync(join(outDir, `${name}.actual.png`), actual);
    return `${name}: size ${shot.width}×${shot.height}, baseline ${expected.width}×${expected.height}`;
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const different = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, { threshold: THRESHOLD });
  const share = different / (shot.width * shot.height);
  if (share <= MAX_DIFFERENT) return '';
  writeFileSync(join(outDir, `${name}.actual.png`), actual);
  writeFileSync(join(outDir, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${(share * 100).toFixed(2)} % of pixels differ (at most ${MAX_DIFFERENT * 100} %)`;
}

async function expectReady(page: Page, view: 'Connect' | 'Account' | 'AllWallets'): Promise<void> {
  expect(await settleView(page, view)).toBeUndefined();
}

describe('the dialog looks as it did', () => {
  for (const theme of THEMES) {
    it(`${theme}: Connect, All Wallets and Account match their baselines`, async () => {
      const { context, page, errors } = await session.openPage(`?theme=${theme}`, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const differences: string[] = [];
      await page.getByTestId('appkit-button').click();
      await page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`).waitFor();
      await expectReady(page, 'Connect');
      differences.push(compare(`${theme}-Connect`, await dialogShot(page)));

      await page.getByTestId('wp-all-wallets-entry').click();
      await expect.poll(() => page.getByTestId('wp-all-wallets').getByRole('button').count()).toBeGreaterThan(0);
      await expectReady(page, 'AllWallets');
      differences.push(compare(`${theme}-AllWallets`, await dialogShot(page)));
      await page.keyboard.press('Escape');
      if (await page.locator(DIALOG).count()) await page.keyboard.press('Escape');

      await connectTestWallet(page);
      await page.getByTestId('appkit-button').click();
      await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toBe('10000.000 ETH');
      await expectReady(page, 'Account');
      differences.push(compare(`${theme}-Account`, await dialogShot(page)));

      expect(differences.filter(Boolean)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
