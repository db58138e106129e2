import { describe, expect, it } from 'vitest';
import { FONT_SIZE_MASTER_MAX_PX, RADIUS_MASTER_MAX_PX, themeProperties } from './theme-variables.ts';

describe('themeProperties', () => {
  it('maps every AppKit variable onto the modal’s custom property', () => {
    expect(themeProperties({
      '--w3m-accent': '#FF00aa',
      '--w3m-color-mix': '#00BB7F',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-family': 'Inter, "Helvetica Neue", sans-serif',
      '--w3m-border-radius-master': '2px',
      '--w3m-font-size-master': '12px',
      '--w3m-z-index': 9999,
      '--w3m-qr-color': 'rgb(10, 20, 30)',
    })).toEqual({
      properties: {
        '--wp-accent': '#FF00aa',
        '--wp-on-accent': '#000000',
        '--wp-color-mix': '#00BB7F',
        '--wp-color-mix-strength': '40%',
        '--wp-font-family': 'Inter, "Helvetica Neue", sans-serif',
        '--wp-radius-master': '2px',
        '--wp-font-size-master': '12px',
        '--wp-z-index': '9999',
        '--wp-qr-color': 'rgb(10, 20, 30)',
      },
      ignored: [],
    });
  });

  it('sets white text on a dark accent, and none for an accent it cannot compute', () => {
    expect(themeProperties({ '--w3m-accent': '#123' }).properties['--wp-on-accent']).toBe('#ffffff');
    expect(themeProperties({ '--w3m-accent': 'teal' }).properties).toEqual({ '--wp-accent': 'teal' });
  });

  it('accepts numbers written as strings where AppKit takes numbers', () => {
    expect(themeProperties({ '--w3m-color-mix-strength': '25', '--w3m-z-index': '-1' }).properties)
      .toEqual({ '--wp-color-mix-strength': '25%', '--wp-z-index': '-1' });
  });

  it('ignores values that are not of their variable’s shape, naming each', () => {
    const { properties, ignored } = themeProperties({
      '--w3m-accent': 'not a colour;}',
      '--w3m-qr-color': 'red;}.wp-root{display:none',
      '--w3m-border-radius-master': 4,
      '--w3m-font-size-master': 'calc(100vh)',
      '--w3m-font-family': 'x; display: none',
      '--w3m-color-mix-strength': 140,
      '--w3m-z-index': 1.5,
    });
    expect(properties).toEqual({});
    expect(ignored.map(({ name, reason }) => [name, reason])).toEqual([
      ['--w3m-accent', 'invalid-value'],
      ['--w3m-qr-color', 'invalid-value'],
      ['--w3m-border-radius-master', 'invalid-value'],
      ['--w3m-font-size-master', 'invalid-value'],
      ['--w3m-font-family', 'invalid-value'],
      ['--w3m-color-mix-strength', 'invalid-value'],
      ['--w3m-z-index', 'invalid-value'],
    ]);
  });

  it('refuses a very long value at once, whatever its content', () => {
    const started = performance.now();
    expect(themeProperties({ '--w3m-accent': `rgb(${'1'.repeat(100_000)}` }).ignored).toHaveLength(1);
    expect(themeProperties({ '--w3m-font-family': 'a'.repeat(201) }).ignored).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a font family with an unclosed quote, which would swallow what follows it', () => {
    expect(themeProperties({ '--w3m-font-family': '"Inter, sans-serif' }).ignored).toHaveLength(1);
  });

  it('keeps lengths within the bounds that leave the modal readable', () => {
    expect(themeProperties({ '--w3m-border-radius-master': `${RADIUS_MASTER_MAX_PX}px` }).ignored).toEqual([]);
    expect(themeProperties({ '--w3m-border-radius-master': `${RADIUS_MASTER_MAX_PX + 1}px` }).ignored).toHaveLength(1);
    expect(themeProperties({ '--w3m-font-size-master': `${FONT_SIZE_MASTER_MAX_PX + 1}px` }).ignored).toHaveLength(1);
    expect(themeProperties({ '--w3m-font-size-master': '2px' }).ignored).toHaveLength(1);
  });

  it('ignores variables it does not know, with their names', () => {
    expect(themeProperties({ '--w3m-background': '#000', '--wp-accent': '#fff' })).toEqual({
      properties: {},
      ignored: [
        { name: '--w3m-background', value: '#000', reason: 'unknown-variable' },
        { name: '--wp-accent', value: '#fff', reason: 'unknown-variable' },
      ],
    });
  });
});
