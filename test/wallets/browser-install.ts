/**
 * Entry of the browser test wallet's init script (bundled to an IIFE by `demoWalletInitScript`).
 * Runs before any page script, creates the wallet from the injected config and announces it.
 */
import { DemoWallet, announceWallet, type DemoWalletOptions } from './demo-wallet.ts';

type InjectedConfig = Omit<DemoWalletOptions, 'memory' | 'approve'> & { readonly autoApprove?: boolean };

declare global {
  interface Window {
    __WALLETPORT_TEST_WALLET_CONFIG__?: InjectedConfig;
    __WALLETPORT_TEST_WALLET__?: unknown;
  }
}

const config = window.__WALLETPORT_TEST_WALLET_CONFIG__;
if (config) {
  const wallet = new DemoWallet({
    ...config,
    memory: window.localStorage,
    approve: config.autoApprove === false ? () => false : () => true,
  });
  window.__WALLETPORT_TEST_WALLET__ = wallet;
  const start = (): void => void announceWallet(wallet);
  start();
}
