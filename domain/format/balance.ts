/**
 * Balances show 3 decimals, floored; '0.000' when unknown.
 * Works on the integer amount in base units so no precision is lost to floating point.
 */
export function formatBalance(value: bigint | undefined, decimals: number, shown = 3): string {
  if (value === undefined || !Number.isInteger(decimals) || decimals < 0) return (0).toFixed(shown);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = abs % base;
  const fractionDigits = fraction.toString().padStart(decimals, '0').slice(0, shown).padEnd(shown, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${fractionDigits}`;
}
