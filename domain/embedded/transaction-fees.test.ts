import { describe, expect, it } from 'vitest';
import { maxTotalCost, settleFees, type NetworkFeeQuote } from './transaction-fees.ts';

const GWEI = 1_000_000_000n;
const LONDON: NetworkFeeQuote = { gasPrice: 12n * GWEI, baseFeePerGas: 10n * GWEI, maxPriorityFeePerGas: 2n * GWEI, gasEstimate: 50_000n };
const LEGACY: NetworkFeeQuote = { gasPrice: 5n * GWEI, baseFeePerGas: undefined, maxPriorityFeePerGas: 0n, gasEstimate: 21_000n };

describe('fees settled before the visitor sees them', () => {
  it('fills what the page left out: the estimate, twice the base fee plus the tip, or the gas price on a chain without a base fee', () => {
    expect(settleFees({}, LONDON)).toEqual({ gas: 50_000n, maxFeePerGas: 22n * GWEI, maxPriorityFeePerGas: 2n * GWEI });
    expect(settleFees({ maxFeePerGas: GWEI }, LONDON)).toEqual({ gas: 50_000n, maxFeePerGas: GWEI, maxPriorityFeePerGas: GWEI });
    expect(settleFees({ gas: 60_000n }, LEGACY)).toEqual({ gas: 60_000n, gasPrice: 5n * GWEI });
    expect(settleFees({ gasPrice: 13n * GWEI }, LONDON)).toEqual({ gas: 50_000n, gasPrice: 13n * GWEI });
  });

  it('refuses a price per gas more than ten times the current fee, a gas limit more than ten times the estimate, a tip above the cap', () => {
    expect(settleFees({ maxFeePerGas: 120n * GWEI }, LONDON)).toMatchObject({ maxFeePerGas: 120n * GWEI });
    expect(() => settleFees({ maxFeePerGas: 121n * GWEI }, LONDON)).toThrow('The max fee per gas asked for is more than 10 times');
    expect(() => settleFees({ gasPrice: 51n * GWEI }, LEGACY)).toThrow('The gas price asked for is more than 10 times');
    expect(() => settleFees({ gas: 500_001n }, LONDON)).toThrow('The gas limit asked for is more than 10 times');
    expect(() => settleFees({ maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: 4n * GWEI }, LONDON)).toThrow('maxPriorityFeePerGas needs to be at most maxFeePerGas');
  });

  it('totals the value and every unit of gas at the highest price allowed', () => {
    expect(maxTotalCost(10n ** 18n, { gas: 21_000n, maxFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI })).toBe(10n ** 18n + 210_000n * GWEI);
    expect(maxTotalCost(0n, { gas: 21_000n, gasPrice: 2n * GWEI })).toBe(42_000n * GWEI);
  });
});
