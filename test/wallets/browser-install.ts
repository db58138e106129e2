/**
 * Entry of the browser test wallet's init script (bundled to an IIFE by `demoWalletInitScript`).
 * Runs before any page script, creates the wallets from the injected config and announces them:
 * the EVM wallet by EIP-6963 and, when configured, the Solana wallet by the Wallet Standard.
 */
import { StandardConnect } from '@wallet-standard/features';
import { DemoWallet, announceWallet, type DemoWalletOptions } from './demo-wallet.ts';
import { SOLANA_STANDARD_CHAINS, SolanaTestWallet, isSolanaStandardChain, registerSolanaWallet, type SolanaTestWalletConfig } from './solana-wallet.ts';
import { installPolkadotTestWallet, type PolkadotTestWalletConfig } from './polkadot-wallet.ts';
import { installBitcoinTestWallet, type BitcoinTestWalletConfig } from './bitcoin-wallet.ts';
import { installCosmosTestWallet, type CosmosTestWalletConfig } from './cosmos-wallet.ts';

/**
 * What the init script makes in the page: the EVM test wallet's options (without the ones a page cannot
 * be handed: its memory and its approval callback), and the other families' wallets when named.
 */
export interface InjectedConfig extends Omit<DemoWalletOptions, 'memory' | 'approve'> {
  /** Approves every request at once, as if the visitor clicked Approve; otherwise the test approves each. */
  readonly autoApprove?: boolean;
  /** Also registers the Solana test wallet (Wallet Standard). */
  readonly solana?: SolanaTestWalletConfig;
  /** Also injects the Polkadot test wallet (`injectedWeb3`). */
  readonly polkadot?: PolkadotTestWalletConfig;
  /** Also registers the Bitcoin test wallet (Wallet Standard). */
  readonly bitcoin?: BitcoinTestWalletConfig;
  /** Also injects the Cosmos test wallet (Keplr's shape). */
  readonly cosmos?: CosmosTestWalletConfig;
}

declare global {
  interface Window {
    __WALLETPORT_TEST_WALLET_CONFIG__?: InjectedConfig;
    __WALLETPORT_TEST_WALLET__?: unknown;
    __WALLETPORT_SOLANA_TEST_WALLET__?: unknown;
    __WALLETPORT_POLKADOT_TEST_WALLET__?: unknown;
    __WALLETPORT_BITCOIN_TEST_WALLET__?: unknown;
    __WALLETPORT_COSMOS_TEST_WALLET__?: unknown;
  }
}

const config = window.__WALLETPORT_TEST_WALLET_CONFIG__;
if (config) {
  const { solana, polkadot, bitcoin, cosmos, ...evm } = config;
  const wallet = new DemoWallet({
    ...evm,
    memory: window.localStorage,
    approve: config.autoApprove === false ? () => false : () => true,
  });
  window.__WALLETPORT_TEST_WALLET__ = wallet;
  const start = (): void => void announceWallet(wallet);
  start();

  if (solana) {
    const chains = solana.chains.map((chain) => {
      if (!isSolanaStandardChain(chain)) throw new Error(`Solana test wallet: "${String(chain)}" is not one of ${SOLANA_STANDARD_CHAINS.join(', ')}`);
      return chain;
    });
    const solanaWallet = new SolanaTestWallet({
      chains,
      rpcUrls: solana.rpcUrls,
      ...(solana.secretSeedHex === undefined ? {} : { secretSeed: solana.secretSeedHex }),
      ...(solana.name === undefined ? {} : { name: solana.name }),
      memory: window.localStorage,
      // As with the EVM wallet, autoApprove governs signing only: connecting is always approved.
      approve: config.autoApprove === false ? (feature) => feature === StandardConnect : () => true,
    });
    window.__WALLETPORT_SOLANA_TEST_WALLET__ = solanaWallet;
    registerSolanaWallet(solanaWallet);
  }

  // The other families' sides of the Demo Wallet, each where its family's wallets are found. As above,
  // autoApprove governs signing only: connecting is always approved.
  const approveOnly = (connecting: RegExp) => (config.autoApprove === false ? (what: string) => connecting.test(what) : () => true);
  if (polkadot) {
    window.__WALLETPORT_POLKADOT_TEST_WALLET__ = installPolkadotTestWallet(polkadot, { memory: window.localStorage, approve: approveOnly(/^enable$/) });
  }
  if (bitcoin) {
    window.__WALLETPORT_BITCOIN_TEST_WALLET__ = installBitcoinTestWallet(bitcoin, { memory: window.localStorage, approve: approveOnly(/^bitcoin:connect$/) });
  }
  if (cosmos) {
    window.__WALLETPORT_COSMOS_TEST_WALLET__ = installCosmosTestWallet(cosmos, { memory: window.localStorage, approve: approveOnly(/^enable /) });
  }
}
