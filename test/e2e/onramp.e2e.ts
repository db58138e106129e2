/**
 * Buying crypto from the demo as a visitor does, through the real modal on the packed package: the
 * Account view's Buy crypto, an amount, the service's quote (the blockchain API's stand-in), Buy with
 * Coinbase opening the provider's page (the local stand-in) in a window of its own, the purchase
 * completed there, and the modal seeing it arrive in the balance read from the local chain; then the
 * same on a phone, by keyboard, in Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { expectWithinScreenWidth, PHONE_SCREEN } from './screens.ts';
import { connectTestWallet } from './view-tour.ts';

let session: BrowserSession;


beforeAll(async () => {
  session = await startBrowserSession();
}, 120_000);

afterAll(async () => {
  await session?.stop();
});

describe('buying crypto through the stand-in provider', () => {
  it('quotes an amount, opens the provider from the click, and shows the purchase once it reaches the account', async () => {
    const { page, errors, blocked, context } = await session.openPage();
    await connectTestWallet(page);
    await page.getByTestId('appkit-button').click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Buy crypto', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Crypto' });
    await dialog.getByLabel('Amount to pay').fill('100');
    await dialog.getByTestId('wp-onramp-quote').waitFor({ timeout: 15_000 });

    const before = await session.rpcBalance(ANVIL_ACCOUNT_0);
    const [provider] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Buy with Coinbase' }).click()]);
    // The window opens blank in the click and is sent to the provider once its address is known.
    await provider.waitForURL(/\/buy\/select-asset/);
    await provider.waitForLoadState();
    // The provider's page cannot reach the site's tab.
    expect(await provider.evaluate(() => window.opener)).toBeNull();
    expect(new URL(provider.url()).searchParams.get('address') ?? provider.url()).toContain(ANVIL_ACCOUNT_0);
    await dialog.getByText('Waiting for your purchase…').waitFor();

    await provider.getByRole('button', { name: 'Complete purchase' }).click();
    await provider.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    await dialog.getByText('Purchase complete', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await session.rpcBalance(ANVIL_ACCOUNT_0)).toBeGreaterThan(before);
    expect(await dialog.getByTestId('wp-onramp-new-balance').textContent()).toMatch(/ETH$/);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a phone, by keyboard alone, in Spanish: an amount with a decimal comma, the provider, the purchase', async () => {
    const { page, errors, blocked, context } = await session.openPage('?locale=es', PHONE_SCREEN);
    await connectTestWallet(page);
    await page.getByTestId('appkit-button').focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('dialog', { name: 'Cuenta' });
    await account.getByRole('button', { name: 'Comprar cripto', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Comprar cripto' });
    const amount = dialog.getByLabel('Importe a pagar');
    await amount.focus();
    await page.keyboard.type('120,50');
    await dialog.getByTestId('wp-onramp-quote').waitFor({ timeout: 15_000 });
    expect(await dialog.getByTestId('wp-onramp-quote').textContent()).toContain('Recibes aproximadamente');

    const before = await session.rpcBalance(ANVIL_ACCOUNT_0);
    const buy = dialog.getByRole('button', { name: 'Comprar con Coinbase' });
    await buy.focus();
    // Enter on the focused button is a click the browser lets open a window.
    const [provider] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await provider.waitForURL(/\/buy\/select-asset/);
    await provider.waitForLoadState();
    expect(await provider.evaluate(() => window.opener)).toBeNull();
    await dialog.getByText('Esperando tu compra…').waitFor();

    // Coinbase presets whole dollars only: the visitor types 120.50 again on its page.
    const providerAmount = provider.getByLabel('Amount in USD');
    expect(await providerAmount.inputValue()).toBe('');
    await providerAmount.fill('120.50');
    await provider.getByRole('button', { name: 'Complete purchase' }).click();
    await dialog.getByText('Compra completada', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await session.rpcBalance(ANVIL_ACCOUNT_0)).toBeGreaterThan(before);
    await expectWithinScreenWidth(dialog);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);
});
