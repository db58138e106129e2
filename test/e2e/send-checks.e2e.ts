/**
 * Sending from the demo as a visitor does, through the real modal on the packed package: the checks made
 * before the wallet is asked (balance, receiver), a native and an ERC-20 transfer on the local anvil chain
 * with the balances read back from the chain, and a balance the page cannot read shown as unavailable
 * with Try again, never as a zero.
 */
import type { Page, Route } from 'playwright-core';
import { createPublicClient, http, parseEther, type Address, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN_ABI } from '../contracts/test-token.ts';
import { DEMO_TOKEN_FUNDING } from '../stand-ins/demo-token.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { axeViolations, connectTestWallet } from './view-tour.ts';

/** anvil's second dev account: the receiver. */
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TT = 10n ** 6n;

let session: BrowserSession;
let chain: PublicClient;
let token: Address;

beforeAll(async () => {
  session = await startBrowserSession();
  chain = createPublicClient({ transport: http(session.demo.chains[0]!.rpcUrl) });
  const deployed = session.demo.tokens.find((entry) => entry.chainId === 31337);
  if (!deployed) throw new Error('the demo has no token on chain 31337');
  token = deployed.address;
}, 120_000);

afterAll(async () => {
  await session?.stop();
});

const tokenBalance = (owner: Address): Promise<bigint> => chain.readContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'balanceOf', args: [owner] });

async function openAccount(page: Page): Promise<void> {
  await page.getByTestId('appkit-button').click();
  await page.getByRole('dialog', { name: 'Account' }).waitFor();
}

async function openSend(page: Page): Promise<void> {
  await openAccount(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Send' }).waitFor();
}

async function fillSend(page: Page, amount: string, receiver: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  await dialog.getByLabel('To', { exact: true }).fill(receiver);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const sendsAsked = async (page: Page): Promise<number> => (await session.wallet(page, (wallet) => wallet.calls)).filter((method) => method === 'eth_sendTransaction').length;

describe('send checks and transfers on the local chain', () => {
  it('refuses what the account cannot pay and a receiver that is no address, then sends ETH and the demo token', async () => {
    const { page, errors, blocked, context } = await session.openPage();
    await connectTestWallet(page);
    await openAccount(page);
    await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toBe('10000.000 ETH');
    // The demo's token is listed with the balance the chain holds for the wallet.
    const tokens = page.getByRole('dialog').getByRole('list', { name: 'Tokens' });
    await expect.poll(() => tokens.textContent()).toContain('Test Token');
    expect(await tokens.textContent()).toContain('10000.000 TT');
    await closeDialog(page);

    // ETH: more than the balance, then a receiver that is no address; the wallet is never asked.
    await openSend(page);
    const dialog = page.getByRole('dialog');
    await fillSend(page, '20000', RECEIVER);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The amount is more than your balance of 10000.000 ETH. Nothing was sent.');
    await fillSend(page, '1', '0x1234');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The receiver address is not a valid EVM address: 0x followed by 40 hexadecimal characters.');
    expect(await sendsAsked(page)).toBe(0);
    const receiverBefore = await session.rpcBalance(RECEIVER);
    await fillSend(page, '1.5', RECEIVER);
    await dialog.getByText('Sent.').waitFor({ timeout: 30_000 });
    expect(await session.rpcBalance(RECEIVER)).toBe(receiverBefore + parseEther('1.5'));
    // The hash the screen gives the visitor to copy is the chain's record of this transfer.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await dialog.getByRole('button', { name: 'Copy transaction hash' }).click();
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'copied' }).textContent()).toBe('Transaction hash copied');
    const copied = (await page.evaluate(() => navigator.clipboard.readText())) as `0x${string}`;
    expect(await dialog.getByTestId('wp-send-hash').textContent()).toBe(`Transaction ${copied}`);
    const transfer = await chain.getTransaction({ hash: copied });
    expect([transfer.to?.toLowerCase(), transfer.value]).toEqual([RECEIVER.toLowerCase(), parseEther('1.5')]);
    // The screen with its hash and copy status passes axe-core's WCAG A and AA checks, as every view does.
    expect(await axeViolations(page, 'WalletSend (sent)', 'dark')).toEqual([]);
    await dialog.getByRole('button', { name: 'Back to account' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await closeDialog(page);

    // The token: over its balance, then a transfer the chain records.
    await openSend(page);
    await dialog.getByRole('combobox', { name: /^Token/ }).selectOption({ label: 'TT · 10000.000' });
    await fillSend(page, '10001', RECEIVER);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The amount is more than your balance of 10000.000 TT. Nothing was sent.');
    expect(await sendsAsked(page)).toBe(1);
    await fillSend(page, '25', RECEIVER);
    await dialog.getByText('Sent.').waitFor({ timeout: 30_000 });
    expect(await tokenBalance(RECEIVER)).toBe(25n * TT);
    expect(await tokenBalance(ANVIL_ACCOUNT_0)).toBe(DEMO_TOKEN_FUNDING - 25n * TT);
    await dialog.getByRole('button', { name: 'Back to account' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await expect.poll(() => tokens.textContent()).toContain('9975.000 TT');

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('a balance the page cannot read says Token Balance Unavailable with Try again, never 0.000, and reads again once the node answers', async () => {
    const { page, errors, context } = await session.openPage();
    // The node stops answering balance reads (eth_getBalance, and eth_call for the token), as when its RPC is unreachable.
    let reachable = false;
    const reads = async (route: Route): Promise<void> => {
      const body = route.request().postData() ?? '';
      if (!reachable && route.request().method() === 'POST' && /"eth_(getBalance|call)"/.test(body)) return route.abort('connectionrefused');
      return route.fallback();
    };
    await context.route('**/*', reads);
    await connectTestWallet(page);
    await openAccount(page);
    const balance = page.getByTestId('wp-account-balance');
    await balance.getByRole('alert').waitFor({ timeout: 30_000 });
    expect(await balance.getByRole('alert').textContent()).toBe('Token Balance Unavailable');
    expect(await balance.textContent()).not.toContain('0.000');
    const panel = page.getByRole('dialog').getByRole('tabpanel');
    await expect.poll(() => panel.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('Token Balance Unavailable');
    expect(await panel.textContent()).not.toContain('No token balances');

    reachable = true;
    await balance.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('wp-account-balance').textContent(), { timeout: 30_000 }).toMatch(/^\d+\.\d{3} ETH$/);
    await expect.poll(() => page.getByRole('dialog').getByRole('list', { name: 'Tokens' }).textContent(), { timeout: 30_000 }).toContain('TT');
    expect(errors).toEqual([]);
    await context.unroute('**/*', reads);
    await context.close();
  }, 120_000);
});
