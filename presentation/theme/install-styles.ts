import { MODAL_CSS } from './styles.ts';

const STYLE_ID = 'walletport-modal-styles';

/** The sheet each document adopted, so a second mount neither builds nor adds another. */
const adopted = new WeakMap<Document, CSSStyleSheet>();

export interface ModalStyleOptions {
  /** The page's CSP nonce, for the `<style>` fallback of browsers without constructable stylesheets. */
  readonly nonce?: string | undefined;
}

/**
 * Adds the modal's stylesheet to a document once. A constructed sheet in `adoptedStyleSheets` first:
 * CSP `style-src` governs `<style>` elements and style attributes, not sheets built through CSSOM, so
 * the modal keeps its look on pages that forbid inline styles. Where constructable sheets are missing,
 * a `<style>` element carrying the page's nonce (if given) is the fallback.
 */
export function installModalStyles(doc: Document, options: ModalStyleOptions = {}): void {
  try {
    if (adoptSheet(doc)) return;
  } catch {
    // A half-supported or patched CSSOM: the element below still styles the modal.
  }
  appendStyleElement(doc, options.nonce);
}

function adoptSheet(doc: Document): boolean {
  // A sheet may only be adopted by the document whose window constructed it (an iframe has its own).
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (!Sheet || !('adoptedStyleSheets' in doc) || typeof Sheet.prototype.replaceSync !== 'function') return false;
  const existing = adopted.get(doc);
  // The host page may have replaced the array since: adopt the same sheet again rather than a copy.
  if (existing && doc.adoptedStyleSheets.includes(existing)) return true;
  const sheet = existing ?? new Sheet();
  if (!existing) sheet.replaceSync(MODAL_CSS);
  adopted.set(doc, sheet);
  // Appended, never assigned alone: the page's own adopted sheets stay.
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return true;
}

function appendStyleElement(doc: Document, nonce: string | undefined): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = MODAL_CSS;
  doc.head.appendChild(style);
}
