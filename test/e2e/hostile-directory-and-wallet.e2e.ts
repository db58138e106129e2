import { HttpResponse } from 'msw';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';

const WALLET = 'dev.walletport.demo';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** What any of the hostile answers below would leave behind, had it run in the host page's origin. */
const MARK = "localStorage.setItem('pwned', location.href)";
const HTML_PAYLOAD = `<!doctype html><html><body><script>${MARK}</script></body></html>`;
const SVG_PAYLOAD = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" onload="${MARK}"><script>${MARK}</script><rect width="64" height="64" fill="red"/></svg>`;

const directoryWallet = (id: string, name: string, imageId: string, mobileLink: string): ApiWallet => ({
  id,
  name,
  image_id: imageId,
  mobile_link: mobileLink,
  chains: ['eip155:31337'],
});

/** A directory that answers with hostile images and links: one wallet each way. */
const HOSTILE_WALLETS: readonly ApiWallet[] = [
  directoryWallet('a'.repeat(64), 'Html As Png Wallet', 'html-as-png', 'javascript:window.__pwned=1//'),
  directoryWallet('b'.repeat(64), 'Scripted Svg Wallet', 'svg-with-script', 'https://universal.example/app'),
  directoryWallet('c'.repeat(64), 'Html Page Wallet', 'html-page', 'htmlwallet://'),
];

let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterEach(() => session.demo.services.scenarios.reset());

afterAll(async () => {
  await session?.stop();
});

function serveHostileDirectory(): void {
  const { scenarios } = session.demo.services;
  scenarios.respondTo('directory', /\/getWallets$/, () => HttpResponse.json({ count: HOSTILE_WALLETS.length, data: HOSTILE_WALLETS }));
  scenarios.respondTo('directory', /\/html-as-png$/, () => new HttpResponse(HTML_PAYLOAD, { headers: { 'content-type': 'image/png' } }));
  scenarios.respondTo('directory', /\/svg-with-script$/, () => new HttpResponse(SVG_PAYLOAD, { headers: { 'content-type': 'image/svg+xml' } }));
  scenarios.respondTo('directory', /\/html-page$/, () => new HttpResponse(HTML_PAYLOAD, { headers: { 'content-type': 'text/html' } }));
}

const recommended = (page: Page) => page.getByRole('list', { name: 'Recommended wallets' });
const pwned = (page: Page) => page.evaluate(() => localStorage.getItem('pwned') ?? (window as { __pwned?: unknown }).__pwned ?? null);

describe('a hostile directory and a silent wallet, in the browser', () => {
  it('images served as HTML or as scripted SVG never run script in the page origin, even opened in a tab', async () => {
    serveHostileDirectory();
    const { context, page, errors } = await session.openPage();
    await page.getByTestId('appkit-button').click();
    await expect.poll(() => recommended(page).getByRole('button').count()).toBe(3);
    // The SVG shows, as an inert data: image; HTML, whatever its declared type, shows the placeholder.
    const images = recommended(page).locator('img');
    await expect.poll(() => images.count()).toBe(1);
    const sources = await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).src));
    expect(sources[0]).toMatch(/^data:image\/svg\+xml/);
    expect(await recommended(page).locator('.wp-image-placeholder').count()).toBe(2);
    const imageCalls = session.demo.services.scenarios.callsTo('directory').filter((call) => call.path.includes('getWalletImage'));
    expect([...new Set(imageCalls.map((call) => call.path.split('/').pop()))].sort()).toEqual(['html-as-png', 'html-page', 'svg-with-script']);

    // A visitor opening an image in a tab: the browser refuses it or runs it in an opaque origin.
    for (const source of sources) {
      const tab = await context.newPage();
      await tab.goto(source).catch(() => undefined);
      await tab.close();
    }
    expect(await pwned(page)).toBeNull();
    // Still usable: the real wallet connects from the same list.
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone a javascript: deep link is never put on the page; an https: universal link is', async () => {
    serveHostileDirectory();
    const { context, page, errors } = await session.openPage('', { userAgent: PHONE });
    await page.getByTestId('appkit-button').click();
    await expect.poll(() => recommended(page).getByRole('button').count()).toBe(3);

    await recommended(page).getByRole('button', { name: 'Html As Png Wallet' }).click();
    await page.getByTestId('wp-wc-qr').waitFor({ state: 'attached', timeout: 15_000 });
    // The pairing still works by QR code and Copy link; only the link is left out.
    expect(await page.getByTestId('wp-wc-deep-link').count()).toBe(0);
    expect(await page.getByTestId('wp-wc-copy').isEnabled()).toBe(true);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await recommended(page).getByRole('button', { name: 'Scripted Svg Wallet' }).click();
    const link = page.getByTestId('wp-wc-deep-link');
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/universal\.example\/app\/wc\?uri=wc%3A/);
    expect(await pwned(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wallet that never answers a connect: after the 2-minute ceiling the visitor sees why and can retry or pick another wallet', async () => {
    const { context, page, errors } = await session.openPage();
    await context.addInitScript({
      content: `(() => {
        window.__silentCalls = [];
        const provider = { request: ({ method }) => { window.__silentCalls.push(method); return new Promise(() => undefined); }, on() {}, removeListener() {} };
        const detail = { info: { uuid: 'silent-uuid', name: 'Silent Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'io.silent' }, provider };
        const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
        window.addEventListener('eip6963:requestProvider', announce);
        announce();
      })();`,
    });
    // Time runs as usual until the test moves it on past the ceiling.
    await page.clock.install();
    await page.reload();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-wallet-io.silent').click();
    await page.getByText('Accept the connection request in the wallet.').waitFor();
    // The view shows before the wallet is asked (the chain's code loads first): move time only once it is.
    await expect.poll(() => page.evaluate('window.__silentCalls')).toContain('eth_requestAccounts');

    await page.clock.fastForward('02:01');
    const failure = page.getByTestId('wp-connect-error');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('The wallet did not answer in time.');
    expect(await page.getByTestId('wp-retry').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(errors).toEqual([]);
    await context.close();
  });
});
