/**
 * Swapping from the demo as a visitor does, through the real modal on the packed package: the Account
 * view's Swap, ETH for Pool Dollar at the quote the convert API's stand-in builds from the Uniswap V2 pools
 * on the local chain, then Pool Dollar back for ETH with the exact approval it needs first, the balances
 * read back from the chain; on a phone, by keyboard, in Spanish.
 */
import type { Locator, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Address, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../../domain/balance/format-units.ts';
import { formatBalanceString } from '../../domain/format/quantity.ts';
import { ERC20_ABI, UNISWAP_V2_ROUTER_ABI, type UniswapV2Deployment } from '../stand-ins/uniswap-v2.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { expectWithinScreenWidth, PHONE_SCREEN } from './screens.ts';
import { connectTestWallet } from './view-tour.ts';

const PUSD = 10n ** 6n;

let session: BrowserSession;
let chain: PublicClient;
let pools: UniswapV2Deployment;
let dollar: Address;

beforeAll(async () => {
  session = await startBrowserSession();
  chain = createPublicClient({ transport: http(session.demo.chains[0]!.rpcUrl) });
  const deployed = session.demo.uniswap.find((entry) => entry.chainId === 31337);
  if (!deployed) throw new Error('the demo has no Uniswap V2 on chain 31337');
  pools = deployed.deployment;
  dollar = pools.tokens.find((token) => token.symbol === 'PUSD')!.address;
}, 120_000);

afterAll(async () => {
  await session?.stop();
});

const held = (owner: Address): Promise<bigint> => chain.readContract({ address: dollar, abi: ERC20_ABI, functionName: 'balanceOf', args: [owner] });
const allowance = (): Promise<bigint> => chain.readContract({ address: dollar, abi: ERC20_ABI, functionName: 'allowance', args: [ANVIL_ACCOUNT_0, pools.router] });
const quoted = async (amountIn: bigint, path: readonly Address[]): Promise<bigint> =>
  (await chain.readContract({ address: pools.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amountIn, [...path]] })).at(-1)!;
const sendsAsked = async (page: Page): Promise<number> => (await session.wallet(page, (wallet) => wallet.calls)).filter((method) => method === 'eth_sendTransaction').length;

interface Words {
  readonly account: string;
  readonly swap: string;
  readonly pay: string;
  readonly receive: string;
  readonly token: string;
  readonly amount: string;
  readonly minimum: string;
  readonly sent: string;
  readonly back: string;
  readonly approve: string;
}

const ENGLISH: Words = { account: 'Account', swap: 'Swap', pay: 'You pay', receive: 'You receive', token: 'Token', amount: 'Amount', minimum: 'Minimum received', sent: 'Swap sent', back: 'Back to account', approve: 'Approve PUSD' };
const SPANISH: Words = { account: 'Cuenta', swap: 'Intercambiar', pay: 'Pagas', receive: 'Recibes', token: 'Token', amount: 'Cantidad', minimum: 'Mínimo recibido', sent: 'Intercambio enviado', back: 'Volver a la cuenta', approve: 'Aprobar PUSD' };

/** The Swap view, opened from the Account view's wallet features. */
async function openSwap(page: Page, words: Words): Promise<Locator> {
  await page.getByTestId('appkit-button').click();
  const account = page.getByRole('dialog', { name: words.account });
  await account.waitFor();
  await account.getByRole('button', { name: words.swap, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.swap });
  await dialog.getByRole('group', { name: words.pay }).getByRole('combobox', { name: words.token }).waitFor();
  return dialog;
}

const side = (dialog: Locator, name: string): Locator => dialog.getByRole('group', { name });

/** How a press of Swap ended: its success text, or the alert the form shows instead. */
async function outcome(dialog: Locator, sent: string): Promise<string> {
  const success = dialog.getByText(sent);
  const alert = dialog.getByRole('alert');
  await success.or(alert).first().waitFor({ timeout: 30_000 });
  return (await success.count()) > 0 ? sent : ((await alert.first().textContent()) ?? '');
}

