import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { minimumReceived, networkFee, priceImpactPercent, quoteMoved, summarizeSwapQuote, swapRate, type SwapQuoteFigures } from './swap-quote.ts';

const ETH = 10n ** 18n;
const USDC = 10n ** 6n;
const GWEI = 10n ** 9n;

/** A rate string as an exact fraction digits / 10^places. */
function asFraction(rate: string): { readonly digits: bigint; readonly places: number } {
  const [whole = '', fraction = ''] = rate.split('.');
  return { digits: BigInt(`${whole}${fraction}`), places: fraction.length };
}

describe('the rate of a quote', () => {
  it('is what one whole sold token buys, to six significant digits, rounded down', () => {
    // 2 ETH buy 3700.469134 USDC: 1850.234567 each.
    expect(swapRate(2n * ETH, 18, 3_700_469_134n, 6)).toBe('1850.23');
    // 1850 USDC buy 1 ETH: 0.000540540540… each; a zero at the end is not shown.
    expect(swapRate(1850n * USDC, 6, ETH, 18)).toBe('0.00054054');
    expect(swapRate(1851n * USDC, 6, ETH, 18)).toBe('0.000540248');
    expect(swapRate(3n, 0, 2n, 0)).toBe('0.666666');
    expect(swapRate(1n, 0, 2n, 0)).toBe('2');
    expect(swapRate(1n, 0, 123_456_789n, 0)).toBe('123456789');
  });

  it('is 0 for a quote that buys nothing, and unknown when nothing is sold or an amount or decimals are unusable', () => {
    expect(swapRate(ETH, 18, 0n, 6)).toBe('0');
    expect(swapRate(0n, 18, USDC, 6)).toBeUndefined();
    expect(swapRate(-ETH, 18, USDC, 6)).toBeUndefined();
    expect(swapRate(ETH, 18, -USDC, 6)).toBeUndefined();
    for (const decimals of [-1, 37, 1.5, Number.NaN]) {
      expect(swapRate(ETH, decimals, USDC, 6)).toBeUndefined();
      expect(swapRate(ETH, 18, USDC, decimals)).toBeUndefined();
    }
    expect(swapRate(1 as unknown as bigint, 0, 1n, 0)).toBeUndefined();
  });

  it('never shows more than the quote gives, and is off by less than one unit in its last digit', () => {
    fc.assert(fc.property(
      fc.bigInt({ min: 1n, max: 2n ** 256n }), fc.integer({ min: 0, max: 36 }),
      fc.bigInt({ min: 1n, max: 2n ** 256n }), fc.integer({ min: 0, max: 36 }),
      (fromAmount, fromDecimals, toAmount, toDecimals) => {
        const rate = swapRate(fromAmount, fromDecimals, toAmount, toDecimals);
        if (rate === undefined || !/^\d+(\.\d+)?$/.test(rate)) return false;
        const { digits, places } = asFraction(rate);
        // exact = toAmount·10^fromDecimals / (fromAmount·10^toDecimals); shown = digits / 10^places.
        const exactTimesScale = toAmount * 10n ** BigInt(fromDecimals) * 10n ** BigInt(places);
        const denominator = fromAmount * 10n ** BigInt(toDecimals);
        const floored = digits * denominator <= exactTimesScale && exactTimesScale < (digits + 1n) * denominator;
        const wholeDigits = rate.split('.')[0]?.length ?? 0;
        const significant = digits.toString().length;
        return floored && (wholeDigits > 6 ? places === 0 : significant <= 6);
      },
    ));
  });
});

describe('the minimum received', () => {
  it('is the quote less 1 percent by default, rounded down', () => {
    expect(minimumReceived(1000n)).toBe(990n);
    expect(minimumReceived(101n)).toBe(99n);
    expect(minimumReceived(1n)).toBe(0n);
    expect(minimumReceived(1850n * USDC)).toBe(1831_500_000n);
  });

  it('takes another slippage to the hundredth of a percent', () => {
    expect(minimumReceived(10_000n, 0.5)).toBe(9950n);
    expect(minimumReceived(10_000n, 0)).toBe(10_000n);
    expect(minimumReceived(10_000n, 99.99)).toBe(1n);
    // To the nearest hundredth, despite floats (0.29 × 100 is 28.999…), and 99.999% never becomes 100%.
    expect(minimumReceived(10_000n, 0.29)).toBe(9971n);
    expect(minimumReceived(10_000n, 0.506)).toBe(9949n);
    expect(minimumReceived(10_000n, 99.999)).toBe(1n);
  });

  it('falls back to 1 percent for a slippage that would accept any price or is not a number', () => {
    for (const slippage of [Number.NaN, -1, 100, 150, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(minimumReceived(1000n, slippage)).toBe(990n);
    }
  });

  it('is 0 for a quote of nothing or less', () => {
    expect(minimumReceived(0n)).toBe(0n);
    expect(minimumReceived(-1000n)).toBe(0n);
  });

  it('is floor(toAmount × (100 − slippage) / 100) for any amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 2n ** 256n }), fc.integer({ min: 0, max: 99 }), (toAmount, slippage) => {
      const minimum = minimumReceived(toAmount, slippage);
      const kept = BigInt(100 - slippage);
      return minimum * 100n <= toAmount * kept && toAmount * kept < (minimum + 1n) * 100n;
    }));
  });
});

