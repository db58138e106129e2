import { describe, expect, it } from 'vitest';
import { BASE_CSS } from './css/base.ts';

/** The stylesheet without its blocks that apply only when the visitor has not asked for reduced motion. */
function withoutMotionBlocks(css: string): string {
  let rest = css;
  for (;;) {
    const start = rest.indexOf('@media (prefers-reduced-motion:no-preference)');
    if (start < 0) return rest;
    let depth = 0;
    let at = rest.indexOf('{', start);
    for (; at < rest.length; at += 1) {
      if (rest[at] === '{') depth += 1;
      if (rest[at] === '}' && --depth === 0) break;
    }
    rest = rest.slice(0, start) + rest.slice(at + 1);
  }
}

/** The body of the first block opened by `prelude`. */
function block(css: string, prelude: string): string {
  const start = css.indexOf(`${prelude}{`);
  expect(start, prelude).toBeGreaterThanOrEqual(0);
  const end = css.indexOf('\n}', start);
  return css.slice(start, end);
}

describe('the frame’s motion', () => {
  it('animates only for visitors who have not asked for reduced motion', () => {
    const rest = withoutMotionBlocks(BASE_CSS);
    expect(rest).not.toMatch(/animation:(?!none)/);
    expect(rest).not.toMatch(/transition:(?!none)/);
  });

  it('stops every animation and transition, spinners and the shake included, under reduced motion', () => {
    const reduce = block(BASE_CSS, '@media (prefers-reduced-motion:reduce)');
    expect(reduce).toContain('.wp-root *');
    expect(reduce).toContain('animation:none !important');
    expect(reduce).toContain('transition:none !important');
  });

  it('uses the spec’s durations: header text 120 ms, view and height 150 ms, shake 500 ms', () => {
    const motion = block(BASE_CSS, '@media (prefers-reduced-motion:no-preference)');
    expect(motion).toMatch(/\.wp-title-enter\{animation:wp-fade-in 120ms/);
    expect(motion).toMatch(/\.wp-view-enter\{animation:wp-view-in 150ms/);
    expect(motion).toMatch(/\.wp-body\[data-resizing\]\{transition:height 150ms/);
    expect(motion).toMatch(/\.wp-shake\{animation:wp-shake 500ms/);
  });

  it('docks the dialog to the bottom as a sheet when what the visitor sees is narrow', () => {
    // Measured on the backdrop, which covers the visual viewport, not on the host page's layout.
    expect(BASE_CSS).toMatch(/\.wp-backdrop\{[^}]*container:wp-viewport\/size;/);
    const narrow = block(BASE_CSS, '@container wp-viewport (max-width:430px)');
    expect(narrow).toMatch(/\.wp-dialog\{align-self:flex-end;width:100%;[^}]*max-height:90cqh;[^}]*border-end-start-radius:0;border-end-end-radius:0;/);
    expect(BASE_CSS).toMatch(/@media \(prefers-reduced-motion:no-preference\)\{@container wp-viewport \(max-width:430px\)\{\n\.wp-dialog\{animation:wp-sheet-in 150ms/);
  });

  it('mirrors the back arrow right to left', () => {
    expect(BASE_CSS).toContain('[dir=rtl] .wp-icon-mirrored{transform:scaleX(-1);}');
  });
});
