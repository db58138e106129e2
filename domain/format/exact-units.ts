/**
 * An integer amount of a unit's smallest part written in the unit, exactly, without rounding or
 * grouping: (100000000000000000n, 18) → '0.1', (1n, 9) → '0.000000001'. For screens where the visitor
 * approves an amount: a rounded figure could hide what is signed.
 */
export function formatExactUnits(amount: bigint, decimals: number): string {
  const sign = amount < 0n ? '-' : '';
  const magnitude = amount < 0n ? -amount : amount;
  const unit = 10n ** BigInt(decimals);
  const fraction = (magnitude % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${magnitude / unit}${fraction ? `.${fraction}` : ''}`;
}
