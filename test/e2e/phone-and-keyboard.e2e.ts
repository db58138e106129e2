import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { ANDROID_PHONE } from './screens.ts';
import { DIALOG, THEMES, waitForStillness } from './view-tour.ts';


let session: BrowserSession;

/** The host page's own Connect button (its words may say "Connect" or "Connect Wallet"). */
const connectButton = (page: Page): Locator => page.getByRole('main').getByRole('button', { name: /^Connect/ });

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The part of the page on screen (the visual viewport), in the coordinates getBoundingClientRect uses. */
function visualViewport(page: Page): Promise<Box & { readonly scale: number }> {
  return page.evaluate(() => {
    const viewport = window.visualViewport!;
    return { left: viewport.offsetLeft, top: viewport.offsetTop, right: viewport.offsetLeft + viewport.width, bottom: viewport.offsetTop + viewport.height, scale: viewport.scale };
  });
}

function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  });
}

/** Whether `inner` lies inside `outer`, give or take a pixel of rounding. */
function inside(inner: Box, outer: Box): boolean {
  return inner.left >= outer.left - 1 && inner.top >= outer.top - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;
}

/** The sheet and its close button, each inside what the visitor sees; and nothing in the sheet wider than it. */
async function expectSheetOnScreen(page: Page, situation: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  // The sheet slides up for 150 ms; where it comes to rest is what counts.
  await waitForStillness(page);
  const screen = await visualViewport(page);
  const sheet = await box(dialog);
  const close = await box(dialog.getByRole('button', { name: 'Close' }));
  expect(inside(sheet, screen), `${situation}: the sheet ${JSON.stringify(sheet)} inside the screen ${JSON.stringify(screen)}`).toBe(true);
  expect(inside(close, screen), `${situation}: the close button ${JSON.stringify(close)} inside the screen ${JSON.stringify(screen)}`).toBe(true);
  expect(Math.round(sheet.bottom), `${situation}: docked to the bottom of the screen`).toBe(Math.round(screen.bottom));
  const wider = await dialog.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('*'))
      .filter((child) => {
        const rect = child.getBoundingClientRect();
        return rect.width > 0 && (rect.left < outer.left - 1 || rect.right > outer.right + 1);
      })
      .map((child) => `${child.tagName.toLowerCase()}.${child.className}`);
  });
  expect(wider, `${situation}: elements wider than the sheet`).toEqual([]);
}

