import { describe, it, expect } from 'vitest';
import { ONRAMP_FALLBACK_OPTIONS, compareDecimals, onrampLimitFor, readDecimal, type OnrampOptions } from './onramp-options.ts';

// The product spec's sentence: "Onramp fallback limits 10 to 7500 for card and 10 to 25000 for bank account."
const SPEC_LIMITS = { card: ['10', '7500'], ach_bank_account: ['10', '25000'] } as const;

const figure = (text: string) => {
  const read = readDecimal(text);
  if (!read) throw new Error(`not a decimal: ${text}`);
  return read;
};

describe('the fallback options', () => {
  it('hold the spec’s limits per payment method, in dollars and euros', () => {
    for (const currency of ['USD', 'EUR']) {
      for (const [method, [min, max]] of Object.entries(SPEC_LIMITS)) {
        const limit = onrampLimitFor(ONRAMP_FALLBACK_OPTIONS, currency, method);
        expect(limit && compareDecimals(limit.min, figure(min))).toBe(0);
        expect(limit && compareDecimals(limit.max, figure(max))).toBe(0);
      }
    }
  });

  it('offer USDC only, on Ethereum and Polygon, each with its own contract', () => {
    expect(ONRAMP_FALLBACK_OPTIONS.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC']);
    const networks = ONRAMP_FALLBACK_OPTIONS.purchaseCurrencies[0]?.networks ?? [];
    expect(networks.map((network) => network.chainId)).toEqual(['1', '137']);
    expect(new Set(networks.map((network) => network.contractAddress.toLowerCase())).size).toBe(2);
  });
});

describe('a payment limit', () => {
  const options: OnrampOptions = {
    paymentCurrencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '5', max: '500.50' }, { id: 'BROKEN', min: 'ten', max: '20' }, { id: 'UPSIDE', min: '30', max: '20' }] }],
    purchaseCurrencies: [],
  };

  it('is found by currency and method without regard to case, keeping the service’s figures for the texts', () => {
    expect(onrampLimitFor(options, 'usd', 'card')).toMatchObject({ minText: '5', maxText: '500.50' });
  });

  it('is missing for an unknown currency or method, unreadable figures, or a min above the max', () => {
    expect(onrampLimitFor(options, 'EUR', 'CARD')).toBeUndefined();
    expect(onrampLimitFor(options, 'USD', 'APPLE_PAY')).toBeUndefined();
    expect(onrampLimitFor(options, 'USD', 'BROKEN')).toBeUndefined();
    expect(onrampLimitFor(options, 'USD', 'UPSIDE')).toBeUndefined();
  });
});

describe('an exact decimal', () => {
  it('is read from plain digits with an optional fraction', () => {
    expect(readDecimal('10.00')).toEqual({ units: 1000n, scale: 2 });
    expect(readDecimal('0.039196')).toEqual({ units: 39196n, scale: 6 });
    expect(readDecimal('7500')).toEqual({ units: 7500n, scale: 0 });
  });

  it('refuses signs, exponents, separators, spaces and anything not a string', () => {
    for (const text of ['-1', '+1', '1e3', '1,000', '1.', '.5', ' 1', '1 ', '', 'NaN', 'Infinity', '0x10', '１', `1${'0'.repeat(31)}`]) expect(readDecimal(text)).toBeUndefined();
    for (const value of [1, null, undefined, {}, ['1']]) expect(readDecimal(value)).toBeUndefined();
  });

  it('compares exactly whatever the number of fraction digits', () => {
    expect(compareDecimals(figure('10.00'), figure('10'))).toBe(0);
    expect(compareDecimals(figure('9.999999999999999999'), figure('10'))).toBe(-1);
    expect(compareDecimals(figure('7500.01'), figure('7500.00'))).toBe(1);
  });
});
