import { catalogueError } from '../errors/catalogue.ts';

/** What the chain's node says now: its gas price, the latest base fee (none before London), its tip, its gas estimate. */
export interface NetworkFeeQuote {
  readonly gasPrice: bigint;
  readonly baseFeePerGas: bigint | undefined;
  readonly maxPriorityFeePerGas: bigint;
  readonly gasEstimate: bigint;
}

/** The fee fields a page may set; any it leaves out the frame fills from the quote. */
export interface PageFees {
  readonly gas?: bigint;
  readonly gasPrice?: bigint;
  readonly maxFeePerGas?: bigint;
  readonly maxPriorityFeePerGas?: bigint;
}

/** The fee fields as shown and as sent: all of them, so nothing is filled in after the visitor approved. */
export type SettledFees =
  | { readonly gas: bigint; readonly gasPrice: bigint }
  | { readonly gas: bigint; readonly maxFeePerGas: bigint; readonly maxPriorityFeePerGas: bigint };

/**
 * How far above the node's figures a page may set a fee or a gas limit. Past this a page is not
 * hurrying a transaction, it is burning the visitor's balance on fees (or the numbers were mistyped).
 */
export const FEE_CEILING_FACTOR = 10n;

/**
 * The page's fee fields completed from the quote: EIP-1559 fields when the chain has a base fee (a
 * missing cap becomes twice the base fee plus the tip, as wallets commonly do), else a gas price; the
 * gas limit is the node's estimate unless the page set one. Refused with TRANSACTION_FEE_TOO_HIGH when
 * the price per gas passes FEE_CEILING_FACTOR times the current fee, or the gas limit that many times
 * the estimate.
 */
export function settleFees(page: PageFees, quote: NetworkFeeQuote): SettledFees {
  const gas = page.gas ?? quote.gasEstimate;
  if (gas > quote.gasEstimate * FEE_CEILING_FACTOR) throw tooHigh('gas limit');
  const current = quote.baseFeePerGas === undefined ? quote.gasPrice : max(quote.gasPrice, quote.baseFeePerGas + quote.maxPriorityFeePerGas);
  const legacy = page.gasPrice !== undefined
    || (quote.baseFeePerGas === undefined && page.maxFeePerGas === undefined && page.maxPriorityFeePerGas === undefined);
  if (legacy) {
    const gasPrice = page.gasPrice ?? quote.gasPrice;
    if (gasPrice > current * FEE_CEILING_FACTOR) throw tooHigh('gas price');
    return { gas, gasPrice };
  }
  const base = quote.baseFeePerGas ?? quote.gasPrice;
  const maxPriorityFeePerGas = page.maxPriorityFeePerGas ?? min(quote.maxPriorityFeePerGas, page.maxFeePerGas ?? quote.maxPriorityFeePerGas);
  const maxFeePerGas = page.maxFeePerGas ?? base * 2n + maxPriorityFeePerGas;
  if (maxPriorityFeePerGas > maxFeePerGas) {
    throw catalogueError('INVALID_ARGUMENT', { params: { name: 'maxPriorityFeePerGas', expected: 'to be at most maxFeePerGas' } });
  }
  if (maxFeePerGas > current * FEE_CEILING_FACTOR) throw tooHigh('max fee per gas');
  return { gas, maxFeePerGas, maxPriorityFeePerGas };
}

/** The most the transaction can cost the sender: its value plus every unit of gas at the highest price allowed. */
export function maxTotalCost(value: bigint, fees: SettledFees): bigint {
  return value + fees.gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas);
}

function tooHigh(field: string) {
  return catalogueError('TRANSACTION_FEE_TOO_HIGH', { params: { field, times: Number(FEE_CEILING_FACTOR) } });
}

const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
