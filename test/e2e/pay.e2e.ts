/**
 * Paying from the demo as a visitor does, through the real modal on the packed package: the page's
 * Pay button (AppKit Pay's usePay), then paying from the demo wallet after the confirmation shows what
 * is sent, and paying through the Reown test exchange's stand-in page, which pays on the local chain;
 * in both, the recipient's balance read from the chain; then a wallet payment on a phone, by keyboard,
 * in Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_RECIPIENT } from '../demo/demo-payment.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { expectWithinScreenWidth, PHONE_SCREEN } from './screens.ts';
import { axeViolations, connectTestWallet, describeFinding, THEMES, waitForStillness } from './view-tour.ts';

/** The demo's payment: 0.01 ETH, in wei. */
const PAID = 10n ** 16n;

let session: BrowserSession;


beforeAll(async () => {
  session = await startBrowserSession();
}, 120_000);

afterAll(async () => {
  await session?.stop();
});

describe('paying with AppKit Pay on the demo', () => {
  it('on a phone, by keyboard alone, in Spanish: the confirmation, then the payment', async () => {
    const { page, errors, blocked, context } = await session.openPage('?locale=es', PHONE_SCREEN);
    await connectTestWallet(page);
    const before = await session.rpcBalance(DEMO_PAY_RECIPIENT);
    // The site's own button, then the modal's controls, each reached with the keyboard.
    await page.getByRole('button', { name: 'Pay 0.01 ETH' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pagar' });
    await dialog.getByRole('button', { name: 'Pagar desde la billetera' }).focus();
    await page.keyboard.press('Enter');
    const confirmation = dialog.getByRole('region', { name: 'Revisa el pago antes de que tu billetera lo firme' });
    expect(await confirmation.getByTestId('wp-pay-confirm-recipient').textContent()).toBe(DEMO_PAY_RECIPIENT);
    await confirmation.getByRole('button', { name: 'Confirmar y pagar' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Pago completado', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await session.rpcBalance(DEMO_PAY_RECIPIENT)).toBe(before + PAID);
    await expectWithinScreenWidth(dialog);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('pays from the wallet once the visitor confirmed exactly what is sent, and the recipient holds it on chain', async () => {
    const { page, errors, blocked, context } = await session.openPage();
    await connectTestWallet(page);
    const before = await session.rpcBalance(DEMO_PAY_RECIPIENT);
    await page.getByRole('button', { name: 'Pay 0.01 ETH' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay' });
    expect(await dialog.getByTestId('wp-pay-amount').textContent()).toBe('0.01 ETH');
    expect(await dialog.getByTestId('wp-pay-network').textContent()).toBe('on Anvil Local');

    await dialog.getByRole('button', { name: 'Pay from wallet' }).click();
    const confirmation = dialog.getByRole('region', { name: 'Check the payment before your wallet signs it' });
    expect(await confirmation.getByTestId('wp-pay-confirm-from').textContent()).toBe(ANVIL_ACCOUNT_0);
    expect(await confirmation.getByTestId('wp-pay-confirm-recipient').textContent()).toBe(DEMO_PAY_RECIPIENT);
    expect(await confirmation.getByTestId('wp-pay-confirm-amount').textContent()).toBe('0.01 ETH');
    expect(await confirmation.getByTestId('wp-pay-confirm-network').textContent()).toBe('Anvil Local');
    // Shown, not yet asked: the wallet has seen no transaction.
    expect((await session.wallet(page, (wallet) => wallet.calls)).filter((method) => method === 'eth_sendTransaction')).toEqual([]);

    await confirmation.getByRole('button', { name: 'Confirm and pay' }).click();
    await dialog.getByText('Payment completed', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await session.rpcBalance(DEMO_PAY_RECIPIENT)).toBe(before + PAID);
    const hash = await dialog.getByTestId('wp-pay-hash').textContent();
    expect(hash).toMatch(/^Transaction 0x[0-9a-f]{64}$/);
    // The site's own hook sees the same payment.
    await expect.poll(() => page.getByTestId('demo-pay-status').textContent()).toBe('paid');
    expect(`Transaction ${await page.getByTestId('demo-pay-result').textContent()}`).toBe(hash);

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('pays through the stand-in exchange opened from the click, with no handle on the site, and shows its result', async () => {
    const { page, errors, blocked, context } = await session.openPage();
    await page.getByRole('button', { name: 'Pay 0.01 ETH' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay' });
    const payWithExchange = dialog.getByRole('button', { name: 'Pay with Reown Test Exchange' });
    await payWithExchange.waitFor({ timeout: 15_000 });
    // Binance, also listed by the stand-in, does not sell the local chain's ETH.
    expect(await dialog.getByRole('button', { name: /^Pay with / }).count()).toBe(1);

    const before = await session.rpcBalance(DEMO_PAY_RECIPIENT);
    const [exchange] = await Promise.all([context.waitForEvent('page'), payWithExchange.click()]);
    await exchange.waitForURL(/sessionId=/);
    await exchange.waitForLoadState();
    expect(await exchange.evaluate(() => window.opener)).toBeNull();
    expect(await exchange.locator('#amount').textContent()).toBe('0.01');
    expect((await exchange.locator('#recipient').textContent())?.toLowerCase()).toBe(DEMO_PAY_RECIPIENT.toLowerCase());
    await dialog.getByText('Payment initiated', { exact: true }).waitFor();

    await exchange.getByRole('button', { name: 'Confirm payment' }).click();
    await exchange.locator('#txid').waitFor();
    await dialog.getByText('Payment completed', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await session.rpcBalance(DEMO_PAY_RECIPIENT)).toBe(before + PAID);
    expect(await dialog.getByTestId('wp-pay-hash').textContent()).toBe(`Transaction ${await exchange.locator('#txid').textContent()}`);
    await expect.poll(() => page.getByTestId('demo-pay-status').textContent()).toBe('paid');

    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  for (const theme of THEMES) {
    it(`has no serious or critical axe finding in the ${theme} theme, colour contrast included: the choice, the confirmation, the receipt`, async () => {
      const { page, errors, context } = await session.openPage(`?theme=${theme}`);
      await connectTestWallet(page);
      await page.getByRole('button', { name: 'Pay 0.01 ETH' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay' });
      await dialog.getByRole('button', { name: 'Pay with Reown Test Exchange' }).waitFor({ timeout: 15_000 });
      // axe reads colours as painted: each step is audited once its entrance has ended.
      await waitForStillness(page);
      const findings = await axeViolations(page, 'Pay', theme);
      await dialog.getByRole('button', { name: 'Pay from wallet' }).click();
      await dialog.getByRole('button', { name: 'Confirm and pay' }).waitFor();
      await waitForStillness(page);
      findings.push(...(await axeViolations(page, 'Pay confirmation', theme)));
      await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
      await dialog.getByText('Payment completed', { exact: true }).waitFor({ timeout: 30_000 });
      await waitForStillness(page);
      findings.push(...(await axeViolations(page, 'Pay receipt', theme)));
      expect(findings.map(describeFinding)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
