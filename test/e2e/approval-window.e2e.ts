import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedWalletServer, type EmbeddedWalletServer } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { waitForOtp } from '../embedded/development-mailbox.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

/*
 * A browser without IntersectionObserver v2 (Firefox and Safari today), played by chromium with the
 * feature taken away in every frame and window: the frame cannot prove its card is seen, so the visitor
 * approves in a window of the frame's own origin.
 */

let demo: RunningDemo;
let wallet: EmbeddedWalletServer;
let site: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoSite();
  wallet = await startEmbeddedWalletServer({
    projectId: demo.config.projectId,
    allowedOrigins: [],
    rpcUrls: { 31337: demo.chains[0]!.rpcUrl },
    masterKey: randomBytes(32).toString('hex'),
    otpSecret: randomBytes(32).toString('hex'),
    jwtSecret: randomBytes(32).toString('hex'),
    mailer: 'development',
    log: () => undefined,
  });
  site = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, embeddedWalletFrameUrl: `${wallet.url}/frame` } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await wallet?.stop();
  await demo?.stop();
});

async function signedInWithoutVisibility(email: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext();
  await blockNonLoopback(context);
  // Runs first in every document of the context: the page, the frame and the approval window.
  await context.addInitScript(() => {
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible;
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url);
  await page.getByTestId('appkit-button').click();
  await page.getByTestId('wp-email-input').fill(email);
  await page.getByTestId('wp-email-submit').click();
  await page.getByTestId('wp-otp-input').fill(await waitForOtp(wallet.url, email));
  await page.getByTestId('wp-otp-submit').click();
  await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
  await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  return { page, context, errors };
}

describe('approving in the approval window, where the frame cannot prove it is seen', () => {
  it('the card offers "Review in a new window"; Approve there signs, and the window closes', async () => {
    const { page, context, errors } = await signedInWithoutVisibility('window-approver@example.com');
    const address = (await page.getByTestId('demo-address').textContent()) as Address;
    await page.getByTestId('demo-sign-message').click();
    const frame = page.frameLocator('iframe[data-walletport-frame]');
    const review = frame.getByTestId('wp-frame-review');
    await review.waitFor({ timeout: 15_000 });
    expect(await frame.getByTestId('wp-frame-approve').count()).toBe(0);
    const opening = context.waitForEvent('page');
    await review.click();
    const popup = await opening;
    expect(new URL(popup.url()).origin).toBe(new URL(wallet.url).origin);
    await expect.poll(() => popup.getByTestId('wp-approval-origin').textContent(), { timeout: 15_000 }).toBe(new URL(site.url).origin);
    expect(await popup.getByRole('heading').textContent()).toBe('Sign message');
    const closed = popup.waitForEvent('close');
    await popup.getByTestId('wp-frame-approve').click();
    await closed;
    await expect.poll(() => page.getByTestId('demo-signature').textContent(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]+$/);
    const signature = (await page.getByTestId('demo-signature').textContent()) as Hex;
    expect(await verifyMessage({ address, message: 'hello walletport', signature })).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('closing the window unanswered ends the request with the catalogue\'s text, nothing signed', async () => {
    const { page, context } = await signedInWithoutVisibility('window-closer@example.com');
    await page.getByTestId('demo-sign-message').click();
    const review = page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-review');
    await review.waitFor({ timeout: 15_000 });
    const opening = context.waitForEvent('page');
    await review.click();
    const popup = await opening;
    await popup.getByTestId('wp-frame-approve').waitFor();
    await popup.close();
    await expect.poll(() => page.getByTestId('demo-signature').textContent(), { timeout: 15_000 })
      .toBe('error: The approval window was closed before you answered. Nothing was signed.');
    await context.close();
  }, 120_000);
});