describe('swapping on the local chain through the Uniswap V2 pools', () => {
  it('swaps ETH for PUSD at the quote shown, then PUSD back for ETH after an exact approval', async () => {
    const { page, errors, blocked, context } = await session.openPage();
    await connectTestWallet(page);
    const dialog = await openSwap(page, ENGLISH);
    const pay = side(dialog, ENGLISH.pay);
    const receive = side(dialog, ENGLISH.receive);
    expect(await pay.getByRole('combobox', { name: 'Token' }).inputValue()).toBe('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');

    await receive.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD · Pool Dollar' });
    await pay.getByLabel('Amount').fill('0.1');
    await dialog.getByText(ENGLISH.minimum).waitFor();
    const expected = await quoted(parseEther('0.1'), [pools.weth, dollar]);
    // The quote shows what the router pays, and the least the swap may buy at 1% slippage.
    await expect.poll(() => dialog.getByTestId('wp-swap-to-amount').textContent()).toBe(formatPusd(expected));
    const before = await held(ANVIL_ACCOUNT_0);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    expect(await outcome(dialog, ENGLISH.sent)).toBe(ENGLISH.sent);
    expect(await held(ANVIL_ACCOUNT_0)).toBe(before + expected);
    expect(await allowance()).toBe(0n);
    await dialog.getByRole('button', { name: ENGLISH.back }).click();
    await page.getByRole('dialog', { name: ENGLISH.account }).waitFor();
    // The Account view's balance follows: 0.1 ETH and the gas went.
    await expect.poll(async () => Number((await page.getByTestId('wp-account-balance').textContent())?.replace(/ ETH$/, ''))).toBeLessThan(9999.9);
    await page.keyboard.press('Escape');

    // Back: selling PUSD needs an approval of exactly the amount first; the swap waits for it.
    const again = await openSwap(page, ENGLISH);
    const payAgain = side(again, ENGLISH.pay);
    await payAgain.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD · Pool Dollar' });
    await side(again, ENGLISH.receive).getByRole('combobox', { name: 'Token' }).selectOption({ label: 'ETH · Ether' });
    await payAgain.getByLabel('Amount').fill('100');
    await expect.poll(() => again.getByTestId('wp-swap-approval-text').textContent(), { timeout: 15_000 }).toBe(`Allow ${pools.router} to spend exactly 100 PUSD`);
    expect(await again.getByRole('button', { name: 'Swap', exact: true }).isDisabled()).toBe(true);
    const asked = await sendsAsked(page);
    await again.getByRole('button', { name: ENGLISH.approve }).click();
    await expect.poll(() => allowance(), { timeout: 30_000 }).toBe(100n * PUSD);
    expect(await sendsAsked(page)).toBe(asked + 1);
    const swapButton = again.getByRole('button', { name: 'Swap', exact: true });
    await expect.poll(() => swapButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    const dollarsBefore = await held(ANVIL_ACCOUNT_0);
    const ethBefore = await session.rpcBalance(ANVIL_ACCOUNT_0);
    await swapButton.click();
    expect(await outcome(again, ENGLISH.sent)).toBe(ENGLISH.sent);
    expect(await held(ANVIL_ACCOUNT_0)).toBe(dollarsBefore - 100n * PUSD);
    expect(await session.rpcBalance(ANVIL_ACCOUNT_0)).toBeGreaterThan(ethBefore);
    // The exact approval was spent to the last unit: the router can move nothing more.
    expect(await allowance()).toBe(0n);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('refuses more than the balance and more decimals than the token has, and a declined swap sends nothing', async () => {
    const { page, errors, context } = await session.openPage();
    await connectTestWallet(page);
    const dialog = await openSwap(page, ENGLISH);
    const pay = side(dialog, ENGLISH.pay);
    await side(dialog, ENGLISH.receive).getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD · Pool Dollar' });
    await pay.getByLabel('Amount').fill('20000');
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Insufficient balance');
    expect(await dialog.getByRole('button', { name: 'Swap', exact: true }).isDisabled()).toBe(true);
    await pay.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD · Pool Dollar' });
    await pay.getByLabel('Amount').fill('1.1234567');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('This token allows at most 6 decimal places.');
    await side(dialog, ENGLISH.receive).getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PCOIN · Pool Coin' });
    await pay.getByLabel('Amount').fill('1');
    await pay.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'ETH · Ether' });
    await dialog.getByText(ENGLISH.minimum).waitFor();
    const before = await held(ANVIL_ACCOUNT_0);
    await session.wallet(page, (wallet) => (wallet as unknown as { rejectNextRequests(count: number): void }).rejectNextRequests(1));
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Swap declined in the wallet. Nothing was sent.');
    expect(await pay.getByLabel('Amount').inputValue()).toBe('1');
    expect(await held(ANVIL_ACCOUNT_0)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a phone, by keyboard alone, in Spanish: the tokens, the amount and the swap', async () => {
    const { page, errors, context } = await session.openPage('?locale=es', PHONE_SCREEN);
    await connectTestWallet(page);
    await page.getByTestId('appkit-button').focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('dialog', { name: SPANISH.account });
    await account.waitFor();
    const feature = account.getByRole('button', { name: SPANISH.swap, exact: true });
    await feature.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: SPANISH.swap });
    const receive = side(dialog, SPANISH.receive).getByRole('combobox', { name: SPANISH.token });
    await receive.waitFor();
    await receive.focus();
    await receive.selectOption({ label: 'PUSD · Pool Dollar' });
    await side(dialog, SPANISH.pay).getByLabel(SPANISH.amount).focus();
    await page.keyboard.type('0,05');
    await dialog.getByText(SPANISH.minimum).waitFor();
    const before = await held(ANVIL_ACCOUNT_0);
    const expected = await quoted(parseEther('0.05'), [pools.weth, dollar]);
    const submit = dialog.getByRole('button', { name: SPANISH.swap, exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.focus();
    await page.keyboard.press('Enter');
    expect(await outcome(dialog, SPANISH.sent)).toBe(SPANISH.sent);
    expect(await held(ANVIL_ACCOUNT_0)).toBe(before + expected);
    await expectWithinScreenWidth(dialog);
    await dialog.getByRole('button', { name: SPANISH.back }).press('Enter');
    await page.getByRole('dialog', { name: SPANISH.account }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

/** A PUSD amount as the view writes amounts (three decimals, floored), from the router's own figure. */
function formatPusd(units: bigint): string {
  return formatBalanceString(formatUnits(units, 6));
}
