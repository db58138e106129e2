import type { ThemeVariables } from './theme.ts';
import { readableTextOn, type Rgb } from './colour.ts';

/**
 * What of a dApp's theme variables the secure frame's approval screen takes: the accent colour, the font
 * family and the corner radius, each read strictly. Nothing else: the screen is where the visitor decides
 * what gets signed, so the page may tint it but never hide, move or shrink any of it.
 */
export interface FrameThemeStyle {
  /** `#rrggbb`. */
  readonly accent?: string;
  /** Black or white, whichever reads better on the accent (WCAG contrast ratio). */
  readonly accentForeground?: string;
  readonly fontFamily?: string;
  /** AppKit's master radius in px, kept between 0 and MAX_RADIUS_MASTER_PX. */
  readonly radiusMasterPx?: number;
}

export const MAX_RADIUS_MASTER_PX = 8;
const FONT_FAMILY = /^[A-Za-z0-9 ,"'-]{1,200}$/;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;
const PX = /^(\d{1,3}(?:\.\d{1,3})?)px$/;

/** The frame's share of AppKit's variables (`--w3m-accent`, `--w3m-font-family`, `--w3m-border-radius-master`). */
export function frameThemeStyle(variables: ThemeVariables): FrameThemeStyle {
  const style: { -readonly [K in keyof FrameThemeStyle]: FrameThemeStyle[K] } = {};
  const accent = readColor(variables['--w3m-accent']);
  if (accent) {
    style.accent = toHex(accent);
    style.accentForeground = readableTextOn(accent);
  }
  const font = variables['--w3m-font-family'];
  if (typeof font === 'string' && FONT_FAMILY.test(font.trim())) style.fontFamily = font.trim();
  const radius = variables['--w3m-border-radius-master'];
  const px = typeof radius === 'string' ? PX.exec(radius.trim()) : null;
  if (px?.[1] !== undefined) style.radiusMasterPx = Math.min(Number(px[1]), MAX_RADIUS_MASTER_PX);
  return style;
}

function readColor(value: string | number | undefined): Rgb | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (!rgb) return undefined;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : undefined;
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
