import type { BrowserContextOptions } from 'playwright-core';
import { DESKTOP, IPHONE } from './screens.ts';

/**
 * The four visitors of the journey suites: between them every pair of screen (a phone, 390×844 with
 * mobile emulation, and a desktop), theme, language (English, Arabic) and hand (mouse, keyboard only).
 */


export interface Visitor {
  readonly name: string;
  readonly screen: BrowserContextOptions;
  readonly theme: 'light' | 'dark';
  readonly locale: 'en' | 'ar';
  readonly keyboard: boolean;
}

export const VISITORS: readonly Visitor[] = [
  { name: 'desktop-dark-en-mouse', screen: DESKTOP, theme: 'dark', locale: 'en', keyboard: false },
  { name: 'phone-light-ar-mouse', screen: IPHONE, theme: 'light', locale: 'ar', keyboard: false },
  { name: 'desktop-light-ar-keyboard', screen: DESKTOP, theme: 'light', locale: 'ar', keyboard: true },
  { name: 'phone-dark-en-keyboard', screen: IPHONE, theme: 'dark', locale: 'en', keyboard: true },
];

/** The demo's address query for the visitor's theme and language, with `extra` (e.g. `&siwx`) after. */
export function visitorQuery(visitor: Visitor, extra = ''): string {
  return `?theme=${visitor.theme}${visitor.locale === 'en' ? '' : `&locale=${visitor.locale}`}${extra}`;
}
