import { describe, expect, it } from 'vitest';
import { VISITOR, signingFrame } from './signing-frame.fixture.ts';

/**
 * Characters that draw nothing (word joiner, BOM, soft hyphen, a tag character, the Hangul filler) or
 * break the line where none shows (line and paragraph separators): a page uses them to make two texts
 * look the same, or to push a line out of sight.
 */
const HIDDEN = ['\u2060', '\uFEFF', '\u00AD', '\u{E0041}', '\u3164', '\u2028', '\u2029'];
const ESCAPED = ['\\u{2060}', '\\u{FEFF}', '\\u{AD}', '\\u{E0041}', '\\u{3164}', '\\u{2028}', '\\u{2029}'];

const shownText = (summary: unknown): string => JSON.stringify(summary);
const hasHidden = (summary: unknown): boolean => {
  const { rows } = summary as { rows: { value: string }[] };
  return rows.some((row) => HIDDEN.some((character) => row.value.includes(character)));
};

describe('a page hides characters in what the visitor reads before signing', () => {
  it('a personal_sign message carrying invisible characters is shown with each one as a visible escape', async () => {
    const frame = signingFrame();
    await frame.outcome('personal_sign', [`Log in to shop.example${HIDDEN.join('')}`, VISITOR]);
    expect(hasHidden(frame.shown[0])).toBe(false);
    for (const escape of ESCAPED) expect(shownText(frame.shown[0])).toContain(JSON.stringify(escape).slice(1, -1));
  });

  it('typed-data text carrying invisible characters is shown with each one as a visible escape', async () => {
    const frame = signingFrame();
    const typedData = {
      domain: { name: `Mail${HIDDEN.join('')}` },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: `Hello${HIDDEN.join('')}` },
    };
    await frame.outcome('eth_signTypedData_v4', [VISITOR, typedData]);
    expect(hasHidden(frame.shown[0])).toBe(false);
    const { rows } = frame.shown[0] as { rows: { label: string; value: string }[] };
    expect(rows).toContainEqual({ label: 'contents', value: `Hello${ESCAPED.join('')}` });
    expect(rows).toContainEqual({ label: 'Name', value: `Mail${ESCAPED.join('')}` });
  });
});
