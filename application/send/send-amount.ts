const MAX_DECIMALS = 77;

/**
 * The amount a visitor typed (a JavaScript number, the send state's sendTokenAmount) in base units, without
 * floating-point drift: the number is printed in plain decimal digits and cut, not rounded, at the
 * token's decimals (sending a hair less is safe, a hair more is not). Undefined for anything unusable.
 */
export function toBaseUnits(amount: number, decimals: number): bigint | undefined {
  if (!Number.isFinite(amount) || amount <= 0 || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return undefined;
  // toLocaleString never uses exponent notation (1e-7 → "0.0000001"); 20 digits cover a double.
  const text = amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const units = BigInt(`${whole}${fraction}`);
  return units > 0n ? units : undefined;
}

/** Decimals of a token balance (`quantity.decimals` is a string). */
export function tokenDecimals(decimals: string): number | undefined {
  const value = Number(decimals);
  return /^\d{1,2}$/.test(decimals) && Number.isInteger(value) ? value : undefined;
}

/**
 * A balance a token list gives as a decimal string (`quantity.numeric`) in base units, cut at
 * the token's decimals. Undefined for anything that is not a plain non-negative decimal.
 */
export function decimalToBaseUnits(numeric: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,80})(?:\.(\d{1,80}))?$/.exec(numeric);
  if (!match || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return undefined;
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(`${match[1] ?? '0'}${fraction}`);
}
