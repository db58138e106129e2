import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { startFamilyStandIns, type FamilyStandIns } from './family-stand-ins.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

let demo: RunningDemo;
let standIns: FamilyStandIns;
let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoSite();
  standIns = await startFamilyStandIns();
  // The demo on all five families, with the Demo Wallet it brings itself: on Solana, Polkadot, Bitcoin and
  // Cosmos it asks with the browser's confirm prompt, as a newcomer meets it after `npm start`.
  server = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, ...standIns.demoConfig } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIns?.stop();
  await demo?.stop();
});

/** How the visitor refuses in the Demo Wallet: Cancel in its prompt, or (EVM, which prompts nowhere) the wallet says no. */
const FAMILIES = [
  { label: 'Ethereum and EVM', refuse: (page: Page) => page.evaluate(() => (window as unknown as { __WALLETPORT_TEST_WALLET__: { rejectNextRequests(count: number): void } }).__WALLETPORT_TEST_WALLET__.rejectNextRequests(1)) },
  { label: 'Solana' },
  { label: 'Polkadot' },
  { label: 'Bitcoin' },
  { label: 'Cosmos' },
] as const;

async function openDemo() {
  const context = await browser.newContext();
  const blocked = await blockNonLoopback(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Every prompt of the wallet is answered Cancel unless a step says otherwise.
  let answer: 'accept' | 'dismiss' = 'dismiss';
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  await page.goto(server.url);
  // A reload first: the refusal must end the same way on a page that was loaded before.
  await page.reload();
  return { context, page, errors, blocked, prompts, answerWith: (next: 'accept' | 'dismiss') => (answer = next) };
}

const hookStatus = (page: Page) => page.getByRole('region', { name: 'Hook state' }).getByRole('definition').first().textContent();

describe('a refusal in the wallet, in every family, through the real modal', () => {
  for (const family of FAMILIES) {
    it(`${family.label}: "Connection declined in the wallet…" at once, with Try again, which connects`, async () => {
      const { context, page, errors, blocked, prompts, answerWith } = await openDemo();
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
      await dialog.getByRole('button', { name: /Demo Wallet/ }).click();
      const choice = dialog.getByRole('list', { name: 'Connect Demo Wallet on' });
      // The other families' sides load apart from the page's first JavaScript: wait for this one.
      await choice.getByRole('button', { name: family.label, exact: true }).waitFor({ timeout: 15_000 });
      if ('refuse' in family) await family.refuse(page);
      const asked = Date.now();
      await choice.getByRole('button', { name: family.label, exact: true }).click();

      // The status message that has something to say (the snackbar's live region stays empty).
      const declined = page.getByRole('dialog').getByRole('alert').filter({ hasText: /\S/ });
      await declined.waitFor({ timeout: 5_000 });
      expect(Date.now() - asked).toBeLessThan(5_000);
      expect(await declined.textContent()).toBe(ERRORS.USER_REJECTED.message);
      expect(await page.getByText('Accept the connection request in the wallet.').count()).toBe(0);
      if (!('refuse' in family)) expect(prompts).toHaveLength(1);
      expect(await hookStatus(page)).toBe('disconnected');

      answerWith('accept');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => hookStatus(page), { timeout: 20_000 }).toBe('connected');
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
