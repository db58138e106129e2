import { bench, describe } from 'vitest';
import type { ConnectorSummary } from './announced-wallet.ts';
import { mergeConnectors } from './merge-connectors.ts';

const chains = ['eip155', 'solana', 'bip122', 'polkadot'] as const;
const connectors: ConnectorSummary[] = Array.from({ length: 2_000 }, (_, i) => ({
  id: `wallet-${i}`,
  name: `Wallet ${i % 700}`,
  type: 'ANNOUNCED',
  chain: chains[i % chains.length] ?? 'eip155',
}));

describe('connectors', () => {
  bench('merge 2,000 connectors', () => {
    mergeConnectors(connectors);
  });
});
