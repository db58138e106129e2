import { isColourValue, parseColour, readableTextOn } from './colour.ts';
import type { ThemeVariables } from './theme.ts';

/**
 * AppKit's theme variables and the modal's own custom properties they set. Each value is checked
 * against the shape its variable needs before it becomes a custom property: the properties are set
 * through CSSOM on the modal and the buttons, and a value like `red;}` must never become a rule.
 */
export type ThemeVariableKind = 'colour' | 'percentage' | 'fontFamily' | 'radius' | 'fontSize' | 'zIndex';

interface VariableRule {
  readonly property: string;
  readonly kind: ThemeVariableKind;
}

export const THEME_VARIABLE_RULES: Readonly<Record<string, VariableRule>> = {
  /** Buttons, links, focus rings, selected items. */
  '--w3m-accent': { property: '--wp-accent', kind: 'colour' },
  /** A colour blended into the background, surfaces and borders... */
  '--w3m-color-mix': { property: '--wp-color-mix', kind: 'colour' },
  /** ...at this strength, in percent (AppKit passes a number). */
  '--w3m-color-mix-strength': { property: '--wp-color-mix-strength', kind: 'percentage' },
  '--w3m-font-family': { property: '--wp-font-family', kind: 'fontFamily' },
  /** The px unit every corner radius is a multiple of (AppKit's default 4px). */
  '--w3m-border-radius-master': { property: '--wp-radius-master', kind: 'radius' },
  /** The px unit every font size is a multiple of (AppKit's default 10px). */
  '--w3m-font-size-master': { property: '--wp-font-size-master', kind: 'fontSize' },
  '--w3m-z-index': { property: '--wp-z-index', kind: 'zIndex' },
  /** The colour of the QR code's modules. */
  '--w3m-qr-color': { property: '--wp-qr-color', kind: 'colour' },
};

/** Black or white, set with a readable accent so text on accent-filled buttons keeps its contrast. */
export const ON_ACCENT_PROPERTY = '--wp-on-accent';

/** Bounds that keep the modal usable: past them corners eat content and text stops being readable. */
export const RADIUS_MASTER_MAX_PX = 32;
export const FONT_SIZE_MASTER_MIN_PX = 8;
export const FONT_SIZE_MASTER_MAX_PX = 24;
const Z_INDEX_MAX = 2_147_483_646;

/** What each kind accepts, as the warning for a refused value says it. */
export const EXPECTED_VALUE: Readonly<Record<ThemeVariableKind, string>> = {
  colour: 'a CSS colour (#rrggbb, rgb(), hsl() or a colour name)',
  percentage: 'a number from 0 to 100',
  fontFamily: 'a font family list (letters, digits, spaces, commas, hyphens and quotes)',
  radius: `a length in px from 0px to ${RADIUS_MASTER_MAX_PX}px, e.g. "4px"`,
  fontSize: `a length in px from ${FONT_SIZE_MASTER_MIN_PX}px to ${FONT_SIZE_MASTER_MAX_PX}px, e.g. "10px"`,
  zIndex: 'an integer',
};

export interface IgnoredThemeVariable {
  readonly name: string;
  readonly value: string | number;
  readonly reason: 'unknown-variable' | 'invalid-value';
}

export interface ThemeProperties {
  /** Custom property name to value, ready for `style.setProperty`. */
  readonly properties: Readonly<Record<string, string>>;
  readonly ignored: readonly IgnoredThemeVariable[];
}

/** Longer values are refused before any pattern runs, so a hostile string costs no pattern time. */
const MAX_VALUE_LENGTH = 200;
const PX = /^(\d{1,3}(?:\.\d{1,3})?)px$/;
const PERCENT = /^(\d{1,3}(?:\.\d{1,3})?)%?$/;
const INTEGER = /^[+-]?\d{1,10}$/;
const FONT_FAMILY = /^[\p{L}\p{N} ,"'-]{1,200}$/u;

/** The modal's custom properties for AppKit theme variables; unknown names and malformed values are listed, not set. */
export function themeProperties(variables: ThemeVariables): ThemeProperties {
  const properties: Record<string, string> = {};
  const ignored: IgnoredThemeVariable[] = [];
  for (const [name, value] of Object.entries(variables)) {
    const rule = THEME_VARIABLE_RULES[name];
    if (!rule) {
      ignored.push({ name, value, reason: 'unknown-variable' });
      continue;
    }
    const css = cssValue(rule.kind, value);
    if (css === undefined) {
      ignored.push({ name, value, reason: 'invalid-value' });
      continue;
    }
    properties[rule.property] = css;
    if (name === '--w3m-accent') {
      const channels = parseColour(css);
      if (channels) properties[ON_ACCENT_PROPERTY] = readableTextOn(channels);
    }
  }
  return { properties, ignored };
}

/** The CSS text for a value of `kind`, or undefined when the value does not have that shape. */
export function cssValue(kind: ThemeVariableKind, value: string | number): string | undefined {
  if (typeof value === 'number') return numberValue(kind, value);
  if (value.length > MAX_VALUE_LENGTH) return undefined;
  const text = value.trim();
  switch (kind) {
    case 'colour':
      return isColourValue(text) ? text : undefined;
    case 'fontFamily':
      return FONT_FAMILY.test(text) && balancedQuotes(text) ? text : undefined;
    case 'radius':
      return pxWithin(text, 0, RADIUS_MASTER_MAX_PX);
    case 'fontSize':
      return pxWithin(text, FONT_SIZE_MASTER_MIN_PX, FONT_SIZE_MASTER_MAX_PX);
    case 'percentage': {
      const match = PERCENT.exec(text);
      return match ? numberValue(kind, Number(match[1])) : undefined;
    }
    case 'zIndex':
      return INTEGER.test(text) ? numberValue(kind, Number(text)) : undefined;
  }
}

function numberValue(kind: ThemeVariableKind, value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (kind === 'percentage') return value >= 0 && value <= 100 ? `${value}%` : undefined;
  if (kind === 'zIndex') return Number.isInteger(value) && Math.abs(value) <= Z_INDEX_MAX ? String(value) : undefined;
  // A bare number where a length is needed: AppKit's lengths carry their unit.
  return undefined;
}

function pxWithin(text: string, min: number, max: number): string | undefined {
  const match = PX.exec(text);
  if (match?.[1] === undefined) return undefined;
  const px = Number(match[1]);
  return px >= min && px <= max ? `${px}px` : undefined;
}

function balancedQuotes(text: string): boolean {
  return (text.split('"').length - 1) % 2 === 0 && (text.split("'").length - 1) % 2 === 0;
}
