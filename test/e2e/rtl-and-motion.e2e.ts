import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { DIALOG, openView, TEST_WALLET_RDNS } from './view-tour.ts';

let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

/** A site's own words for the All Wallets title, in Arabic ("connect the wallet"): the override reaches the header. */
const ARABIC_TITLE = 'ربط المحفظة';
const RTL_QUERY = `?locale=ar&messages=${encodeURIComponent(JSON.stringify({ 'title.AllWallets': ARABIC_TITLE }))}`;

/** Descendants of the dialog sticking out of it sideways (a name or a row wider than the dialog). */
function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector<HTMLElement>(selector);
    if (!dialog) return ['no dialog'];
    const box = dialog.getBoundingClientRect();
    const out = Array.from(dialog.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
    });
    const own = dialog.scrollWidth > dialog.clientWidth ? [`dialog scrollWidth ${dialog.scrollWidth} > ${dialog.clientWidth}`] : [];
    return [...own, ...out.map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`)];
  }, DIALOG);
}

/** Animations and transitions running in the dialog, with a duration above 0. */
function runningMotion(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector(selector);
    return document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        return animation.playState === 'running' && duration > 0 && !!target && !!dialog?.closest('.wp-root')?.contains(target);
      })
      .map((animation) => `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'animation'} on ${((animation.effect as KeyframeEffect).target as Element).className}`);
  }, DIALOG);
}

/** Elements of the dialog (itself included) whose transitions last 150 ms, the modal height and view transition durations. */
function transitions150(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector<HTMLElement>(selector);
    if (!dialog) return 0;
    return [dialog, ...Array.from(dialog.querySelectorAll<HTMLElement>('*'))].filter((element) => getComputedStyle(element).transitionDuration.split(',').some((value) => value.trim() === '0.15s')).length;
  }, DIALOG);
}

describe('right to left', () => {
  it('locale ar: the dialog is rtl, the back button right of the title, rows from the right, nothing overflows', async () => {
    const { context, page, errors } = await session.openPage(RTL_QUERY);
    await page.getByTestId('appkit-button').click();
    await page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`).waitFor();
    expect(await page.locator(DIALOG).evaluate((dialog) => [dialog.closest('[dir]')?.getAttribute('dir'), getComputedStyle(dialog).direction])).toEqual(['rtl', 'rtl']);
    expect(await horizontalOverflow(page)).toEqual([]);
    // A row starts at the right: the wallet's image is right of its name.
    const row = page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`);
    const [image, text] = await row.evaluate((element) => [element.querySelector('img')?.getBoundingClientRect().left ?? 0, element.querySelector('span')?.getBoundingClientRect().left ?? 0]);
    expect(image).toBeGreaterThan(text!);

    await page.getByTestId('wp-all-wallets-entry').click();
    await page.locator(`${DIALOG}[data-view="AllWallets"]`).waitFor();
    const title = page.locator('#wp-dialog-title');
    expect(await title.textContent()).toBe(ARABIC_TITLE);
    const back = page.locator(DIALOG).getByRole('button', { name: 'رجوع' });
    const [backBox, titleBox] = [await back.boundingBox(), await title.boundingBox()];
    expect(backBox!.x, 'the back button sits right of the title').toBeGreaterThanOrEqual(titleBox!.x + titleBox!.width - 1);
    // Text starts at the right: the search field's text (and placeholder) aligns to its right edge.
    expect(await page.getByTestId('wp-wallet-search').evaluate((input) => getComputedStyle(input).textAlign)).toMatch(/^(start|right)$/);
    await expect.poll(() => page.getByTestId('wp-all-wallets').getByRole('button').count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('motion', () => {
  it('with reduced motion nothing in the dialog moves: not after a view change, not after a shake', async () => {
    const { context, page, errors } = await session.openPage('', { reducedMotion: 'reduce' });
    await page.getByTestId('appkit-button').click();
    await page.locator(`${DIALOG}[data-view="Connect"]`).waitFor();
    await page.getByTestId('wp-all-wallets-entry').click();
    await page.locator(`${DIALOG}[data-view="AllWallets"]`).waitFor();
    expect(await runningMotion(page)).toEqual([]);
    // A close refused (ApproveTransaction cannot close unforced) shakes the modal, here without moving.
    await openView(page, 'ApproveTransaction');
    await page.locator(`${DIALOG}[data-view="ApproveTransaction"]`).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator(DIALOG).count(), 'the close was refused').toBe(1);
    expect(await runningMotion(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without reduced motion a view change animates (150 ms), and so does a shake', async () => {
    const { context, page } = await session.openPage('', { reducedMotion: 'no-preference' });
    await page.getByTestId('appkit-button').click();
    await page.locator(`${DIALOG}[data-view="Connect"]`).waitFor();
    await page.getByTestId('wp-all-wallets-entry').click();
    const moving = (await runningMotion(page)).length > 0 || (await transitions150(page)) > 0;
    expect(moving, 'a running animation, or a 150 ms transition on the height container').toBe(true);
    await openView(page, 'ApproveTransaction');
    await page.locator(`${DIALOG}[data-view="ApproveTransaction"]`).waitFor();
    await page.keyboard.press('Escape');
    expect((await runningMotion(page)).length, 'the shake runs').toBeGreaterThan(0);
    await context.close();
  });
});

describe('layout by viewport width', () => {
  it('390 px wide: docked to the bottom at full width; 1280 px: centred and 360 px wide', async () => {
    const { context, page } = await session.openPage('', { viewport: { width: 390, height: 844 } });
    await page.getByTestId('appkit-button').click();
    await page.locator(`${DIALOG}[data-view="Connect"]`).waitFor();
    // The sheet slides up from the bottom edge for 150 ms: its place is where it comes to rest.
    const phone = async () => (await page.locator(DIALOG).boundingBox())!;
    const bottomEdge = async () => {
      const box = await phone();
      return Math.round(box.y + box.height);
    };
    await expect.poll(bottomEdge, { message: 'bottom edge on the viewport bottom' }).toBe(844);
    const docked = await phone();
    expect([Math.round(docked.x), Math.round(docked.width)], 'full width').toEqual([0, 390]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => Math.round((await page.locator(DIALOG).boundingBox())!.width)).toBe(360);
    const desktop = (await page.locator(DIALOG).boundingBox())!;
    expect(Math.abs(desktop.x + desktop.width / 2 - 640), 'centred across').toBeLessThanOrEqual(1);
    expect(Math.abs(desktop.y + desktop.height / 2 - 400), 'centred down').toBeLessThanOrEqual(1);
    await context.close();
  });
});
