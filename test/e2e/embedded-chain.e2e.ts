import type { FrameLocator, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOtp } from '../embedded/development-mailbox.ts';
import { blockNonLoopback } from '../stand-ins/chromium.ts';
import { startEmbeddedDemo, type EmbeddedDemo } from './embedded-demo.ts';

const EMAIL = 'second-chain@example.com';
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// The frame and its auth server on a second loopback origin serving both chains; the page is the demo's.
let setup: EmbeddedDemo;

beforeAll(async () => {
  setup = await startEmbeddedDemo();
});

afterAll(async () => {
  await setup?.stop();
});

/** The site's network, as the demo page prints it from the hooks. */
const siteNetwork = (page: Page, caipNetworkId: string) => page.getByText(caipNetworkId, { exact: true });

/** The approval card's rows, label to value, as the visitor reads them inside the frame. */
async function approvalRows(frame: FrameLocator): Promise<Record<string, string>> {
  const card = frame.getByRole('dialog', { name: 'Send transaction' });
  await card.waitFor({ timeout: 15_000 });
  const labels = await card.getByRole('term').allTextContents();
  const values = await card.getByRole('definition').allTextContents();
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
}

describe('the e-mail wallet on the site’s second network, from a fresh profile', () => {
  it('switched to 31338 before the first e-mail login: the approval names 31338 and the transfer lands on 31338', async () => {
    const context = await setup.browser.newContext();
    const blocked = await blockNonLoopback(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(setup.site.url);

    // The site's header network button, then the second network.
    await page.getByRole('button', { name: 'Anvil Local', exact: true }).click();
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Anvil Local 2' }).click();
    await siteNetwork(page, 'eip155:31338').waitFor();
    // Disconnected, the modal stays open after the switch: the visitor closes it.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The page's <appkit-button>: "Connect", or "Connect Wallet" where the words name it so.
    await page.getByRole('button', { name: /^Connect( Wallet)?$/ }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await connect.getByRole('button', { name: 'Continue with e-mail' }).click();
    const code = page.getByRole('textbox', { name: 'Six-digit code' });
    await code.fill(await waitForOtp(setup.wallet.url, EMAIL));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('connected', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await siteNetwork(page, 'eip155:31338').count()).toBe(1);
    const address = (await page.getByText(/^0x[0-9a-fA-F]{40}$/).textContent()) as Address;

    // Funds on 31338 only: a transfer signed for 31337 could not pay for itself.
    const second = createPublicClient({ transport: http(setup.demo.chains[1]!.rpcUrl) });
    const first = createPublicClient({ transport: http(setup.demo.chains[0]!.rpcUrl) });
    await fetch(setup.demo.chains[1]!.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0x8ac7230489e80000'] }) });
    const [beforeSecond, beforeFirst] = [await second.getBalance({ address: RECEIVER }), await first.getBalance({ address: RECEIVER })];

    await page.getByRole('button', { name: 'Open Account view' }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send' });
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.25');
    await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER);
    await send.getByRole('button', { name: 'Send', exact: true }).click();

    const frame = page.frameLocator('iframe[title="Embedded wallet"]');
    const rows = await approvalRows(frame);
    expect(rows).toMatchObject({ From: address, To: RECEIVER, Value: '0.25 ETH', 'Chain ID': '31338' });
    // Chromium discards input to a cross-origin frame watched by IntersectionObserver v2 for 500 ms after it appears.
    await page.waitForTimeout(700);
    await frame.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Sent.').waitFor({ timeout: 30_000 });

    expect((await second.getBalance({ address: RECEIVER })) - beforeSecond).toBe(parseEther('0.25'));
    expect(await first.getBalance({ address: RECEIVER })).toBe(beforeFirst);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);
});
