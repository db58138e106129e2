// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ADDRESS, PAGE_ORIGIN, SIGNATURE, framePage, settle, signedIn } from '../../infrastructure/embedded-frame/frame-page.fixture.ts';

/** Characters that draw nothing or reorder what follows them. */
const REORDERING_OR_INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe('a dApp page that names itself to garble the origin on the approval screen', () => {
  it('cannot: the origin stands alone on its line, and the name shows its reversing character as an escape', async () => {
    const page = framePage({ token: 'token-1', routes: { ...signedIn(), 'POST /api/sign/message': () => ({ body: { signature: SIGNATURE } }) } });
    // U+202E (right-to-left override) turns what follows around: "(https://shop.example)" would read
    // as another site's address, with the page's chosen text in front of it.
    const name = 'Uniswap \u202E)moc.paws\u202Duniswap.org (';
    await page.request('syncDappData', { metadata: { name, description: '', url: PAGE_ORIGIN, icons: [] }, sdkVersion: '1', sdkType: 'appkit', projectId: 'project-a' });
    void page.request('rpcRequest', { method: 'personal_sign', params: ['0x6869', ADDRESS] });
    await settle();
    const card = page.doc.querySelector('[data-testid="wp-frame-approval"]');
    expect(card).not.toBeNull();
    // No text the visitor reads carries a character that reorders or hides the text around it.
    expect(card?.textContent).not.toMatch(REORDERING_OR_INVISIBLE);
    const origin = page.doc.querySelector('[data-testid="wp-approval-origin"]');
    expect(origin?.textContent).toBe(PAGE_ORIGIN);
    expect(origin?.getAttribute('dir')).toBe('ltr');
    const shownName = page.doc.querySelector('[data-testid="wp-approval-name"]');
    expect(shownName?.contains(origin ?? null)).toBe(false);
    expect(shownName?.textContent).toContain('\\u{202E}');
  });
});
