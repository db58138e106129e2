import type { ThemeMode } from '../../domain/options/options.ts';
import { PALETTES } from '../../domain/theme/palette.ts';
import type { CustomProperties } from '../theme/theme-properties.ts';


/**
 * The instance's palette (its `themeMode`), as `--wp-mode-*` properties for the theme rule. They sit
 * under the `--wp-*` names: a site's theme variables and the page's own `--wp-*` properties still win.
 */
export function modeProperties(mode: ThemeMode): CustomProperties {
  const palette = PALETTES[mode];
  return {
    '--wp-mode-accent': palette.accent,
    '--wp-mode-on-accent': palette.onAccent,
    '--wp-mode-surface': palette.surface,
    '--wp-mode-fg': palette.fg,
    '--wp-mode-muted': palette.muted,
    '--wp-mode-border': palette.border,
  };
}

/**
 * The buttons' look. The modal's variables apply when set: the instance's theme variables through
 * the root's theme rule (`setButtonTheme`), or the page's own `--wp-*` properties (custom properties
 * cross the shadow boundary); otherwise the palette of the instance's theme mode (dark until one is
 * known). Radii and font sizes scale with AppKit's masters (`--w3m-border-radius-master`, `--w3m-font-size-master`) as the modal's do.
 */
const BUTTON_CSS = `
:host{display:inline-block;width:max-content;vertical-align:middle;${Object.entries(modeProperties('dark')).map(([name, value]) => `${name}:${value}`).join(';')}}
button{display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;height:40px;padding:0 16px;border-radius:calc(var(--wp-radius-master,4px)*5);border:1px solid var(--wp-border,var(--wp-mode-border));background:var(--wp-accent,var(--wp-mode-accent));color:var(--wp-on-accent,var(--wp-mode-on-accent));font-weight:600;font-size:calc(var(--wp-font-size-master,10px)*1.4);line-height:1;font-family:var(--wp-font-family,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);white-space:nowrap;cursor:pointer}
button.size-sm{height:32px;padding:0 12px;border-radius:calc(var(--wp-radius-master,4px)*4);font-size:calc(var(--wp-font-size-master,10px)*1.3)}
button.surface{background:var(--wp-surface,var(--wp-mode-surface));color:var(--wp-fg,var(--wp-mode-fg))}
button:focus-visible{outline:2px solid var(--wp-accent,var(--wp-mode-accent));outline-offset:2px}
button:disabled{opacity:.5;cursor:not-allowed}
button[aria-busy=true]{cursor:progress}
button[hidden]{display:none}
[part=balance]{color:var(--wp-muted,var(--wp-mode-muted))}
`;

/** One sheet for every element of the page: adopting it costs nothing per button. */
let shared: CSSStyleSheet | undefined;

/**
 * A constructed sheet first: CSP `style-src` governs `<style>` elements, not sheets built through
 * CSSOM, so the buttons keep their look on pages that forbid inline styles. Where constructable
 * sheets are missing (or the root belongs to another window's document), a `<style>` in the shadow
 * root; there a strict CSP leaves the buttons working but unstyled.
 */
export function adoptButtonStyles(root: ShadowRoot): void {
  try {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      if (!shared) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(BUTTON_CSS);
        shared = sheet;
      }
      root.adoptedStyleSheets = [shared];
      return;
    }
  } catch {
    // A sheet of another window, or a half-supported CSSOM: the element below styles the button.
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = BUTTON_CSS;
  root.append(style);
}

/** Per root: the `:host` rule holding the instance's theme, and the property names last set. */
const themeRules = new WeakMap<ShadowRoot, CSSStyleRule>();
const applied = new WeakMap<ShadowRoot, readonly string[]>();

/**
 * Puts the instance's theme (custom properties, already checked) on one element. A `:host` rule in
 * a sheet of the root's own, written through CSSOM: a strict CSP allows it, and it leaves the
 * element's style attribute to the page. Without constructable sheets, the host's style through
 * CSSOM, which a strict CSP allows too.
 */
export function setButtonTheme(root: ShadowRoot, properties: CustomProperties): void {
  const style = (themeRules.get(root) ?? themeRule(root))?.style ?? (root.host as HTMLElement).style;
  for (const name of applied.get(root) ?? []) style.removeProperty(name);
  for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
  applied.set(root, Object.keys(properties));
}

function themeRule(root: ShadowRoot): CSSStyleRule | undefined {
  try {
    if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) return undefined;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(':host{}');
    const rule = sheet.cssRules[0];
    if (!(rule && 'style' in rule)) return undefined;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    themeRules.set(root, rule as CSSStyleRule);
    return rule as CSSStyleRule;
  } catch {
    return undefined; // a sheet of another window, or a half-supported CSSOM: the host's style instead
  }
}
