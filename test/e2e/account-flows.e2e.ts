import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';

const WALLET = 'dev.walletport.demo';
let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

describe('account flows in a real browser', () => {
  it('the Account view reads a fresh balance and lists on-chain activity', async () => {
    const { context, page, errors } = await session.openPage();
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

  it('sends ETH from the Send view: the wallet approves, the chain and the balance change', async () => {
    const { context, page, errors } = await session.openPage();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId(`wp-wallet-${WALLET}`).click();
    await expect.poll(() => page.getByTestId('appkit-button').textContent()).toMatch(/· [\d.]+ ETH/);
    const receiver = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    const receiverBefore = await session.rpcBalance(receiver);
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-open-send').click();
    await page.getByRole('dialog', { name: 'Send' }).waitFor();
    await page.getByTestId('wp-send-submit').click();
    expect(await page.getByTestId('wp-send-error').textContent()).toBe('An amount and receiver address are required');
    await page.getByTestId('wp-send-amount').fill('1.25');
    await page.getByTestId('wp-send-receiver').fill(receiver);
    await page.getByTestId('wp-send-submit').click();
    await page.getByTestId('wp-send-success').waitFor();
    expect(await session.rpcBalance(receiver)).toBe(receiverBefore + 1_250_000_000_000_000_000n);
    expect(await session.wallet(page, (w) => w.calls)).toContain('eth_sendTransaction');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('All Wallets lists the directory with images as object URLs, and searches', async () => {
    const { context, page, errors, blocked } = await session.openPage();
    await page.getByTestId('appkit-button').click();
    await page.getByTestId('wp-all-wallets-entry').click();
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
    // A virtual grid: only the rows in view are in the page, a few more than fit in its 360 px.
    const tiles = page.getByTestId('wp-all-wallets-tile');
    await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(12);
    expect(await tiles.count()).toBeLessThan(40);
    await expect.poll(() => tiles.first().locator('img').getAttribute('src')).toMatch(/^blob:/); // raster images only ever become object URLs
    const firstName = (await tiles.first().textContent()) ?? '';
    await page.getByTestId('wp-wallet-search').fill(firstName.slice(0, 5));
    await expect.poll(async () => (await tiles.allTextContents()).every((name) => name.toLowerCase().includes(firstName.slice(0, 5).toLowerCase()))).toBe(true);
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
