import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedDemo, signedInByEmail, type EmbeddedDemo } from './embedded-demo.ts';
import { SCREENSHOT_DIR } from './view-tour.ts';

/*
 * What the visitor reads before approving, in chromium on the packed package: an unlimited Permit, a
 * transaction with its fees and a page-chosen nonce, and a message too large to show. Each picture is
 * saved under test/e2e/.screenshots/approval/.
 */

const PICTURES = join(SCREENSHOT_DIR, 'approval');
const SPENDER = '0x000000000000000000000000000000000000bAD0';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MAX_UINT256 = (2n ** 256n - 1n).toString();

let setup: EmbeddedDemo;

beforeAll(async () => {
  mkdirSync(PICTURES, { recursive: true });
  setup = await startEmbeddedDemo();
});

afterAll(async () => {
  await setup?.stop();
});

/** The dApp asks through the provider it got from walletport, as a page's own script would; not awaited. */
async function ask(page: Page, method: string, params: (address: string) => unknown[]): Promise<void> {
  const address = (await page.getByTestId('demo-address').textContent()) ?? '';
  // The address shows as soon as the account is known; the provider joins a moment later.
  await page.waitForFunction(() => {
    const kit = (window as unknown as { __WALLETPORT_APPKIT__?: { getProvider(namespace: string): unknown } }).__WALLETPORT_APPKIT__;
    return kit?.getProvider('eip155') !== undefined;
  }, undefined, { timeout: 15_000 });
  await page.evaluate(({ method, params }) => {
    type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> };
    const kit = (window as unknown as { __WALLETPORT_APPKIT__?: { getProvider(namespace: string): Provider | undefined } }).__WALLETPORT_APPKIT__;
    // An element of the test's own: the demo's React tree may re-render its signature line at any time.
    const created = () => {
      const element = document.createElement('output');
      element.setAttribute('data-testid', 'test-answer');
      return document.body.appendChild(element);
    };
    const output = document.querySelector('[data-testid="test-answer"]') ?? created();
    output.textContent = '';
    const answer = (text: string) => {
      output.textContent = text;
    };
    const provider = kit?.getProvider('eip155');
    if (!provider) throw new Error('no eip155 provider on the page');
    provider.request({ method, params }).then((result) => answer(String(result)), (error: Error) => answer(`error: ${error.message}`));
  }, { method, params: params(address) });
}

const card = (page: Page) => page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-approval');

async function rejectInFrame(page: Page): Promise<void> {
  // The card can be laid out inside the frame a moment before the page shows the frame itself; a click
  // sent in that moment lands on the page underneath. Wait for the frame, and click again while the card
  // is still there.
  await page.locator('iframe[data-walletport-frame]').waitFor({ state: 'visible', timeout: 15_000 });
  await vi.waitFor(async () => {
    if ((await card(page).count()) > 0) {
      await page.frameLocator('iframe[data-walletport-frame]').getByRole('button', { name: 'Reject' }).click({ timeout: 5_000 });
    }
    expect(await page.getByTestId('test-answer').textContent()).toMatch(/^error: /);
  }, { timeout: 30_000, interval: 2_000 });
}

describe('the approval screen, as the visitor sees it', () => {
  it('an unlimited Permit: the warning names the spender and the token, and every signed field is a row', async () => {
    const { page, context, errors } = await signedInByEmail(setup, 'permit-picture@example.com');
    await ask(page, 'eth_signTypedData_v4', (owner) => [owner, JSON.stringify({
      domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: TOKEN },
      types: {
        Permit: [
          { name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner, spender: SPENDER, value: MAX_UINT256, nonce: '0', deadline: '1893456000' },
    })]);
    await card(page).waitFor({ timeout: 15_000 });
    const text = (await card(page).textContent()) ?? '';
    expect(text).toContain(`Unlimited allowance to ${SPENDER} for the token at ${TOKEN}`);
    for (const shown of ['USD Coin', 'Permit', MAX_UINT256, '1893456000', new URL(setup.site.url).origin]) expect(text).toContain(shown);
    await card(page).screenshot({ path: join(PICTURES, 'permit.png'), animations: 'disabled' });
    await rejectInFrame(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a transaction: value, gas, fees, the maximum total cost and the nonce the page chose', async () => {
    const { page, context, errors } = await signedInByEmail(setup, 'transaction-picture@example.com');
    await ask(page, 'eth_sendTransaction', (from) => [{ from, to: RECEIVER, value: '0x2386f26fc10000', nonce: '0x0' }]);
    await card(page).waitFor({ timeout: 15_000 });
    const text = (await card(page).textContent()) ?? '';
    for (const shown of ['Send transaction', RECEIVER, '0.01 ETH', 'Chain ID31337', 'Gas limit', 'Max fee per gas', 'Max total cost', 'Nonce0']) {
      expect(text).toContain(shown);
    }
    await card(page).screenshot({ path: join(PICTURES, 'transaction.png'), animations: 'disabled' });
    await rejectInFrame(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a message over 16 KB is refused with the catalogue text, and no card asks for it', async () => {
    const { page, context, errors } = await signedInByEmail(setup, 'oversize-picture@example.com');
    await ask(page, 'personal_sign', (address) => [`0x${'41'.repeat(16_385)}`, address]);
    await expect.poll(() => page.getByTestId('test-answer').textContent(), { timeout: 15_000 })
      .toBe('error: This request is too large to show in full (the message: 16 KB at most). Nothing was signed.');
    expect(await card(page).count()).toBe(0);
    await page.screenshot({ path: join(PICTURES, 'oversize-message.png'), animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