describe('a quote that moved', () => {
  it('is one whose fresh amount is below the minimum shown', () => {
    const shown = minimumReceived(1000n);
    expect(quoteMoved(shown, 989n)).toBe(true);
    expect(quoteMoved(shown, 990n)).toBe(false);
    expect(quoteMoved(shown, 995n)).toBe(false);
    expect(quoteMoved(shown, 2000n)).toBe(false);
    expect(quoteMoved(shown, 0n)).toBe(true);
  });

  it('counts a missing or non-bigint figure as moved, so nothing is sent on it', () => {
    expect(quoteMoved(990n, undefined as unknown as bigint)).toBe(true);
    expect(quoteMoved(990n, 2000 as unknown as bigint)).toBe(true);
    expect(quoteMoved(Number.NaN as unknown as bigint, 2000n)).toBe(true);
  });
});

describe('the network fee', () => {
  it('is gas × gas price in wei, unknown when either is unknown or negative', () => {
    expect(networkFee(21_000n, 30n * GWEI)).toBe(630_000n * GWEI);
    expect(networkFee(0n, 30n * GWEI)).toBe(0n);
    expect(networkFee(undefined, 30n * GWEI)).toBeUndefined();
    expect(networkFee(21_000n, undefined)).toBeUndefined();
    expect(networkFee(-1n, 30n * GWEI)).toBeUndefined();
    expect(networkFee(21_000n, -1n)).toBeUndefined();
  });
});

const QUOTE: SwapQuoteFigures = {
  fromAmount: ETH, fromDecimals: 18, fromUsdPrice: 2000,
  toAmount: 1950n * USDC, toDecimals: 6, toUsdPrice: 1,
  gas: 21_000n, gasPrice: 30n * GWEI, nativeDecimals: 18, nativeUsdPrice: 2000,
};

describe('a quote’s figures', () => {
  it('sum up the rate, the minimum, the fee in wei and USD, and the price impact', () => {
    const summary = summarizeSwapQuote(QUOTE);
    expect(summary.rate).toBe('1950');
    expect(summary.minimumReceived).toBe(1930_500_000n);
    expect(summary.networkFee).toBe(630_000n * GWEI);
    // 0.00063 ETH at 2000 USD.
    expect(summary.networkFeeUsd).toBeCloseTo(1.26, 10);
    // 2000 USD sold for 1950 USD bought.
    expect(summary.priceImpactPercent).toBeCloseTo(2.5, 10);
  });

  it('leave the USD figures unknown without usable prices', () => {
    for (const price of [undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      const summary = summarizeSwapQuote({ ...QUOTE, fromUsdPrice: price, nativeUsdPrice: price });
      expect(summary.networkFeeUsd).toBeUndefined();
      expect(summary.priceImpactPercent).toBeUndefined();
      expect(summarizeSwapQuote({ ...QUOTE, toUsdPrice: price }).priceImpactPercent).toBeUndefined();
    }
    expect(summarizeSwapQuote({ ...QUOTE, gas: undefined }).networkFeeUsd).toBeUndefined();
  });

  it('give the price impact as a loss: negative for a gain, 100 when what is bought is worth nothing, never -0', () => {
    expect(priceImpactPercent({ ...QUOTE, toAmount: 2100n * USDC })).toBeCloseTo(-5, 10);
    expect(Object.is(priceImpactPercent({ ...QUOTE, toAmount: 2000n * USDC }), 0)).toBe(true);
    expect(priceImpactPercent({ ...QUOTE, toUsdPrice: -0 })).toBe(100);
    expect(priceImpactPercent({ ...QUOTE, toAmount: 0n })).toBe(100);
    expect(priceImpactPercent({ ...QUOTE, fromUsdPrice: 0 })).toBeUndefined();
    expect(priceImpactPercent({ ...QUOTE, fromAmount: 0n })).toBeUndefined();
    expect(priceImpactPercent({ ...QUOTE, toAmount: -1n })).toBeUndefined();
  });

  it('give a USD fee of 0, not -0, when the price service answers a price of -0', () => {
    expect(Object.is(summarizeSwapQuote({ ...QUOTE, nativeUsdPrice: -0 }).networkFeeUsd, 0)).toBe(true);
    expect(Object.is(summarizeSwapQuote({ ...QUOTE, gas: 0n, nativeUsdPrice: -0 }).networkFeeUsd, 0)).toBe(true);
  });

  it('leave a USD fee too large for a number unknown rather than infinite', () => {
    const summary = summarizeSwapQuote({ ...QUOTE, gas: 10n ** 200n, gasPrice: 10n ** 200n });
    expect(summary.networkFee).toBe(10n ** 400n);
    expect(summary.networkFeeUsd).toBeUndefined();
  });

  it('never throw and never give NaN or -0, whatever the quote holds', () => {
    const price = fc.option(fc.double(), { nil: undefined });
    const decimals = fc.oneof(fc.integer({ min: -5, max: 80 }), fc.double());
    const amount = fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n });
    fc.assert(fc.property(
      fc.record({
        fromAmount: amount, fromDecimals: decimals, fromUsdPrice: price, toAmount: amount, toDecimals: decimals, toUsdPrice: price,
        gas: fc.option(amount, { nil: undefined }), gasPrice: fc.option(amount, { nil: undefined }), nativeDecimals: decimals,
        nativeUsdPrice: price, slippagePercent: fc.option(fc.double(), { nil: undefined }),
      }),
      (quote) => {
        const summary = summarizeSwapQuote(quote);
        const numbers = [summary.networkFeeUsd, summary.priceImpactPercent].filter((value) => value !== undefined);
        return numbers.every((value) => Number.isFinite(value) && !Object.is(value, -0))
          && summary.minimumReceived >= 0n
          && (summary.rate === undefined || /^\d+(\.\d+)?$/.test(summary.rate));
      },
    ));
  });
});
