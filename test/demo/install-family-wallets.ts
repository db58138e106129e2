import { installPolkadotTestWallet } from 'walletport/testing/polkadot';
import { installBitcoinTestWallet } from 'walletport/testing/bitcoin';
import { installCosmosTestWallet } from 'walletport/testing/cosmos';
import { DEMO_COSMOS_WALLET, type DemoConfig } from './demo-config.ts';

/**
 * The Demo Wallet on Polkadot (an injectedWeb3 extension), Bitcoin regtest (Wallet Standard) and Cosmos
 * (Keplr-compatible), each with a key funded on its local stand-in: one "Demo Wallet" tile for every family.
 * The modal's discoveries pick up wallets that arrive after the page started, as real extensions may.
 */
export function installFamilyWallets(config: DemoConfig): void {
  const approve = (what: string): boolean => window.confirm(`Demo Wallet: approve ${what}?`);
  if (config.polkadot) installPolkadotTestWallet({}, { memory: window.localStorage, approve });
  if (config.bitcoin) installBitcoinTestWallet({ network: 'regtest' }, { memory: window.localStorage, approve });
  if (config.cosmos) installCosmosTestWallet({ global: DEMO_COSMOS_WALLET.global }, { memory: window.localStorage, approve });
}
