import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessage } from '../../domain/errors/catalogue.ts';
import { startEmbeddedWalletStack, type EmbeddedWalletStack } from '../embedded/embedded-wallet-stack.ts';
import { waitForOtp } from '../embedded/development-mailbox.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { FARCASTER_TEST_USERNAME } from '../stand-ins/farcaster-relay.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

const RECEIVER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
let demo: RunningDemo;
let stack: EmbeddedWalletStack;
let site: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoSite();
  stack = await startEmbeddedWalletStack({
    projectId: demo.config.projectId,
    allowedOrigins: [],
    rpcUrls: { 31337: demo.chains[0]!.rpcUrl, 31338: demo.chains[1]!.rpcUrl },
  });
  site = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, embeddedWalletFrameUrl: `${stack.wallet.url}/frame` } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await stack?.stop();
  await demo?.stop();
});

async function openSite(): Promise<{ page: Page; context: BrowserContext; errors: string[]; blocked: string[] }> {
  const context = await browser.newContext();
  const blocked = await blockNonLoopback(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url);
  return { page, context, errors, blocked };
}

const status = (page: Page) => page.getByTestId('demo-status').textContent();

/** Clicks a social button and answers the local OpenID provider's pages in the popup it opens. */
async function socialPopup(page: Page, provider: string): Promise<Page> {
  await page.getByTestId('appkit-button').click();
  const opened = page.waitForEvent('popup');
  await page.getByTestId(`wp-social-${provider}`).click();
  const popup = await opened;
  await popup.getByTestId('oidc-username').waitFor({ timeout: 15_000 });
  return popup;
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(demo.chains[0]!.rpcUrl, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

describe('social login, Farcaster and smart accounts of the embedded wallet, on the packed package', () => {
  it('signs in with google through the local OpenID provider, shows the username, restores after a reload', async () => {
    const { page, context, errors, blocked } = await openSite();
    const popup = await socialPopup(page, 'google');
    await popup.getByTestId('oidc-username').fill('ada');
    await popup.getByTestId('oidc-sign-in').click();
    await popup.getByTestId('oidc-allow').click();
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('connected');
    await page.getByTestId('appkit-button').click();
    await expect.poll(() => page.getByTestId('wp-account-social').textContent()).toMatch(/ada/);
    const address = await page.getByTestId('demo-address').textContent();
    await page.reload();
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected');
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('lays the seven social sign-ins out on one row, in the desktop dialog and on a phone, reached in turn by Tab', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      const context = await browser.newContext({ viewport });
      await blockNonLoopback(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(site.url);
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      const socials = page.getByRole('dialog').getByRole('group', { name: 'Sign in with a social account' }).getByRole('button');
      await socials.first().waitFor();
      // Every box in one frame: on a phone the sheet is still sliding up, and boxes read one by one would
      // each catch it at another height.
      const boxes = await socials.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(7);
      // One row: every button's top is the first one's, and none is narrower than a finger's tap needs.
      expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${viewport.width} px wide`).toBe(1);
      for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(32);
      // By keyboard: Tab goes from each sign-in to the next, in the order they are shown.
      const names = await Promise.all((await socials.all()).map((button) => button.getAttribute('aria-label')));
      await socials.first().focus();
      for (const name of names.slice(1)) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a script on the dApp page, listening to every message, never sees the code the provider answered', async () => {
    const { page, context, errors } = await openSite();
    // The attacker: a script of the dApp page itself (not the wallet frame), recording every message.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenMessages: seen });
      window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)), true);
    });
    const popup = await socialPopup(page, 'google');
    await popup.getByTestId('oidc-username').fill('eve-watcher');
    await popup.getByTestId('oidc-sign-in').click();
    await popup.getByTestId('oidc-allow').click();
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('connected');
    const seen = await page.evaluate(() => (window as unknown as { seenMessages: string[] }).seenMessages);
    expect(seen.some((data) => data.includes('SOCIAL_CALLBACK'))).toBe(true);
    // The page opens the provider's page, so it knows the request's state; never the code the provider answered.
    expect(seen.filter((data) => /[?&]code=|\/social\/callback\?/.test(data))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a denied consent and a closed popup each end in a clear message with a retry', async () => {
    const { page, context, errors } = await openSite();
    const denied = await socialPopup(page, 'github');
    await denied.getByTestId('oidc-username').fill('grace');
    await denied.getByTestId('oidc-sign-in').click();
    await denied.getByTestId('oidc-deny').click();
    await expect.poll(() => page.getByTestId('wp-social-error').textContent(), { timeout: 20_000 }).toBe(catalogueMessage('SOCIAL_LOGIN_DENIED'));
    await page.getByTestId('wp-social-retry').waitFor();

    const opened = page.waitForEvent('popup');
    await page.getByTestId('wp-social-retry').click();
    const closed = await opened;
    await closed.getByTestId('oidc-username').waitFor({ timeout: 15_000 });
    await closed.close();
    await expect.poll(() => page.getByTestId('wp-social-error').textContent(), { timeout: 10_000 }).toBe(catalogueMessage('SOCIAL_POPUP_CLOSED'));
    expect(await status(page)).toBe('disconnected');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('signs in with Farcaster: QR and link, approved in the Farcaster client page; leaving first gives a fresh link', async () => {
    const { page, context, errors } = await openSite();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-social-farcaster').click();
    const link = page.getByTestId('wp-farcaster-link');
    await link.waitFor({ timeout: 15_000 });
    const firstUrl = await link.getAttribute('href');
    expect(firstUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/client\?channelToken=/);
    // Leaving without an address resets the channel: coming back shows another one.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('wp-social-farcaster').click();
    await expect.poll(() => link.getAttribute('href'), { timeout: 15_000 }).not.toBe(firstUrl);
    const client = await context.newPage();
    await client.goto((await link.getAttribute('href')) ?? '');
    await client.getByTestId('farcaster-approve').click();
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('connected');
    await page.getByTestId('appkit-button').click();
    await expect.poll(() => page.getByTestId('wp-account-social').textContent()).toContain(FARCASTER_TEST_USERNAME);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('switches to the smart account and sends from it on anvil, approved in the frame', async () => {
    const { page, context, errors } = await openSite();
    const email = 'smart@example.com';
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-email-input').fill(email);
    await page.getByTestId('wp-email-submit').click();
    await page.getByTestId('wp-otp-input').fill(await waitForOtp(stack.wallet.url, email));
    await page.getByTestId('wp-otp-submit').click();
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected');
    const owner = (await page.getByTestId('demo-address').textContent()) as Address;

    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-account-type-toggle').click();
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 20_000 }).not.toBe(owner);
    const smart = (await page.getByTestId('demo-address').textContent()) as Address;
    expect(await rpc('eth_getCode', [smart, 'latest'])).toBe('0x');
    // The smart account holds the value, its owner pays the gas (no bundler in this reference design).
    await rpc('anvil_setBalance', [smart, '0x8ac7230489e80000']);
    await rpc('anvil_setBalance', [owner, '0x8ac7230489e80000']);
    // After a reload the smart account is still the one in use, and its new balance is read.
    await page.reload();
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 20_000 }).toBe(smart);
    await page.getByTestId('appkit-button').click();

    const chain = createPublicClient({ transport: http(demo.chains[0]!.rpcUrl) });
    const before = await chain.getBalance({ address: RECEIVER });
    await page.getByTestId('wp-open-send').click();
    await page.getByTestId('wp-send-amount').fill('0.25');
    await page.getByTestId('wp-send-receiver').fill(RECEIVER);
    await page.getByTestId('wp-send-submit').click();
    const approve = page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-approve');
    await approve.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(700);
    await approve.click();
    await page.getByTestId('wp-send-success').waitFor({ timeout: 30_000 });
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'));
    expect(await rpc('eth_getCode', [smart, 'latest'])).not.toBe('0x');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
