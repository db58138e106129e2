import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/entries.ts';
import { defineEntry } from '../../domain/errors/catalogue-entry.ts';
import { errorCataloguePage } from './error-catalogue-page.ts';

describe('the error catalogue page', () => {
  it('lists every code of the catalogue once, with its text', () => {
    const page = errorCataloguePage(ERRORS);
    for (const entry of Object.values(ERRORS)) {
      expect(page.split(`| \`${entry.code}\` |`).length - 1, entry.code).toBe(1);
    }
    expect(page).toContain('Network Not Found');
  });

  it('keeps table cells on one line and Markdown characters as text', () => {
    const page = errorCataloguePage({ A: defineEntry('internal', 'A', 'one | two\nthree <b>{{ x }}', 'VALIDATION', { uiMessage: 'shown' }) });
    expect(page).toContain('| `A` | one \\| two three &lt;b>&#123;&#123; x }}<br>The modal shows: shown | VALIDATION |');
  });
});
