import { formatExactUnits } from '../format/exact-units.ts';
import { SWAP_MAX_DECIMALS } from './swap-amount.ts';
import { SWAP_SLIPPAGE_PERCENT } from './swap-constants.ts';

/*
 * The figures a swap preview shows, worked out on base units with bigint. AppKit works them out in
 * floats (SwapCalculationUtil.ts: getMaxSlippage, getGasPriceInEther, getGasPriceInUSD,
 * getPriceImpact); here only the USD figures are floats, because prices are. Nothing here throws: a
 * quote comes from a remote service, and a figure that cannot be worked out is undefined (or 0n for
 * a minimum), which the view shows as unknown.
 */

/** Significant digits of a shown rate: enough to compare two quotes, short enough for one line. */
const RATE_SIGNIFICANT_DIGITS = 6;

export interface SwapQuoteFigures {
  /** What is sold, in the sold token's smallest unit. */
  readonly fromAmount: bigint;
  readonly fromDecimals: number;
  /** USD per whole sold token; undefined when no price is known. */
  readonly fromUsdPrice?: number | undefined;
  /** What the quote buys, in the bought token's smallest unit. */
  readonly toAmount: bigint;
  readonly toDecimals: number;
  readonly toUsdPrice?: number | undefined;
  /** Gas units the swap is estimated at, and wei (the native coin's smallest unit) per gas. */
  readonly gas?: bigint | undefined;
  readonly gasPrice?: bigint | undefined;
  readonly nativeDecimals: number;
  readonly nativeUsdPrice?: number | undefined;
  /** Defaults to the product's SWAP_SLIPPAGE_PERCENT. */
  readonly slippagePercent?: number | undefined;
}

export interface SwapQuoteSummary {
  /** "1 FROM = rate TO", see `swapRate`. */
  readonly rate: string | undefined;
  /** See `minimumReceived`. Keep it: it is what a fresh quote is held to (`quoteMoved`). */
  readonly minimumReceived: bigint;
  /** The fee in the native coin's smallest unit; undefined when gas or its price is unknown or negative. */
  readonly networkFee: bigint | undefined;
  /** The fee in USD; undefined without the fee, without a usable native price, or when not finite. */
  readonly networkFeeUsd: number | undefined;
  /** See `priceImpactPercent`. */
  readonly priceImpactPercent: number | undefined;
}

export function summarizeSwapQuote(quote: SwapQuoteFigures): SwapQuoteSummary {
  const fee = networkFee(quote.gas, quote.gasPrice);
  return {
    rate: swapRate(quote.fromAmount, quote.fromDecimals, quote.toAmount, quote.toDecimals),
    minimumReceived: minimumReceived(quote.toAmount, quote.slippagePercent),
    networkFee: fee,
    networkFeeUsd: fee === undefined ? undefined : usdValue(fee, quote.nativeDecimals, quote.nativeUsdPrice),
    priceImpactPercent: priceImpactPercent(quote),
  };
}

/**
 * How much of the bought token one whole sold token buys at this quote, as a plain decimal string
 * ("1850.23", "0.0000412345"): six significant digits, the whole part never shortened, rounded down
 * so the rate shown is never better than the quote. '0' when the quote buys nothing; undefined when
 * nothing is sold, an amount is negative, or decimals are not an integer from 0 to SWAP_MAX_DECIMALS.
 */
export function swapRate(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): string | undefined {
  if (!isBigint(fromAmount) || !isBigint(toAmount) || fromAmount <= 0n || toAmount < 0n) return undefined;
  if (!usableDecimals(fromDecimals) || !usableDecimals(toDecimals)) return undefined;
  // rate = (toAmount / 10^toDecimals) / (fromAmount / 10^fromDecimals), kept as a fraction of integers.
  const numerator = toAmount * 10n ** BigInt(fromDecimals);
  const denominator = fromAmount * 10n ** BigInt(toDecimals);
  if (numerator === 0n) return '0';
  const whole = numerator / denominator;
  // Decimal places that bring six significant digits into the integer part (the whole part is never cut).
  const places = whole > 0n
    ? Math.max(0, RATE_SIGNIFICANT_DIGITS - digitCount(whole))
    : digitCount(denominator) - digitCount(numerator) + RATE_SIGNIFICANT_DIGITS;
  let scaled = (numerator * 10n ** BigInt(places)) / denominator;
  let shownPlaces = places;
  // The estimate above can give one digit too many when the rate is below 1; dropping it rounds down again.
  if (whole === 0n && digitCount(scaled) > RATE_SIGNIFICANT_DIGITS) {
    scaled /= 10n;
    shownPlaces -= 1;
  }
  return formatExactUnits(scaled, shownPlaces);
}

