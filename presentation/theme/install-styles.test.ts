import { afterEach, describe, expect, it } from 'vitest';
import { installModalStyles } from './install-styles.ts';

afterEach(() => {
  document.adoptedStyleSheets = [];
  document.getElementById('walletport-modal-styles')?.remove();
});

const modalSheets = (doc: Document) =>
  doc.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.wp-dialog')));

describe('the modal’s stylesheet', () => {
  it('is a constructed sheet adopted by the document, not a <style> element a strict CSP would refuse', () => {
    installModalStyles(document);
    expect(modalSheets(document)).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('is adopted once however often the modal mounts, next to the page’s own adopted sheets', () => {
    const pageSheet = new CSSStyleSheet();
    pageSheet.replaceSync('body{margin:0}');
    document.adoptedStyleSheets = [pageSheet];
    installModalStyles(document);
    installModalStyles(document);
    expect(document.adoptedStyleSheets[0]).toBe(pageSheet);
    expect(modalSheets(document)).toHaveLength(1);
  });

  it('is adopted again when the page replaced the adopted sheets since', () => {
    installModalStyles(document);
    document.adoptedStyleSheets = [];
    installModalStyles(document);
    expect(modalSheets(document)).toHaveLength(1);
  });

  it('falls back to one <style> element carrying the page’s nonce where sheets cannot be constructed', () => {
    // A document without a window has no CSSStyleSheet constructor to build a sheet with.
    const doc = document.implementation.createHTMLDocument('no window');
    installModalStyles(doc, { nonce: 'r4nd0m' });
    installModalStyles(doc, { nonce: 'r4nd0m' });
    const styles = doc.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.getAttribute('nonce')).toBe('r4nd0m');
    expect(styles[0]?.textContent).toContain('.wp-dialog{');
  });
});
