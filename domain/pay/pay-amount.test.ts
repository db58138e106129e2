import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePayAmount, plainDecimalText } from './pay-amount.ts';

describe('a number as plain decimal text', () => {
  it.each([
    [0.001, '0.001'],
    [1, '1'],
    [25, '25'],
    [1e-7, '0.0000001'],
    [1.5e-7, '0.00000015'],
    [1e21, '1000000000000000000000'],
    [1.25e22, '12500000000000000000000'],
    [0.1 + 0.2, '0.30000000000000004'],
    [5e-324, `0.${'0'.repeat(323)}5`],
    [-0, '0'],
  ])('writes %p as %s', (value, text) => {
    expect(plainDecimalText(value)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, -1e-7])('has none for %p', (value) => {
    expect(plainDecimalText(value)).toBeUndefined();
  });

  it('reads back as the very same number, for every finite non-negative double', () => {
    fc.assert(fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (value) => {
      const text = plainDecimalText(value) ?? '';
      return /^\d+(\.\d+)?$/.test(text) && Object.is(Number(text), value === 0 ? 0 : value);
    }));
  });
});

describe('a payment amount in the asset’s smallest unit', () => {
  it.each([
    [0.001, 18, 10n ** 15n, '0.001'],
    [25, 6, 25_000_000n, '25'],
    ['25.50', 6, 25_500_000n, '25.5'],
    ['007.5', 1, 75n, '7.5'],
    [1e-7, 18, 10n ** 11n, '0.0000001'],
    [1e21, 0, 10n ** 21n, '1000000000000000000000'],
  ] as const)('counts %p at %i decimals as %s', (amount, decimals, units, text) => {
    expect(parsePayAmount(amount, decimals)).toEqual({ ok: true, units, text });
  });

  it('refuses more decimal places than the asset has rather than paying less than asked', () => {
    expect(parsePayAmount(0.1 + 0.2, 6)).toMatchObject({ ok: false, code: 'PAY_INVALID_AMOUNT' });
    expect(parsePayAmount('0.0000001', 6)).toMatchObject({ ok: false, code: 'PAY_INVALID_AMOUNT' });
    expect(parsePayAmount('1.5', 0)).toMatchObject({ ok: false, code: 'PAY_INVALID_AMOUNT' });
    expect(parsePayAmount('1.000000', 0)).toMatchObject({ ok: true, units: 1n });
  });

  it.each([0, -0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, '0', '0.000', '', '.5', '5.', '-1', '+1', '1e3', '1E-3', '0x10', ' 1', '1 ', '1,5', '1_000', '١٢', '1.2.3', 'Infinity', 'NaN', '9'.repeat(101), `${'9'.repeat(80)}`, null, undefined, true, {}, [1], 10n])(
    'refuses %p as an amount',
    (amount) => {
      expect(parsePayAmount(amount, 18)).toMatchObject({ ok: false, code: 'PAY_INVALID_AMOUNT' });
    },
  );

  it.each([-1, 37, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an asset of %p decimals', (decimals) => {
    expect(parsePayAmount(1, decimals)).toMatchObject({ ok: false, code: 'PAY_INVALID_ASSET' });
  });

  it('counts exactly: whole units and fraction digits, whatever the decimals', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 36 }), fc.integer({ min: 0, max: 36 }), (units, decimals, shown) => {
      fc.pre(units > 0n && shown <= decimals);
      const scale = 10n ** BigInt(shown);
      const text = shown === 0 ? units.toString() : `${units / scale}.${(units % scale).toString().padStart(shown, '0')}`;
      const parsed = parsePayAmount(text, decimals);
      return parsed.ok && parsed.units === units * 10n ** BigInt(decimals - shown);
    }));
  });
});
