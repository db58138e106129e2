import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from '../../domain/theme/colour.ts';
import { PALETTES } from '../../domain/theme/palette.ts';
import { paletteProperties } from './css/palette-css.ts';
import { MODAL_CSS } from './styles.ts';

/** WCAG 2.2 focus appearance and non-text contrast: the indicator against the colours next to it. */
const FOCUS_CONTRAST = 3;

interface Rule {
  readonly selector: string;
  readonly declarations: ReadonlyMap<string, string>;
}

/** The sheet's style rules, innermost blocks only (those inside @media come out as plain rules). */
function rules(css: string): Rule[] {
  return Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selector = '', body = '']) => ({
    selector: selector.trim(),
    declarations: new Map(
      body
        .split(';')
        .map((part) => part.split(/:(.*)/s).map((piece) => piece.trim()))
        .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== '')
        .map(([name, value]) => [name, value] as [string, string]),
    ),
  }));
}

/** The outline's width in px, from the `outline` shorthand or `outline-width`; undefined when the rule sets none. */
function outlineWidth(rule: Rule): number | undefined {
  const value = rule.declarations.get('outline-width') ?? rule.declarations.get('outline');
  if (value === undefined) return undefined;
  if (/^(none|0)\b/.test(value)) return 0;
  const px = /(-?\d+(?:\.\d+)?)px/.exec(value);
  return px ? Number(px[1]) : Number.NaN;
}

describe('the keyboard focus ring', () => {
  it.each(Object.entries(PALETTES))('reaches 3:1 against the background and the surfaces it is drawn next to (%s theme)', (_mode, palette) => {
    const ring = parseColour(palette.focusRing);
    expect(ring, 'the palette names a focus ring colour').toBeDefined();
    for (const [name, colour] of [['background', palette.bg], ['surface', palette.surface]] as const) {
      const ratio = contrastRatio(ring!, parseColour(colour)!);
      expect(ratio, `focus ring ${palette.focusRing} on ${name} ${colour}`).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
    }
    expect(paletteProperties(palette)).toContain(`--wp-focus-ring:${palette.focusRing}`);
  });

  it('is a solid outline 2px wide in the focus colour on everything focusable in the modal', () => {
    const all = rules(MODAL_CSS);
    const ring = all.find((rule) => rule.selector.split(',').includes('.wp-root :focus-visible'));
    expect(ring, 'one rule draws the ring for every focusable element').toBeDefined();
    expect(outlineWidth(ring!)).toBeGreaterThanOrEqual(2);
    expect(ring!.declarations.get('outline')).toMatch(/\bsolid\b.*var\(--wp-focus-ring\)/);
    // No rule may take the ring away or thin it, on focus or otherwise (a later `outline:none` would win).
    const thinning = all
      .filter((rule) => {
        const width = outlineWidth(rule);
        return width !== undefined && width < 2;
      })
      .map((rule) => rule.selector);
    expect(thinning).toEqual([]);
    const recoloured = all.filter((rule) => rule.declarations.has('outline-color') || (rule.declarations.get('outline') ?? 'var(--wp-focus-ring)').includes('var(--wp-focus-ring)') === false);
    expect(recoloured.map((rule) => rule.selector)).toEqual([]);
    // The ring comes last in the sheet, so no area's rule of the same weight can override it.
    const lastOutline = all.findLast((rule) => rule.declarations.has('outline'));
    expect(lastOutline).toBe(ring);
  });
});
