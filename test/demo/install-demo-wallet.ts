import { DemoWallet, SolanaTestWallet, announceWallet, installBitcoinTestWallet, installCosmosTestWallet, installPolkadotTestWallet, registerSolanaWallet } from 'walletport/testing';
import { solanaDevnet } from 'walletport/networks';
import { DEMO_COSMOS_WALLET, type DemoConfig } from './demo-config.ts';

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
      chains: [solanaDevnet.caipNetworkId],
      rpcUrls: { [solanaDevnet.caipNetworkId]: config.solana.rpcUrl },
      memory: window.localStorage,
      approve: (feature) => window.confirm(`Demo Wallet: approve ${feature}?`),
    });
    registerSolanaWallet(solana);
  }
  // And on Polkadot (an injectedWeb3 extension), Bitcoin regtest (Wallet Standard) and Cosmos (Keplr-compatible),
  // each with a key funded on its local stand-in: one "Demo Wallet" tile for every family.
  const approve = (what: string): boolean => window.confirm(`Demo Wallet: approve ${what}?`);
  if (config.polkadot) installPolkadotTestWallet({}, { memory: window.localStorage, approve });
  if (config.bitcoin) installBitcoinTestWallet({ network: 'regtest' }, { memory: window.localStorage, approve });
  if (config.cosmos) installCosmosTestWallet({ global: DEMO_COSMOS_WALLET.global }, { memory: window.localStorage, approve });
}
