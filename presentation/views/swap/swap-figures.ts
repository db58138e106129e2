import { formatUnits } from '../../../domain/balance/format-units.ts';
import { formatExactUnits } from '../../../domain/format/exact-units.ts';
import { formatBalanceString } from '../../../domain/format/quantity.ts';

/** A token amount as the form shows it: three decimals, floored, so no figure reads more than it is. */
export function shownAmount(units: bigint, decimals: number): string {
  return formatBalanceString(formatUnits(units, decimals));
}

/**
 * A network fee in the network's coin, exactly: a fee is usually a small fraction of one coin, which
 * three decimals would show as 0.000.
 */
export function shownFee(wei: bigint, decimals: number): string {
  return formatExactUnits(wei, decimals);
}

/** A price impact in percent, to the hundredth. */
export function shownPercent(percent: number): string {
  return percent.toFixed(2);
}
