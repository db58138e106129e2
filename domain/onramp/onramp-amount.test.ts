import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { catalogueMessage } from '../errors/catalogue.ts';
import { parseOnrampAmount } from './onramp-amount.ts';
import { ONRAMP_FALLBACK_OPTIONS, onrampLimitFor } from './onramp-options.ts';

const card = onrampLimitFor(ONRAMP_FALLBACK_OPTIONS, 'USD', 'card');
const parse = (typed: unknown) => parseOnrampAmount(typed, card, 'USD');
const code = (typed: unknown) => {
  const result = parse(typed);
  return result.ok ? undefined : result.code;
};

describe('a typed purchase amount', () => {
  it('is read exactly into what the service reads and into cents', () => {
    expect(parse('100')).toEqual({ ok: true, amount: '100', minorUnits: 10_000n });
    expect(parse('25.5')).toEqual({ ok: true, amount: '25.5', minorUnits: 2_550n });
    expect(parse('25.50')).toEqual({ ok: true, amount: '25.5', minorUnits: 2_550n });
    expect(parse('0010.01')).toEqual({ ok: true, amount: '10.01', minorUnits: 1_001n });
  });

  it('reads , as the decimal separator and ignores spaces around the amount', () => {
    expect(parse('25,5')).toEqual(parse('25.5'));
    expect(parse('  99\t')).toEqual(parse('99'));
    expect(code('1,000.50')).toBe('ONRAMP_INCORRECT_AMOUNT');
  });

  it('is required: nothing, a separator alone, or zero', () => {
    for (const typed of ['', '   ', '.', ',', '0', '0.00', '.0']) expect(code(typed)).toBe('ONRAMP_AMOUNT_REQUIRED');
  });

  it('refuses more than cents rather than rounding, naming the limit', () => {
    const result = parse('10.005');
    expect(result).toEqual({ ok: false, code: 'ONRAMP_TOO_MANY_DECIMALS', params: { decimals: 2, currency: 'USD' } });
    if (!result.ok) expect(catalogueMessage(result.code, result.params)).toBe('Amounts in USD have at most 2 decimal places.');
    expect(code('10.1000')).toBeUndefined();
  });

  it.each(['-10', '+10', '1e3', '1E3', '0x64', '10 0', '1_000', 'ten', '١٠٠', '１００', 'Infinity', 'NaN', '10..5', '10.5.5', '$100', '100 USD'])(
    'refuses %j as not a number', (typed) => {
      expect(code(typed)).toBe('ONRAMP_INCORRECT_AMOUNT');
    });

  it('refuses what is not a string, and anything longer than a person types', () => {
    for (const value of [100, 10n, null, undefined, {}, ['100'], `1${'0'.repeat(50)}`]) expect(code(value)).toBe('ONRAMP_INCORRECT_AMOUNT');
  });

  it('holds the payment method’s limits, exactly at their edges, with the service’s figures in the text', () => {
    expect(parse('10').ok).toBe(true);
    expect(parse('7500.00').ok).toBe(true);
    const low = parse('9.99');
    expect(low).toEqual({ ok: false, code: 'ONRAMP_AMOUNT_TOO_LOW', params: { min: '10.00', currency: 'USD' } });
    if (!low.ok) expect(catalogueMessage(low.code, low.params)).toBe('The smallest purchase with this payment method is 10.00 USD.');
    expect(code('7500.01')).toBe('ONRAMP_AMOUNT_TOO_HIGH');
    expect(code('99999999999999999999999999999')).toBe('ONRAMP_AMOUNT_TOO_HIGH');
  });

  it('is refused for a method the currency does not offer', () => {
    expect(parseOnrampAmount('100', undefined, 'GBP')).toEqual({ ok: false, code: 'ONRAMP_PAYMENT_METHOD_UNAVAILABLE', params: { currency: 'GBP' } });
  });

  it('takes other minor units (yen has none) and refuses nonsense decimals', () => {
    expect(parseOnrampAmount('1500', card, 'JPY', 0)).toMatchObject({ ok: true, amount: '1500' });
    expect(parseOnrampAmount('1500.5', card, 'JPY', 0)).toMatchObject({ ok: false, code: 'ONRAMP_TOO_MANY_DECIMALS' });
    for (const decimals of [-1, 1.5, 99, Number.NaN]) expect(parseOnrampAmount('100', card, 'USD', decimals)).toMatchObject({ ok: false, code: 'ONRAMP_INCORRECT_AMOUNT' });
  });

  it('never throws, and anything it accepts is within the limits and what the service can read', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s?\d{0,6}[.,]?\d{0,3}\s?$/)), (typed) => {
      const result = parse(typed);
      if (!result.ok) return true;
      return /^\d+(\.\d{1,2})?$/.test(result.amount) && result.minorUnits >= 1_000n && result.minorUnits <= 750_000n;
    }));
  });
});
