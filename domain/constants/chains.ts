import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts';
import { namespacesWith } from '../chain-families/registry.ts';

/** Spec §9: swaps are available on these eip155 ids. */
export const SWAP_SUPPORTED_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const;

/** Spec §1, from each family record's capabilities: balances, sending and onramp on eip155 and solana; names and activity on eip155 only. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = namespacesWith('balance');
export const SEND_NAMESPACES: readonly ChainNamespace[] = namespacesWith('send');
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = namespacesWith('activity');
export const NAME_NAMESPACES: readonly ChainNamespace[] = namespacesWith('names');

/** Solana genesis-hash references (CAIP-2). */
export const SOLANA_REFERENCES = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const;

interface SupportedChain {
  readonly name: string;
  readonly mainnet: CaipNetworkId;
  readonly testnet: CaipNetworkId;
}

/** Spec §9: mainnets and testnets of the supported chain families. */
export const SUPPORTED_CHAINS: readonly SupportedChain[] = [
  { name: 'Ethereum', mainnet: 'eip155:1', testnet: 'eip155:11155111' },
  { name: 'Optimism', mainnet: 'eip155:10', testnet: 'eip155:11155420' },
  { name: 'Arbitrum', mainnet: 'eip155:42161', testnet: 'eip155:421614' },
  { name: 'Polygon', mainnet: 'eip155:137', testnet: 'eip155:80002' },
  { name: 'Celo', mainnet: 'eip155:42220', testnet: 'eip155:44787' },
  { name: 'Aurora', mainnet: 'eip155:1313161554', testnet: 'eip155:1313161555' },
  { name: 'BNB', mainnet: 'eip155:56', testnet: 'eip155:97' },
  { name: 'Avalanche', mainnet: 'eip155:43114', testnet: 'eip155:43113' },
  { name: 'zkSync', mainnet: 'eip155:324', testnet: 'eip155:300' },
  { name: 'Gnosis', mainnet: 'eip155:100', testnet: 'eip155:10200' },
  { name: 'Base', mainnet: 'eip155:8453', testnet: 'eip155:84532' },
  { name: 'Zora', mainnet: 'eip155:7777777', testnet: 'eip155:999999999' },
  { name: 'Solana', mainnet: `solana:${SOLANA_REFERENCES.mainnet}`, testnet: `solana:${SOLANA_REFERENCES.devnet}` },
];

export const SUPPORTED_MAINNET_IDS: readonly CaipNetworkId[] = SUPPORTED_CHAINS.map((chain) => chain.mainnet);
export const SUPPORTED_TESTNET_IDS: readonly CaipNetworkId[] = [
  ...SUPPORTED_CHAINS.map((chain) => chain.testnet),
  `solana:${SOLANA_REFERENCES.testnet}`,
];
