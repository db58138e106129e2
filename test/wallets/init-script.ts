import type { InjectedConfig } from './browser-install.ts';
import { testWalletBundle } from './test-wallet-bundle.ts';

let bundled: Promise<string> | undefined;

function bundle(): Promise<string> {
  bundled ??= testWalletBundle();
  return bundled;
}

/**
 * The source of a Playwright init script (`page.addInitScript({ content })`) that installs the
 * test wallet in every page before the page's own scripts run. With `solana`, a Wallet Standard
 * Solana wallet is installed next to the EVM one.
 */
export async function demoWalletInitScript(options: InjectedConfig): Promise<string> {
  const config = `window.__WALLETPORT_TEST_WALLET_CONFIG__=${JSON.stringify(options)};`;
  return `${config}\n${await bundle()}`;
}
