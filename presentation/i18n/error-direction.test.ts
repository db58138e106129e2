import { describe, expect, it } from 'vitest';
import { BASE_CSS } from '../theme/css/base.ts';

/** The declarations of one rule of the stylesheet, by its exact selector. */
function rule(css: string, selector: string): string | undefined {
  const at = css.indexOf(`\n${selector}{`);
  return at < 0 ? undefined : css.slice(at + selector.length + 2, css.indexOf('}', at));
}

describe('errors in a dialog of another direction', () => {
  it('errors and alerts (English in every locale) are laid out in the direction of their own words', () => {
    for (const selector of ['.wp-error', '.wp-alert']) expect(rule(BASE_CSS, selector), selector).toContain('unicode-bidi:plaintext');
  });
});
