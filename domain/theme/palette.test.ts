import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from './colour.ts';
import { PALETTES, type Palette } from './palette.ts';

/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

/** Every text colour on every background the views draw it on. */
function textPairs(palette: Palette): [name: string, text: string, background: string][] {
  const pairs: [string, string, string][] = [['button text on accent', palette.onAccent, palette.accent]];
  for (const [backgroundName, background] of [['background', palette.bg], ['surface', palette.surface]] as const) {
    for (const [textName, text] of [['text', palette.fg], ['muted text', palette.muted], ['link', palette.accent], ['error', palette.error]] as const) {
      pairs.push([`${textName} on ${backgroundName}`, text, background]);
    }
  }
  return pairs;
}

function ratio(text: string, background: string): number {
  const [a, b] = [parseColour(text), parseColour(background)];
  if (!a || !b) throw new Error(`unreadable palette colour ${text} or ${background}`);
  return contrastRatio(a, b);
}

describe.each(Object.entries(PALETTES))('the %s palette', (_mode, palette) => {
  it.each(textPairs(palette))('%s reaches WCAG AA (4.5:1)', (_name, text, background) => {
    expect(ratio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
