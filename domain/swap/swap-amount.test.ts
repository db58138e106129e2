import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatExactUnits } from '../format/exact-units.ts';
import { catalogueMessage } from '../errors/catalogue.ts';
import { SWAP_MAX_DECIMALS, parseSwapAmount } from './swap-amount.ts';

const units = (typed: unknown, decimals: number): bigint | undefined => {
  const result = parseSwapAmount(typed, decimals);
  return result.ok ? result.units : undefined;
};
const code = (typed: unknown, decimals: number): string | undefined => {
  const result = parseSwapAmount(typed, decimals);
  return result.ok ? undefined : result.code;
};

describe('a typed swap amount', () => {
  it('reads whole and decimal amounts exactly in base units', () => {
    expect(units('1', 18)).toBe(10n ** 18n);
    expect(units('0.1', 18)).toBe(10n ** 17n);
    expect(units('1.5', 6)).toBe(1_500_000n);
    expect(units('0.000001', 6)).toBe(1n);
    expect(units('42', 0)).toBe(42n);
    expect(units('007.25', 2)).toBe(725n);
  });

  it('reads , as the decimal separator, as phones with a comma keypad type it', () => {
    expect(units('1,5', 6)).toBe(units('1.5', 6));
    expect(units('0,000001', 6)).toBe(1n);
    // Never a thousands separator: one thousand would need no separator at all.
    expect(units('1,000', 6)).toBe(1_000_000n);
  });

  it('reads what a field holds halfway through typing, and ignores spaces around the amount', () => {
    expect(units('5.', 2)).toBe(500n);
    expect(units('.5', 2)).toBe(50n);
    expect(units(',5', 2)).toBe(50n);
    expect(units('  2.5\t', 1)).toBe(25n);
    expect(units('\u00A03\u00A0', 0)).toBe(3n);
  });

  it('refuses more decimals than the token has rather than cutting them, naming the limit', () => {
    const result = parseSwapAmount('1.1234567', 6);
    expect(result).toEqual({ ok: false, code: 'SWAP_TOO_MANY_DECIMALS', params: { decimals: 6 } });
    if (!result.ok) expect(catalogueMessage(result.code, result.params)).toBe('This token allows at most 6 decimal places.');
    expect(code('0.0000000000000000001', 18)).toBe('SWAP_TOO_MANY_DECIMALS');
    expect(code('1.5', 0)).toBe('SWAP_TOO_MANY_DECIMALS');
  });

  it('takes zeros past the token’s decimals, which change nothing', () => {
    expect(units('1.50', 1)).toBe(15n);
    expect(units('2.000000', 0)).toBe(2n);
  });

  it('treats empty, a lone separator and zero as nothing to quote yet', () => {
    for (const typed of ['', '   ', '.', ',', '0', '0.0', '000', '0,000', '.0', '0.0000000000000000000000']) {
      expect(code(typed, 18)).toBe('SWAP_AMOUNT_REQUIRED');
    }
  });

  it('refuses signs, exponents, grouping, other digits and anything else', () => {
    for (const typed of ['-1', '+1', '-0.5', '1e18', '1E3', '1e-7', '0x10', 'Infinity', 'NaN', 'abc', '1 000', '1_000', '1,000.5',
      '1.000,5', '1..5', '1,,5', '١٢', '１２', '1.5.', '$5', '5 ETH', '½', '\u202E5', '5\u200B']) {
      expect(code(typed, 18)).toBe('SWAP_INCORRECT_AMOUNT');
    }
  });

  it('refuses absurd lengths and amounts beyond a uint256', () => {
    expect(code('1'.repeat(101), 0)).toBe('SWAP_INCORRECT_AMOUNT');
    expect(code(`${'9'.repeat(100)}`, 0)).toBe('SWAP_INCORRECT_AMOUNT');
    expect(code('1'.repeat(1_000_000), 18)).toBe('SWAP_INCORRECT_AMOUNT');
    const maxUint256 = 2n ** 256n - 1n;
    expect(units(maxUint256.toString(), 0)).toBe(maxUint256);
    expect(code((maxUint256 + 1n).toString(), 0)).toBe('SWAP_INCORRECT_AMOUNT');
  });

  it('refuses a token whose decimals are not an integer from 0 to 36, whatever was typed', () => {
    for (const decimals of [-1, 37, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(code('1', decimals)).toBe('SWAP_TOKEN_UNUSABLE');
      expect(code('', decimals)).toBe('SWAP_TOKEN_UNUSABLE');
    }
    expect(units('1', 0)).toBe(1n);
    expect(units('1', SWAP_MAX_DECIMALS)).toBe(10n ** 36n);
  });

  it('refuses a value that is not a string', () => {
    for (const typed of [1, 1n, null, undefined, {}, ['1'], { toString: () => '1' }]) expect(code(typed, 18)).toBe('SWAP_INCORRECT_AMOUNT');
  });

  it('gives back exactly the amount whose exact text was typed, with either separator', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 60n }), fc.integer({ min: 0, max: SWAP_MAX_DECIMALS }), fc.boolean(),
      (amount, decimals, comma) => {
        const text = formatExactUnits(amount, decimals);
        return units(comma ? text.replace('.', ',') : text, decimals) === amount;
      }));
  });

  it('never throws and only accepts plain decimals, whatever is typed', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: -2, max: 40 }), (typed, decimals) => {
      const result = parseSwapAmount(typed, decimals);
      return !result.ok || (/^\s*\d*[.,]?\d*\s*$/.test(typed) && result.units > 0n);
    }));
  });
});
