/**
 * The account and network buttons' pictures: the avatar and the network icon, round, sized to the
 * button's text. Colours only through the modal's variables (with its dark defaults), as the buttons.
 */
const ACCOUNT_BUTTON_CSS = `
[part=avatar],[part=network-icon]{display:block;flex:none;width:24px;height:24px;border-radius:50%;object-fit:cover}
button.size-sm [part=avatar],button.size-sm [part=network-icon]{width:20px;height:20px}
[part=avatar]{margin-inline-start:-8px}
[part=network-icon]{margin-inline-start:-6px;color:var(--wp-muted,#9a9a9a)}
[part=name],[part=address]{max-width:160px;overflow:hidden;text-overflow:ellipsis;unicode-bidi:isolate}
`;

let shared: CSSStyleSheet | undefined;
/** Roots that already hold the rules (a `<style>` where constructable sheets are missing). */
const styled = new WeakSet<ShadowRoot>();

/**
 * Adds the rules to an element's root once, beside the button rules: a constructed sheet (which a
 * strict CSP allows), else a `<style>` in the root. Safe to call on every render.
 */
export function adoptAccountButtonStyles(root: ShadowRoot): void {
  if (styled.has(root)) return;
  styled.add(root);
  try {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      if (!shared) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(ACCOUNT_BUTTON_CSS);
        shared = sheet;
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
      return;
    }
  } catch {
    // A sheet of another window, or a half-supported CSSOM: the element below carries the rules.
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = ACCOUNT_BUTTON_CSS;
  root.append(style);
}
