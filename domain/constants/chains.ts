import type { ChainNamespace } from '../caip/caip.ts';
import { namespacesWith } from '../chain-families/registry.ts';

/** From each family record's capabilities: balances on eip155 and solana, the activity list on eip155 only. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = namespacesWith('balance');
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = namespacesWith('activity');

/** Solana genesis-hash references (CAIP-2). */
export const SOLANA_REFERENCES = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const;
