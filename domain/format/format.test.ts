import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { truncateActivityAddress, truncateAddress } from './address.ts';
import { formatBalance } from './balance.ts';
import { formatActivityQuantity, formatBalanceString, formatUsd } from './quantity.ts';

describe('formatting', () => {
  it('shows balances with 3 decimals, floored, 0.000 by default', () => {
    expect(formatBalanceString('1.23999')).toBe('1.239');
    expect(formatBalanceString('12')).toBe('12.000');
    expect(formatBalanceString(undefined)).toBe('0.000');
    expect(formatBalanceString('not a number')).toBe('0.000');
    expect(formatBalanceString('-0.0001')).toBe('0.000');
    expect(formatBalance(1_239_999n, 6)).toBe('1.239');
    expect(formatBalance(undefined, 18)).toBe('0.000');
  });
  it('never rounds a balance up', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }), (units, decimals) => {
      const shown = formatBalance(units, decimals);
      const exact = Number(units) / 10 ** decimals;
      return Number(shown) <= exact * (1 + 1e-12) + 1e-12;
    }));
  });
  it('shows USD with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('1234.50');
    expect(formatUsd('0.129')).toBe('0.13');
    expect(formatUsd(undefined)).toBe('0.00');
  });
  it('fixes activity quantities to 3 decimals', () => {
    expect(formatActivityQuantity('0.1')).toBe('0.100');
    expect(formatActivityQuantity('12.34567')).toBe('12.346');
    expect(formatActivityQuantity('NaN')).toBe('0.000');
    fc.assert(fc.property(fc.string(), (value) => /^-?\d+\.\d{3}$/.test(formatActivityQuantity(value)) || formatActivityQuantity(value).includes('e')));
  });
  it('truncates activity addresses to 4 leading and 6 trailing characters', () => {
    expect(truncateActivityAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266');
    expect(truncateActivityAddress('0x12345678')).toBe('0x12345678');
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });
});