/**
 * The least the swap may buy: the quote less the slippage, rounded down, in the bought token's smallest
 * unit. The slippage is a percentage from 0 (included) to 100 (excluded), to the hundredth; anything else
 * (NaN, negative, 100 or more) is replaced by SWAP_SLIPPAGE_PERCENT rather than letting a broken
 * setting accept any price. 0n for a quote of nothing or less.
 */
export function minimumReceived(toAmount: bigint, slippagePercent: number = SWAP_SLIPPAGE_PERCENT): bigint {
  if (!isBigint(toAmount) || toAmount <= 0n) return 0n;
  const usable = Number.isFinite(slippagePercent) && slippagePercent >= 0 && slippagePercent < 100;
  // To the nearest hundredth (0.29 × 100 is 28.999… in floats), and never a full 100%.
  const basisPoints = BigInt(Math.min(9999, Math.round((usable ? slippagePercent : SWAP_SLIPPAGE_PERCENT) * 100)));
  return (toAmount * (10_000n - basisPoints)) / 10_000n;
}

/**
 * Whether a quote fetched again before the swap is sent buys less than the minimum the visitor was
 * shown: the swap must then stop (SWAP_QUOTE_MOVED) and show the new figures, nothing sent. A value
 * that is not a bigint (a missing quote) counts as moved: what cannot be compared is not sent.
 */
export function quoteMoved(shownMinimum: bigint, freshToAmount: bigint): boolean {
  if (!isBigint(shownMinimum) || !isBigint(freshToAmount)) return true;
  return freshToAmount < shownMinimum;
}

/** gas × gasPrice in the native coin's smallest unit; undefined when either is unknown or negative. */
export function networkFee(gas: bigint | undefined, gasPrice: bigint | undefined): bigint | undefined {
  if (!isBigint(gas) || !isBigint(gasPrice) || gas < 0n || gasPrice < 0n) return undefined;
  return gas * gasPrice;
}

/**
 * The share of the sold value, in USD, that the bought value falls short of, in percent: 2.5 means the
 * tokens bought are worth 2.5% less than those sold. Negative when they are worth more; never -0.
 * Undefined without both prices, with a negative or non-finite price or amount, or when what is sold
 * is worth nothing (there is no share of nothing).
 */
export function priceImpactPercent(quote: Pick<SwapQuoteFigures,
  'fromAmount' | 'fromDecimals' | 'fromUsdPrice' | 'toAmount' | 'toDecimals' | 'toUsdPrice'>): number | undefined {
  const soldUsd = usdValue(quote.fromAmount, quote.fromDecimals, quote.fromUsdPrice);
  const boughtUsd = usdValue(quote.toAmount, quote.toDecimals, quote.toUsdPrice);
  if (soldUsd === undefined || boughtUsd === undefined || soldUsd <= 0) return undefined;
  const impact = ((soldUsd - boughtUsd) / soldUsd) * 100;
  if (!Number.isFinite(impact)) return undefined;
  return impact === 0 ? 0 : impact;
}

/** An amount in base units times a USD price per whole unit; undefined for anything unusable. */
function usdValue(amount: bigint, decimals: number, usdPrice: number | undefined): number | undefined {
  if (!isBigint(amount) || amount < 0n || !usableDecimals(decimals) || typeof usdPrice !== 'number' || !Number.isFinite(usdPrice) || usdPrice < 0) {
    return undefined;
  }
  // Through the exact decimal text: one rounding to a double, not one per operation.
  const value = Number(formatExactUnits(amount, decimals)) * usdPrice;
  if (!Number.isFinite(value)) return undefined;
  // A price of -0 passes the sign check, and 0 × -0 is -0, shown as "-$0.00": any zero value comes back as +0.
  return value === 0 ? 0 : value;
}

function usableDecimals(decimals: number): boolean {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= SWAP_MAX_DECIMALS;
}

/** Amounts come from remote answers: a number or string slipped through must not reach bigint arithmetic. */
function isBigint(value: unknown): value is bigint {
  return typeof value === 'bigint';
}

function digitCount(value: bigint): number {
  return value.toString().length;
}
