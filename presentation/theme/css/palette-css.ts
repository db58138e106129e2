import type { Palette } from '../../../domain/theme/palette.ts';

/**
 * A palette as custom properties. Background, surface and border are `-base` colours: the live
 * ones are derived from them so a site's `--w3m-color-mix` can blend into them (see base.ts).
 */
export function paletteProperties(palette: Palette): string {
  return [
    `--wp-bg-base:${palette.bg}`,
    `--wp-surface-base:${palette.surface}`,
    `--wp-border-base:${palette.border}`,
    `--wp-fg:${palette.fg}`,
    `--wp-muted:${palette.muted}`,
    `--wp-accent:${palette.accent}`,
    `--wp-on-accent:${palette.onAccent}`,
    `--wp-focus-ring:${palette.focusRing}`,
    `--wp-error:${palette.error}`,
  ].join(';');
}
