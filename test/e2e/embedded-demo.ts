import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startEmbeddedWalletServer, type EmbeddedWalletServer } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { waitForOtp } from '../embedded/development-mailbox.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

/**
 * The demo with the embedded wallet on a second loopback origin: the dApp's page is one server of the demo
 * build, the frame and its auth server another (both anvil chains reachable from the server), and chromium.
 */
export interface EmbeddedDemo {
  readonly demo: RunningDemo;
  readonly wallet: EmbeddedWalletServer;
  /** The dApp's page, told where the wallet's frame is. */
  readonly site: DemoServer;
  readonly browser: Browser;
  stop(): Promise<void>;
}

export async function startEmbeddedDemo(): Promise<EmbeddedDemo> {
  const demo = await startDemoSite();
  const wallet = await startEmbeddedWalletServer({
    projectId: demo.config.projectId,
    allowedOrigins: [],
    rpcUrls: Object.fromEntries(demo.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    masterKey: randomBytes(32).toString('hex'),
    otpSecret: randomBytes(32).toString('hex'),
    jwtSecret: randomBytes(32).toString('hex'),
    mailer: 'development',
    log: () => undefined,
  });
  const site = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, embeddedWalletFrameUrl: `${wallet.url}/frame` } });
  const browser = await launchChromium();
  return {
    demo,
    wallet,
    site,
    browser,
    stop: async () => {
      await browser.close();
      await site.stop();
      await wallet.stop();
      await demo.stop();
    },
  };
}

export interface SignedInPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Every uncaught error in the dApp's page. */
  readonly errors: string[];
}

/**
 * A fresh browser profile on the dApp's page, signed in with the e-mail wallet: the address, then the code
 * from the development mailbox. `prepare` runs in every document of the profile before its own scripts.
 */
export async function signedInByEmail(setup: EmbeddedDemo, email: string, prepare?: () => void): Promise<SignedInPage> {
  const context = await setup.browser.newContext();
  await blockNonLoopback(context);
  if (prepare) await context.addInitScript(prepare);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(setup.site.url);
  await page.getByTestId('appkit-button').click();
  await page.getByTestId('wp-email-input').fill(email);
  await page.getByTestId('wp-email-submit').click();
  await page.getByTestId('wp-otp-input').fill(await waitForOtp(setup.wallet.url, email));
  await page.getByTestId('wp-otp-submit').click();
  await expect.poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 }).toBe('connected');
  await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  return { page, context, errors };
}
