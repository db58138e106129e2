import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Transaction, TransactionTransfer } from './transaction.ts';
import { filterTransactions, isSpamTransaction } from './filter-transactions.ts';
import { groupTransactions } from './group-transactions.ts';
import { operationSign } from './operation-sign.ts';

const spam: TransactionTransfer = { nft_info: { flags: { is_spam: true } } };
const token: TransactionTransfer = { fungible_info: { symbol: 'USDC' }, quantity: { numeric: '1' } };
const tx = (id: string, minedAt: string, chain = 'eip155:1', transfers: TransactionTransfer[] = [token]): Transaction => ({
  id, transfers, metadata: { minedAt, chain, hash: `0x${id}`, operationType: 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
});

describe('activity filtering', () => {
  it('drops a transaction only when every transfer is spam', () => {
    expect(isSpamTransaction(tx('a', '2024-01-01', 'eip155:1', [spam, spam]))).toBe(true);
    expect(isSpamTransaction(tx('b', '2024-01-01', 'eip155:1', [spam, token]))).toBe(false);
    expect(isSpamTransaction(tx('c', '2024-01-01', 'eip155:1', []))).toBe(false);
  });
  it('drops spam and other-chain transactions', () => {
    const list = [tx('keep', '2024-01-01'), tx('other', '2024-01-01', 'eip155:10'), tx('spam', '2024-01-01', 'eip155:1', [spam])];
    expect(filterTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['keep']);
    expect(filterTransactions(list, undefined)).toEqual([]);
  });
});

describe('activity grouping (year, then month index, newest first)', () => {
  it('groups and orders newest first', () => {
    const groups = groupTransactions([
      tx('jan23', '2023-01-15T00:00:00Z'), tx('mar24', '2024-03-02T00:00:00Z'), tx('jan24', '2024-01-10T00:00:00Z'),
      tx('mar24b', '2024-03-20T00:00:00Z'),
    ]);
    expect(groups.map((g) => g.year)).toEqual([2024, 2023]);
    expect(groups[0]?.months.map((m) => m.month)).toEqual([2, 0]);
    expect(groups[0]?.months[0]?.transactions.map((t) => t.id)).toEqual(['mar24b', 'mar24']);
    expect(groups[1]?.months).toEqual([{ month: 0, transactions: [expect.objectContaining({ id: 'jan23' })] }]);
  });
  it('leaves out transactions without a readable date', () => {
    expect(groupTransactions([tx('bad', 'yesterday-ish')])).toEqual([]);
  });
  it('keeps every dated transaction exactly once, in strictly descending groups', () => {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(fc.property(fc.array(date, { maxLength: 50 }), (dates) => {
      const groups = groupTransactions(dates.map((d, i) => tx(String(i), d.toISOString())));
      const ids = groups.flatMap((g) => g.months.flatMap((m) => m.transactions.map((t) => t.id)));
      expect(ids.sort()).toEqual(dates.map((_, i) => String(i)).sort());
      const keys = groups.flatMap((g) => g.months.map((m) => g.year * 12 + m.month));
      expect(keys).toEqual([...keys].sort((a, b) => b - a));
      expect(new Set(keys).size).toBe(keys.length);
    }));
  });
});

describe('operation signs', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('%s is +', (type) => expect(operationSign(type)).toBe('+'));
  it.each(['withdraw', 'repay', 'burn'])('%s is -', (type) => expect(operationSign(type)).toBe('-'));
  it('other types have no sign', () => expect(operationSign('send')).toBe(''));
});
