import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { DIALOG } from './view-tour.ts';

let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

/** Latin words a translated dialog may show: names of products, chains and standards. */
const NAMES = new Set(['WalletConnect', 'Farcaster', 'walletport', 'EVM', 'NFT', 'QR', 'Solana', 'Cosmos', 'Base']);

/**
 * Every Latin word of the dialog (its text and the attributes read out or shown) that is neither a
 * name from outside the modal's words (wallets and networks, shown in `.wp-name`; a wallet's reverse
 * domain; an e-mail address) nor one of NAMES: English the locale left untranslated.
 */
function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, names }) => {
      const dialog = document.querySelector(selector);
      if (!dialog) return ['no dialog'];
      const copy = dialog.cloneNode(true) as Element;
      for (const name of copy.querySelectorAll('.wp-name')) name.remove();
      // Text node by text node: two elements side by side ("WalletConnect", "QR コード") are two pieces, not one word.
      const pieces: string[] = [];
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) pieces.push(node.textContent ?? '');
      for (const element of [copy, ...copy.querySelectorAll('*')]) {
        for (const attribute of ['aria-label', 'placeholder', 'alt']) pieces.push(element.getAttribute(attribute) ?? '');
      }
      const dataNames = Array.from(dialog.querySelectorAll('.wp-name'), (name) => name.textContent ?? '').filter(Boolean);
      return pieces.flatMap((piece) => {
        let rest = piece.replace(/\S+@\S+/g, ' ').replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ');
        for (const name of dataNames) rest = rest.split(name).join(' ');
        return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !names.includes(word));
      });
    },
    { selector: DIALOG, names: [...NAMES] },
  );
}

/** The page's JavaScript as it arrives, to tell which words reached the browser and when. */
function scriptsOf(page: Page): { readonly bodies: Promise<string>[] } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (/\.m?js(\?|$)/.test(response.url())) bodies.push(response.text().catch(() => ''));
  });
  return { bodies };
}

describe('the Connect view in a shipped language', () => {
  it.each([
    { locale: 'ar', dir: 'rtl', connect: 'ربط المحفظة', guide: 'ليست لديك محفظة؟' },
    { locale: 'ja', dir: 'ltr', connect: 'ウォレットを接続', guide: 'ウォレットをお持ちでないですか？' },
  ])('$locale: the page button, the title and every word of the dialog are in the language, laid out $dir', async ({ locale, dir, connect, guide }) => {
    const { context, page, errors } = await session.openPage(`?locale=${locale}`);
    await page.getByRole('button', { name: connect, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: connect });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Demo Wallet/ }).first().waitFor();
    await dialog.getByText(guide).waitFor();
    expect(await page.locator(DIALOG).evaluate((element) => [element.closest('[lang]')?.getAttribute('lang'), getComputedStyle(element).direction])).toEqual([locale, dir]);
    expect(await englishLeft(page)).toEqual([]);
    // A wallet's families under its name follow the direction of their own words, so nothing is cut at their start.
    const details = await page.locator(`${DIALOG} .wp-row-name small`).evaluateAll((smalls) => smalls.map((small) => [small.textContent, getComputedStyle(small).direction]));
    for (const [text, direction] of details) expect(direction, `${text}`).toBe(/[\u0600-\u06FF]/.test(text ?? '') ? 'rtl' : 'ltr');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a locale without words, and words of the site', () => {
  it('he (no catalogue): English stays left to right, its question mark at its end', async () => {
    const { context, page, errors } = await session.openPage('?locale=he');
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(await page.locator(DIALOG).evaluate((element) => [element.closest('[lang]')?.getAttribute('lang'), getComputedStyle(element).direction])).toEqual(['en', 'ltr']);
    const question = page.locator(DIALOG).getByText("Haven't got a wallet?");
    expect(await question.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('?messages=: the page’s connect button shows the site’s button.connect', async () => {
    const messages = encodeURIComponent(JSON.stringify({ 'button.connect': 'Se connecter', 'title.Connect': 'Connexion' }));
    const { context, page, errors } = await session.openPage(`?messages=${messages}`);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the words arrive with their locale only', () => {
  it('a page in English loads no translation; a page in Spanish loads Spanish in a chunk of its own', async () => {
    const english = await session.openPage('');
    const englishScripts = scriptsOf(english.page);
    await english.page.reload();
    await english.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    await english.page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    const englishBodies = await Promise.all(englishScripts.bodies);
    expect(englishBodies.length).toBeGreaterThan(0);
    expect(englishBodies.filter((body) => body.includes('Conectar billetera'))).toEqual([]);
    await english.context.close();

    const spanish = await session.openPage('?locale=es');
    const spanishScripts = scriptsOf(spanish.page);
    await spanish.page.reload();
    await spanish.page.getByRole('button', { name: 'Conectar billetera', exact: true }).click();
    await spanish.page.getByRole('dialog', { name: 'Conectar billetera' }).waitFor();
    const spanishBodies = await Promise.all(spanishScripts.bodies);
    const carrying = spanishBodies.filter((body) => body.includes('Conectar billetera'));
    expect(carrying).toHaveLength(1);
    // The chunk holds Spanish words alone: not the modal, not another language.
    expect(carrying[0]).not.toContain('ウォレットを接続');
    expect(carrying[0]).not.toContain('aria-modal');
    expect([...english.errors, ...spanish.errors]).toEqual([]);
    await spanish.context.close();
  });
});
