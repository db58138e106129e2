import { WagmiAdapter } from 'walletport/adapters/wagmi';
import { SolanaAdapter } from 'walletport/adapters/solana/react';
import { BitcoinAdapter } from 'walletport/adapters/bitcoin';
import { arbitrum, bitcoin, defineChain, solana, solanaDevnet, type AppKitNetwork } from 'walletport/networks';

// AppKit's multichain Next.js App Router example (Wagmi, Solana and Bitcoin adapters), with its imports
// switched to walletport. Its first network is a local chain here, so the browser test runs offline.
export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? 'consumer-next-multichain';

const anvil = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545'] } },
});

export const networks = [anvil, arbitrum, solana, solanaDevnet, bitcoin] as [AppKitNetwork, ...AppKitNetwork[]];

export const wagmiAdapter = new WagmiAdapter({ ssr: true, projectId, networks });

export const solanaWeb3JsAdapter = new SolanaAdapter();

export const bitcoinAdapter = new BitcoinAdapter({ projectId });

export const config = wagmiAdapter.wagmiConfig;
