import type { DemoWalletOptions } from './demo-wallet.ts';
import { testWalletBundle } from './test-wallet-bundle.ts';

let bundled: Promise<string> | undefined;

function bundle(): Promise<string> {
  bundled ??= testWalletBundle();
  return bundled;
}

/**
 * The source of a Playwright init script (`page.addInitScript({ content })`) that installs the
 * test wallet in every page before the page's own scripts run.
 */
export async function demoWalletInitScript(
  options: Omit<DemoWalletOptions, 'memory' | 'approve'> & { readonly autoApprove?: boolean },
): Promise<string> {
  const config = `window.__WALLETPORT_TEST_WALLET_CONFIG__=${JSON.stringify(options)};`;
  return `${config}\n${await bundle()}`;
}
