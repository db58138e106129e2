import { describe, expect, it } from 'vitest';
import { contrastRatio, isColourValue, parseColour, readableTextOn } from './colour.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([102, 125, 255], [102, 125, 255])).toBe(1);
  });

  it('matches the published WCAG figure for #767676 on white (4.54:1)', () => {
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});

describe('parseColour', () => {
  it('reads hex, rgb() and hsl() colours', () => {
    expect(parseColour('#3B5bff')).toEqual([59, 91, 255]);
    expect(parseColour('#fa0')).toEqual([255, 170, 0]);
    expect(parseColour('#ffaa0080')).toEqual([255, 170, 0]);
    expect(parseColour('rgb(250, 240, 120)')).toEqual([250, 240, 120]);
    expect(parseColour('rgba(100% 0% 0% / 0.5)')).toEqual([255, 0, 0]);
    expect(parseColour('hsl(120, 100%, 25%)')).toEqual([0, 128, 0]);
  });

  it('leaves names and colours it cannot compute unread', () => {
    expect(parseColour('rebeccapurple')).toBeUndefined();
    expect(parseColour('oklch(0.7 0.1 200)')).toBeUndefined();
    expect(parseColour('not a colour')).toBeUndefined();
  });
});

describe('isColourValue', () => {
  it('accepts hex, colour functions with numbers and colour names', () => {
    for (const value of ['#fff', '#FF00AA', '#ff00aa80', 'rgb(1, 2, 3)', 'rgba(1 2 3 / 50%)', 'hsl(200deg 50% 40%)', 'oklch(0.7 0.1 200)', 'teal']) {
      expect(isColourValue(value), value).toBe(true);
    }
  });

  it('refuses values that could carry more than a colour', () => {
    for (const value of ['not a colour;}', 'red;}body{display:none', 'url(https://evil.example/x)', 'rgb(var(--x), 0, 0)', 'red }', '#ggg', '', 'expression(alert(1))']) {
      expect(isColourValue(value), value).toBe(false);
    }
  });
});

describe('readableTextOn', () => {
  it('picks black on light colours and white on dark ones', () => {
    expect(readableTextOn([250, 240, 120])).toBe('#000000');
    expect(readableTextOn([17, 34, 51])).toBe('#ffffff');
  });
});
