import { DemoWallet, SolanaTestWallet, announceWallet, registerSolanaWallet } from 'walletport/testing';
import type { DemoConfig } from './demo-config.ts';

/** The demo page brings its own wallet, unless a browser test already injected one. */
export function installDemoWalletIfAbsent(config: DemoConfig): void {
  if (window.__WALLETPORT_TEST_WALLET__) return;
  const first = config.chains[0];
  if (!first) return;
  const wallet = new DemoWallet({
    chains: Object.fromEntries(config.chains.map((chain) => [String(chain.id), chain.rpcUrl])),
    initialChainId: first.id,
    memory: window.localStorage,
    // A real wallet asks before it signs or sends; so does the demo wallet.
    approve: (method) => window.confirm(`Demo Wallet: approve ${method}?`),
  });
  window.__WALLETPORT_TEST_WALLET__ = wallet;
  announceWallet(wallet);
  // The same "Demo Wallet" on Solana (Wallet Standard), with a key funded on the local chain.
  if (config.solana) {
    const solana = new SolanaTestWallet({
      // The local validator stands in for devnet; the wallet knows it by the Wallet Standard's name.
      chains: ['solana:devnet'],
      rpcUrls: { 'solana:devnet': config.solana.rpcUrl },
      memory: window.localStorage,
      approve: (feature) => window.confirm(`Demo Wallet: approve ${feature}?`),
    });
    registerSolanaWallet(solana);
  }
  // And on Polkadot, Bitcoin and Cosmos. Their signing libraries are large, so they load apart from the
  // page's first JavaScript, as a real extension's code is not the page's either.
  if (config.polkadot || config.bitcoin || config.cosmos) void import('./install-family-wallets.ts').then((module) => module.installFamilyWallets(config));
}
