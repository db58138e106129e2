import type { ThemeMode } from '../options/options.ts';

/**
 * The modal's two palettes. Every text colour here is held to WCAG AA (4.5:1) against the
 * backgrounds it is drawn on; `palette.test.ts` measures each pair, so a colour change that breaks
 * contrast fails there rather than in front of a visitor.
 */
export interface Palette {
  readonly bg: string;
  readonly fg: string;
  /** Secondary text: captions, inactive tabs, balances. */
  readonly muted: string;
  /** Rows, inputs and tabs drawn on the background. */
  readonly surface: string;
  /** Lines only, never text: held to no contrast ratio. */
  readonly border: string;
  /** Links and outlines on the background and surfaces, and the fill of primary buttons. */
  readonly accent: string;
  /** Text on an accent-filled button. */
  readonly onAccent: string;
  /**
   * The keyboard focus ring, drawn 2px wide on the background or a surface (WCAG 2.2 focus appearance:
   * 3:1 against both). Apart from the accent on purpose: a site's accent colour is not held to any
   * contrast, the ring must stay visible whatever the site picks.
   */
  readonly focusRing: string;
  readonly error: string;
}

export const PALETTES: Readonly<Record<ThemeMode, Palette>> = {
  dark: { bg: '#141414', fg: '#e4e7e7', muted: '#a3a3a3', surface: '#1f1f1f', border: '#2a2a2a', accent: '#667dff', onAccent: '#000000', focusRing: '#667dff', error: '#f25a67' },
  light: { bg: '#ffffff', fg: '#141414', muted: '#636363', surface: '#f3f3f3', border: '#e4e4e4', accent: '#3451e6', onAccent: '#ffffff', focusRing: '#3451e6', error: '#c62a3a' },
};
