/**
 * The buttons' look. The modal's colour variables apply when the page sets them (custom properties
 * cross the shadow boundary); otherwise the modal's dark defaults.
 */
const BUTTON_CSS = `
:host{display:inline-block;width:max-content;vertical-align:middle}
button{display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;height:40px;padding:0 16px;border-radius:20px;border:1px solid var(--wp-border,#2a2a2a);background:var(--wp-accent,#667dff);color:#fff;font:600 14px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;white-space:nowrap;cursor:pointer}
button.size-sm{height:32px;padding:0 12px;font-size:13px}
button.surface{background:var(--wp-surface,#1f1f1f);color:var(--wp-fg,#e4e7e7)}
button:focus-visible{outline:2px solid var(--wp-accent,#667dff);outline-offset:2px}
button:disabled{opacity:.5;cursor:not-allowed}
button[aria-busy=true]{cursor:progress}
button[hidden]{display:none}
[part=balance]{color:var(--wp-muted,#9a9a9a)}
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
