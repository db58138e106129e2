import type { AppKitNetwork, CaipNetwork, ChainAdapterDescriptor, CustomRpcUrls } from 'walletport';
import { evmAdapter, defineEvmNetwork } from 'walletport/chains/evm';
import { solanaAdapter } from 'walletport/chains/solana';
import { polkadotAdapter } from 'walletport/chains/polkadot';
import { bitcoinAdapter } from 'walletport/chains/bitcoin';
import { cosmosAdapter } from 'walletport/chains/cosmos';
import { bitcoinRegtest, cosmosHubTestnet, solanaDevnet, westend } from 'walletport/networks';
import { DEMO_COSMOS_WALLET, type DemoConfig } from './demo-config.ts';

/**
 * The networks, adapters and RPC URLs of every family the demo server has a local chain for: the EVM
 * chains always, each other family when its stand-in runs. A family left out is never loaded.
 */
export function demoFamilies(config: DemoConfig): { networks: AppKitNetwork[]; adapters: ChainAdapterDescriptor[]; customRpcUrls: CustomRpcUrls } {
  const networks: AppKitNetwork[] = config.chains.map((chain) => defineEvmNetwork({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl }));
  const adapters: ChainAdapterDescriptor[] = [evmAdapter()];
  const customRpcUrls: Record<string, { url: string }[]> = {};
  const add = (network: CaipNetwork, adapter: ChainAdapterDescriptor, url: string): void => {
    networks.push(network);
    adapters.push(adapter);
    customRpcUrls[network.caipNetworkId] = [{ url }];
  };
  if (config.solana) add(solanaDevnet, solanaAdapter(), config.solana.rpcUrl);
  if (config.polkadot) add(westend, polkadotAdapter(), config.polkadot.rpcUrl);
  if (config.bitcoin) add(bitcoinRegtest, bitcoinAdapter(), config.bitcoin.esploraUrl);
  if (config.cosmos) add(cosmosHubTestnet, cosmosAdapter({ wallets: [DEMO_COSMOS_WALLET] }), config.cosmos.rpcUrl);
  return { networks, adapters, customRpcUrls };
}
