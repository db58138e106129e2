import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { View } from '../../domain/routing/views.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startBrowserSession, type BrowserSession } from './browser-session.ts';
import { auditView, connectTestWallet, describeFinding, DIALOG, openView, reloadDemo, TEST_WALLET_RDNS, THEMES, type Finding } from './view-tour.ts';

/**
 * Every view the demo reaches, in both themes: axe-core (WCAG 2.x A and AA) over the dialog, a
 * screenshot in test/e2e/.screenshots/<theme>/<View>.png, and at the end one list of what to fix.
 *
 * Views this tour does not visit, and the browser test that walks them instead:
 * - EmailVerifyOtp, ApproveTransaction, UpdateEmailWallet, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp,
 *   RegisterAccountNameSuccess: the embedded wallet's frame and mailbox (embedded-wallet.e2e.ts);
 * - EmailVerifyDevice: shown only for an unknown device, which the local frame never reports (unit tests only);
 * - ConnectingFarcaster: the Farcaster client page and relay (embedded-social.e2e.ts).
 */
let session: BrowserSession;
const findings: Finding[] = [];

beforeAll(async () => {
  session = await startBrowserSession();
});

afterAll(async () => {
  await session?.stop();
});

for (const theme of THEMES) {
  describe(`every view in the ${theme} theme`, () => {
    it('disconnected: Connect, All Wallets, a directory wallet, WalletConnect, the explainers and Networks', async () => {
      const { context, page, errors } = await session.openPage(`?theme=${theme}`);
      await page.getByTestId('appkit-button').click();
      await page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`).waitFor();
      await auditView(page, 'Connect', theme, findings, errors);

      await page.getByTestId('wp-all-wallets-entry').click();
      const tiles = page.getByTestId('wp-all-wallets').getByRole('button');
      await expect.poll(() => tiles.count()).toBeGreaterThan(0);
      await auditView(page, 'AllWallets', theme, findings, errors);
      if (!(await page.locator(DIALOG).count())) throw new Error('All Wallets took the modal down; nothing further to reach from it');

      // A directory wallet has no extension here: choosing it shows its WalletConnect QR code.
      await tiles.first().click();
      await page.getByTestId('wp-wc-qr').waitFor({ state: 'attached', timeout: 15_000 });
      await auditView(page, 'ConnectingWalletConnect', theme, findings, errors);

      const byOpen: readonly View[] = ['ConnectingWalletConnectBasic', 'WhatIsAWallet', 'Networks', 'WhatIsANetwork'];
      for (const view of byOpen) {
        await openView(page, view);
        if (!(await auditView(page, view, theme, findings, errors))) await reloadDemo(page, false);
      }

      // A wallet that takes its time: the connecting view waits on it with a spinner.
      if (await page.locator(DIALOG).count()) await page.keyboard.press('Escape');
      await page.getByTestId('appkit-button').click();
      await session.wallet(page, (w) => (w as unknown as { vanishDuringNextConnect(): void }).vanishDuringNextConnect());
      await page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`).click();
      await auditView(page, 'ConnectingExternal', theme, findings, errors);
      await context.close();
    });

    it('connected: Account, Networks, Send, Receive, Activity, the feature placeholders, names, a wrong chain', async () => {
      const { context, page, errors } = await session.openPage(`?theme=${theme}`);
      await connectTestWallet(page);
      await page.getByTestId('appkit-button').click();
      await expect.poll(() => page.getByTestId('wp-account-balance').textContent()).toMatch(/\d ETH$/);
      expect(await page.getByTestId('wp-account-address').getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
      if (!(await auditView(page, 'Account', theme, findings, errors))) await reloadDemo(page, true);

      await page.getByTestId('wp-open-send').click();
      if (!(await auditView(page, 'WalletSend', theme, findings, errors))) await reloadDemo(page, true);

      const byOpen: readonly View[] = ['Networks', 'WalletReceive', 'Transactions', 'Swap', 'OnRampProviders', 'Pay', 'RegisterAccountName'];
      for (const view of byOpen) {
        await openView(page, view);
        if (!(await auditView(page, view, theme, findings, errors))) await reloadDemo(page, true);
      }

      // The wallet moves to a chain the site does not configure (it learns the chain first, as wallets do).
      if (await page.locator(DIALOG).count()) await page.keyboard.press('Escape');
      await page.evaluate(async (rpcUrl) => {
        const wallet = (window as unknown as { __WALLETPORT_TEST_WALLET__: { request(args: { method: string; params: unknown[] }): Promise<unknown> } }).__WALLETPORT_TEST_WALLET__;
        await wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x539', chainName: 'Elsewhere', rpcUrls: [rpcUrl] }] });
        await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] });
      }, session.demo.chains[0]!.rpcUrl);
      if (!(await page.locator(`${DIALOG}[data-view="UnsupportedChain"]`).count())) await page.getByTestId('appkit-button').click();
      await auditView(page, 'UnsupportedChain', theme, findings, errors);
      await context.close();
    });

    it('sign-in with a wallet message: SIWXSignMessage, then ConnectingSiwe', async () => {
      const { context, page, errors } = await session.openPage(`?theme=${theme}&siwx`);
      await page.getByTestId('appkit-button').click();
      await page.getByTestId(`wp-wallet-${TEST_WALLET_RDNS}`).click();
      await auditView(page, 'SIWXSignMessage', theme, findings, errors);
      // ConnectingSiwe shows while the wallet signs; the test wallet signs at once, so the view is opened as is.
      await openView(page, 'ConnectingSiwe');
      await auditView(page, 'ConnectingSiwe', theme, findings, errors);
      await context.close();
    });
  });
}

describe('the whole tour', () => {
  it('found no serious or critical accessibility violation, and every view came and settled', () => {
    const report = findings.map(describeFinding);
    console.log(`[a11y] ${findings.length} finding(s)${report.length ? `\n${report.join('\n')}` : ''}`);
    expect(report).toEqual([]);
  });
});
