/**
 * Colours as far as the modal needs to reason about them: recognising a CSS colour value without a
 * browser, reading the ones whose channels can be known (hex, rgb(), hsl()), and the WCAG 2 contrast
 * ratio between two of them.
 */
export type Rgb = readonly [red: number, green: number, blue: number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const ARGUMENT = String.raw`(?:${NUMBER}(?:%|deg|rad|grad|turn)?|none)`;
/** A colour function with plain numeric arguments: no var(), url() or nested functions to smuggle anything in. */
const COLOUR_FUNCTION = new RegExp(String.raw`^(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${ARGUMENT}(?:\s*[,\s]\s*${ARGUMENT}){2}(?:\s*[,/]\s*${ARGUMENT})?\s*\)$`, 'i');
/** Named colours (`rebeccapurple`, `transparent`, `currentcolor`): letters only. */
const NAMED = /^[a-z]{3,24}$/i;
const RGB = new RegExp(String.raw`^rgba?\(\s*(${NUMBER})(%?)\s*[,\s]\s*(${NUMBER})(%?)\s*[,\s]\s*(${NUMBER})(%?)\s*(?:[,/]\s*${ARGUMENT}\s*)?\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\(\s*(${NUMBER})(?:deg)?\s*[,\s]\s*(${NUMBER})%\s*[,\s]\s*(${NUMBER})%\s*(?:[,/]\s*${ARGUMENT}\s*)?\)$`, 'i');

/** Whether `text` has the shape of a CSS colour (hex, a colour function with numbers, or a name). */
export function isColourValue(text: string): boolean {
  const value = text.trim();
  return HEX.test(value) || COLOUR_FUNCTION.test(value) || NAMED.test(value);
}

/** The colour's channels (0-255, alpha ignored), or undefined for names and spaces the modal cannot compute. */
export function parseColour(text: string): Rgb | undefined {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex !== undefined) {
    const digits = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit) : [0, 2, 4].map((at) => hex.slice(at, at + 2));
    return digits.map((pair) => parseInt(pair, 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const channel = (number: string | undefined, percent: string | undefined): number => clamp(percent ? (Number(number) * 255) / 100 : Number(number), 0, 255);
    return [channel(rgb[1], rgb[2]), channel(rgb[3], rgb[4]), channel(rgb[5], rgb[6])];
  }
  const hsl = HSL.exec(value);
  if (hsl) return hslToRgb(Number(hsl[1]), clamp(Number(hsl[2]), 0, 100) / 100, clamp(Number(hsl[3]), 0, 100) / 100);
  return undefined;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(colour: Rgb): number {
  const [red, green, blue] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio, from 1 (same) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** Black or white, whichever reads better on `background`. */
export function readableTextOn(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? '#000000' : '#ffffff';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] = sector < 1 ? [chroma, second, 0] : sector < 2 ? [second, chroma, 0] : sector < 3 ? [0, chroma, second]
    : sector < 4 ? [0, second, chroma] : sector < 5 ? [second, 0, chroma] : [chroma, 0, second];
  const match = lightness - chroma / 2;
  return [r, g, b].map((channel) => Math.round((channel + match) * 255)) as unknown as Rgb;
}
