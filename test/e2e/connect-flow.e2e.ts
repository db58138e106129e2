import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { demoWalletInitScript } from '../wallets/init-script.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';

const WALLET = 'dev.walletport.demo';
let demo: RunningDemo;
let browser: Browser;

interface TestWalletHandle {
  rejectNextRequests(count: number): void;
  calls: string[];
  currentChainId: number;
}

async function openPage(): Promise<{ context: BrowserContext; page: Page; errors: string[]; blocked: string[] }> {
  const context = await browser.newContext();
  const blocked = await blockNonLoopback(context);
  await context.addInitScript({
    content: await demoWalletInitScript({
      chains: { '31337': demo.chains[0]!.rpcUrl, '31338': demo.chains[1]!.rpcUrl },
      initialChainId: 31337,
    }),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(demo.url);
  return { context, page, errors, blocked };
}

function analyticsEvents(): string[] {
  return demo.services.events.map((payload) => String((payload.props as Record<string, unknown>)['event']));
}

function wallet<T>(page: Page, action: (w: TestWalletHandle) => T): Promise<T> {
  return page.evaluate(`(${action.toString()})(window.__WALLETPORT_TEST_WALLET__)`) as Promise<T>;
}

beforeAll(async () => {
  demo = await startDemoSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('walking skeleton in a real browser', () => {
  it('connect → account → switch chain → reload reconnects silently → disconnect', async () => {
    const { context, page, errors, blocked } = await openPage();
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect');

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const walletRow = page.getByTestId(`wp-wallet-${WALLET}`);
    expect(await walletRow.textContent()).toContain('Demo Wallet');
    expect(await walletRow.textContent()).toContain(WALLET);

    await walletRow.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    await expect.poll(() => button.textContent()).toContain('0xf39F…2266');

    await button.click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    expect(await page.getByTestId('wp-account-address').getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
    await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toBe('10000.000 ETH');
    expect(await page.getByTestId('wp-account-network').textContent()).toBe('Anvil Local');

    await page.getByTestId('wp-network-eip155:31338').click();
    await expect.poll(() => page.getByTestId('wp-account-network').textContent()).toBe('Anvil Local 2');
    expect(await wallet(page, (w) => w.currentChainId)).toBe(31338);
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('eip155:31338');
    await expect.poll(() => analyticsEvents()).toContain('SWITCH_NETWORK');

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(await page.getByTestId('demo-network').textContent()).toBe('eip155:31338');
    const calls = await wallet(page, (w) => w.calls);
    expect(calls).toContain('eth_accounts');
    expect(calls).not.toContain('eth_requestAccounts');

    await button.click();
    await page.getByTestId('wp-disconnect').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await expect.poll(() => analyticsEvents()).toContain('DISCONNECT_SUCCESS');
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('a 4001 rejection shows a clear message and retry succeeds', async () => {
    const { context, page, errors } = await openPage();
    await wallet(page, (w) => w.rejectNextRequests(1));
    await page.getByTestId('appkit-button').click();
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    const message = page.getByTestId('wp-connect-error');
    await message.waitFor();
    expect(await message.textContent()).toBe('Connection declined in the wallet. You can try again.');
    await page.getByTestId('wp-retry').click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Escape closes the dialog, focus stays inside while open and returns to the button', async () => {
    const { context, page } = await openPage();
    const button = page.getByTestId('appkit-button');
    await expect.poll(() => button.textContent()).toBe('Connect');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('appkit-button');
    await context.close();
  });

  it("without a project id the modal shows the 'Project ID Not Configured' alert", async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${demo.url}?projectId=`);
    await page.getByTestId('appkit-button').click();
    const alert = page.getByTestId('wp-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Project ID Not Configured');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Account view reads a fresh balance and lists on-chain activity', async () => {
    const { context, page, errors } = await openPage();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected');
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toMatch(/· [\d.]+ ETH/);
    const before = Number((await page.getByTestId('appkit-button').textContent())?.match(/· ([\d.]+)/)?.[1]);
    expect(before).toBeGreaterThan(2);
    // The visitor spends 2 ETH from the wallet itself, outside the modal.
    await page.evaluate(`window.__WALLETPORT_TEST_WALLET__.request({ method: 'eth_sendTransaction', params: [{ from: '${ANVIL_ACCOUNT_0}', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1bc16d674ec80000' }] })`);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await expect.poll(async () => Number((await page.getByTestId('wp-account-balance').textContent())?.split(' ')[0])).toBeLessThan(before - 1.99);
    await page.getByTestId('wp-tab-Activity').click();
    await expect.poll(() => page.getByTestId('wp-activity').textContent()).toContain('2.000 ETH');
    expect(await page.getByTestId('wp-activity').textContent()).toContain('0x70…dc79c8');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('All Wallets lists the directory with images as object URLs, and searches', async () => {
    const { context, page, errors, blocked } = await openPage();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-all-wallets-entry').click();
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
    const tiles = page.getByTestId('wp-all-wallets').locator('li');
    await expect.poll(() => tiles.count()).toBe(40);
    await expect.poll(() => tiles.first().locator('img').getAttribute('src')).toMatch(/^blob:/);
    const firstName = (await tiles.first().textContent()) ?? '';
    await page.getByTestId('wp-wallet-search').fill(firstName.slice(0, 5));
    await expect.poll(async () => (await tiles.allTextContents()).every((name) => name.toLowerCase().includes(firstName.slice(0, 5).toLowerCase()))).toBe(true);
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('the light theme is available', async () => {
    const { context, page } = await openPage();
    await page.goto(`${demo.url}?theme=light`);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('.wp-root').getAttribute('data-theme')).toBe('light');
    await context.close();
  });
});

describe('analytics through the stand-in (spec §7)', () => {
  it('the flows above sent MODAL_OPEN, CONNECT_SUCCESS, SWITCH_NETWORK and DISCONNECT_SUCCESS to POST /e', () => {
    const events = analyticsEvents();
    for (const name of ['MODAL_OPEN', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE']) {
      expect(events).toContain(name);
    }
    expect(events).not.toContain('MODAL_CREATED');
  });
});

describe('lazy chain code', () => {
  it('the EVM-only demo build contains no other chain SDK, and viem only in a lazy chunk', () => {
    const forbidden = /node_modules\/(@solana|@polkadot|bitcoinjs-lib|@cosmjs)\//;
    const all = demo.build.chunks.flatMap((chunk) => chunk.moduleIds);
    expect(all.filter((id) => forbidden.test(id))).toEqual([]);
    const entry = demo.build.chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const initial = new Set([entry!.fileName, ...entry!.imports]);
    const initialModules = demo.build.chunks.filter((c) => initial.has(c.fileName)).flatMap((c) => c.moduleIds);
    expect(initialModules.some((id) => id.includes('node_modules/viem/'))).toBe(false);
    expect(all.some((id) => id.includes('node_modules/viem/'))).toBe(true);
  });
});
