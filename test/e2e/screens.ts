import type { BrowserContextOptions, Locator } from 'playwright-core';
import { expect } from 'vitest';

/** A phone's screen as Chromium's device emulation has it: 390×844 CSS px, three device pixels each, touch. */
export const PHONE_SCREEN: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** An iPhone: the phone's screen and Safari's user agent, which the modal reads as a phone's browser. */
export const IPHONE: BrowserContextOptions = {
  ...PHONE_SCREEN,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** An Android phone: the phone's screen and Chrome for Android's user agent. */
export const ANDROID_PHONE: BrowserContextOptions = {
  ...PHONE_SCREEN,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Fails unless `element` lies within the page's width: nothing of it hangs off the side of the screen. */
export async function expectWithinScreenWidth(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = element.page().viewportSize()?.width;
  expect(box, 'the element has a box on the page').not.toBeNull();
  expect(width, 'the page has a viewport').toBeDefined();
  if (!box || width === undefined) return;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
}
