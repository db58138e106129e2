import type { BrowserContextOptions } from 'playwright-core';

/**
 * The four visitors of the journey suites: between them every pair of screen (a phone, 390×844 with
 * mobile emulation, and a desktop), theme, language (English, Arabic) and hand (mouse, keyboard only).
 */

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export interface Visitor {
  readonly name: string;
  readonly screen: BrowserContextOptions;
  readonly theme: 'light' | 'dark';
  readonly locale: 'en' | 'ar';
  readonly keyboard: boolean;
}

export const VISITORS: readonly Visitor[] = [
  { name: 'desktop-dark-en-mouse', screen: DESKTOP, theme: 'dark', locale: 'en', keyboard: false },
  { name: 'phone-light-ar-mouse', screen: PHONE, theme: 'light', locale: 'ar', keyboard: false },
  { name: 'desktop-light-ar-keyboard', screen: DESKTOP, theme: 'light', locale: 'ar', keyboard: true },
  { name: 'phone-dark-en-keyboard', screen: PHONE, theme: 'dark', locale: 'en', keyboard: true },
];

/** The demo's address query for the visitor's theme and language, with `extra` (e.g. `&siwx`) after. */
export function visitorQuery(visitor: Visitor, extra = ''): string {
  return `?theme=${visitor.theme}${visitor.locale === 'en' ? '' : `&locale=${visitor.locale}`}${extra}`;
}