describe('on a phone (390×844, mobile emulation)', () => {
  it('the demo page fits the screen: nothing wider than 390 px, its header included', async () => {
    const { context, page, errors } = await session.openPage('', ANDROID_PHONE);
    await connectButton(page).waitFor();
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      header: Math.ceil(document.querySelector('header')!.getBoundingClientRect().right),
      widest: Math.max(...Array.from(document.querySelectorAll('body *')).map((element) => Math.ceil(element.getBoundingClientRect().right))),
    }));
    expect(widths).toEqual({ document: 390, header: expect.any(Number), widest: expect.any(Number) });
    expect(widths.header).toBeLessThanOrEqual(390);
    expect(widths.widest).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by keyboard on a phone, the Account view lists each token with its amount and its worth in dollars', async () => {
    const { context, page, errors } = await session.openPage('', ANDROID_PHONE);
    await connectAndOpenAccountByKeyboard(page);
    const tokens = page.getByRole('dialog').getByRole('list', { name: 'Tokens' }).getByRole('listitem');
    await expect.poll(() => tokens.allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^Ether10000\.000 ETH\$\d+\.\d{2}$/));
    // The worth carries its unit: a bare number beside the amount would read as a second balance.
    for (const row of await tokens.allTextContents()) expect(row).toMatch(/\$\d+\.\d{2}$/);
    await expectSheetOnScreen(page, 'the Account view with its tokens');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by keyboard on a phone, a send ends on a screen whose whole hash fits the sheet and copies with Enter', async () => {
    const { context, page, errors } = await session.openPage('', ANDROID_PHONE);
    await connectAndOpenAccountByKeyboard(page);
    const dialog = page.getByRole('dialog');
    await tabToElement(page, dialog.getByRole('button', { name: 'Send', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Send' }).waitFor();
    await tabToElement(page, dialog.getByLabel('Amount', { exact: true }));
    await page.keyboard.type('0.01');
    await tabToElement(page, dialog.getByLabel('To', { exact: true }));
    // anvil's fourth dev account, which no other browser test pays.
    await page.keyboard.type('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    await page.keyboard.press('Enter');
    await dialog.getByText('Sent.').waitFor({ timeout: 30_000 });
    await expectSheetOnScreen(page, 'the screen after a send, with the whole hash');

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await tabToElement(page, dialog.getByRole('button', { name: 'Copy transaction hash' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByTestId('wp-send-copy-status').textContent()).toBe('Transaction hash copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await dialog.getByTestId('wp-send-hash').textContent()).toBe(`Transaction ${copied}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sheet and its close button stay on screen on a host page wider than the screen, zoomed in and scrolled sideways', async () => {
    const { context, page, errors } = await session.openPage('', ANDROID_PHONE);
    // A host page that lays itself out wider than the phone (a wide table, a fixed-width banner).
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.textContent = 'A host page element 1200 px wide';
      wide.style.width = '1200px';
      document.body.append(wide);
    });
    await connectButton(page).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor();
    await expectSheetOnScreen(page, 'wide host page');

    // The visitor swipes sideways over the page (the screen shows another part of the wide layout)...
    await page.mouse.move(195, 100);
    await page.mouse.wheel(300, 0);
    await expect.poll(async () => (await visualViewport(page)).left).toBeGreaterThan(100);
    await expectSheetOnScreen(page, 'scrolled sideways');
    // ... zooms in (as a pinch does: the page scale), and swipes further.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
    await expect.poll(async () => (await visualViewport(page)).scale).toBe(2);
    await expectSheetOnScreen(page, 'zoomed in');
    const before = (await visualViewport(page)).left;
    await page.mouse.wheel(200, 0);
    await expect.poll(async () => (await visualViewport(page)).left).toBeGreaterThan(before);
    await expectSheetOnScreen(page, 'zoomed in and scrolled sideways');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** What has focus: its role (explicit, else its tag), its accessible name as far as the test needs it, and whether it is in the dialog. */
function focused(page: Page): Promise<{ role: string; name: string; inDialog: boolean; selected: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const role = element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '';
    const name = (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().replace(/\s+/g, ' ');
    return { role, name, inDialog: !!element?.closest('[role="dialog"]'), selected: element?.getAttribute('aria-selected') ?? null };
  });
}

/**
 * The page's button once connected: it starts with the shortened address. Matched that strictly because
 * the page has other buttons naming ETH (its Pay button), which a looser test would press instead.
 */
function isAccountButton(state: Awaited<ReturnType<typeof focused>>): boolean {
  return !state.inDialog && state.role === 'button' && /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/.test(state.name);
}

/** By keyboard alone: Connect, the demo wallet, and once the modal has closed, the account button into the Account view. */
async function connectAndOpenAccountByKeyboard(page: Page): Promise<void> {
    await connectButton(page).waitFor();
    await tabTo(page, (state) => state.name.startsWith('Connect') && !state.inDialog);
    await page.keyboard.press('Enter');
    await tabTo(page, (state) => state.inDialog && state.name.startsWith('Demo Wallet'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    await tabTo(page, isAccountButton);
    await page.keyboard.press('Enter');
}

/** Presses Tab (at most `limit` times) until `target` has focus. */
async function tabToElement(page: Page, target: Locator, limit = 40): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Presses Tab (at most `limit` times) until `matches` holds for what has focus. */
async function tabTo(page: Page, matches: (state: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (matches(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused(page))}`);
}

/**
 * The focus ring of what has focus, as painted: outline style and width, and its contrast against the
 * colours next to it (the element's own background, for a ring drawn on its edge, and what is behind it).
 */
function focusRing(page: Page): Promise<{ element: string; style: string; width: number; contrast: number }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const channels = (colour: string): number[] => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (colour: string): boolean => {
      const [, , , alpha = 1] = channels(colour);
      return colour !== 'transparent' && alpha > 0;
    };
    const background = (from: Element | null): string => {
      for (let node = from; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const luminance = (colour: string): number => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string): number => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const style = getComputedStyle(element);
    const adjacent = [background(element), background(element.parentElement)];
    return {
      element: `${element.tagName.toLowerCase()}.${element.className} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: Math.min(...adjacent.map((colour) => ratio(style.outlineColor, colour))),
    };
  });
}

async function expectVisibleRing(page: Page, step: string): Promise<void> {
  const ring = await focusRing(page);
  expect(ring.style, `${step}: ${ring.element} has a solid ring`).toBe('solid');
  expect(ring.width, `${step}: ${ring.element} ring width`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `${step}: ${ring.element} ring contrast`).toBeGreaterThanOrEqual(3);
}

/** Counts the moments the dialog is open with focus on <body> (checked every 10 ms from the page). */
async function watchBodyFocus(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = { count: 0 };
    (window as unknown as { __bodyFocus: typeof seen }).__bodyFocus = seen;
    setInterval(() => {
      if (document.querySelector('[role="dialog"]') && (document.activeElement === null || document.activeElement === document.body)) seen.count += 1;
    }, 10);
  });
  return () => page.evaluate(() => (window as unknown as { __bodyFocus: { count: number } }).__bodyFocus.count);
}

describe('by keyboard alone', () => {
  it('connects, goes to Networks and back, switches network, walks the tabs with arrows; focus never on <body>, always ringed', async () => {
    const { context, page, errors } = await session.openPage();
    const bodyFocus = await watchBodyFocus(page);
    const pageButton = connectButton(page);
    await pageButton.waitFor();
    await tabTo(page, (state) => state.name.startsWith('Connect') && !state.inDialog);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor();
    await tabTo(page, (state) => state.inDialog && state.name.startsWith('Demo Wallet'));
    await expectVisibleRing(page, 'the wallet row');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 15_000 }).toBe('connected');
    await page.locator(DIALOG).waitFor({ state: 'detached' });

    // The page's button now shows the account: Enter opens the Account view.
    await tabTo(page, isAccountButton);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'Account' }).waitFor();

    // Networks from the header's button: focus goes to the new view's heading.
    await tabTo(page, (state) => state.inDialog && state.name.startsWith('Switch network'));
    await expectVisibleRing(page, 'the header network button');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'Choose Network' }).waitFor();
    expect(await focused(page)).toMatchObject({ role: 'h2', name: 'Choose Network', inDialog: true });
    // Back returns focus to the button Networks was opened from.
    await tabTo(page, (state) => state.inDialog && state.name === 'Back');
    await expectVisibleRing(page, 'Back');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'Account' }).waitFor();
    expect(await focused(page)).toMatchObject({ role: 'button', name: 'Switch network: Anvil Local', inDialog: true });

    // A switch returns to Account, focus on that same button (now naming the new network).
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'Choose Network' }).waitFor();
    await tabTo(page, (state) => state.inDialog && state.name === 'Anvil Local 2');
    await expectVisibleRing(page, 'a network row');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('demo-network').textContent(), { timeout: 15_000 }).toBe('eip155:31338');
    await page.getByRole('dialog').getByRole('heading', { name: 'Account' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ role: 'button', name: 'Switch network: Anvil Local 2', inDialog: true });

    // The tabs: one tab stop, arrows move and select, Home and End go to the ends.
    await tabTo(page, (state) => state.role === 'tab');
    expect(await focused(page)).toMatchObject({ name: 'Tokens', selected: 'true' });
    await expectVisibleRing(page, 'the Tokens tab');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'NFTs', selected: 'true' });
    await page.keyboard.press('End');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Activity', selected: 'true' });
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Tokens', selected: 'true' });
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Activity', selected: 'true' });
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Tokens', selected: 'true' });
    expect(await page.getByRole('dialog').getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('wp-tab-Tokens');
    await page.keyboard.press('Tab');
    expect((await focused(page)).role, 'Tab leaves the tablist: the other tabs are no tab stops').not.toBe('tab');

    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    expect(await bodyFocus(), 'moments the open dialog had focus on <body>').toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const theme of THEMES) {
    it(`every stop of the Connect view has a 2px ring with 3:1 contrast in the ${theme} theme`, async () => {
      const { context, page, errors } = await session.openPage(`?theme=${theme}`);
      const pageButton = connectButton(page);
      await pageButton.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor();
      await waitForStillness(page);
      const seen = new Set<string>();
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        const state = await focused(page);
        seen.add(`${state.role}|${state.name}`);
        await expectVisibleRing(page, `${theme} stop ${i + 1}`);
      }
      expect(seen.size, 'the walk met several controls').toBeGreaterThan(4);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
