import { bench, describe } from 'vitest';
import type { Transaction } from './transaction.ts';
import { filterTransactions } from './filter-transactions.ts';
import { groupTransactions } from './group-transactions.ts';

const start = Date.UTC(2020, 0, 1);
const transactions: Transaction[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `tx-${i}`,
  metadata: {
    minedAt: new Date(start + ((i * 7_919) % 10_000) * 9_000_000).toISOString(),
    chain: 'eip155:1', hash: `0x${i.toString(16)}`, operationType: i % 2 === 0 ? 'send' : 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2',
  },
  transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.1' } }],
}));

describe('activity', () => {
  bench('group 10,000 transactions', () => {
    groupTransactions(transactions);
  });
  bench('filter and group 10,000 transactions', () => {
    groupTransactions(filterTransactions(transactions, 'eip155:1'));
  });
});
