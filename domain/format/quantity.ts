/** Activity quantity fixed to 3 decimals. Anything that is not a finite number shows as '0.000'. */
export function formatActivityQuantity(numeric: string | number | undefined): string {
  const value = typeof numeric === 'number' ? numeric : typeof numeric === 'string' && numeric.trim() !== '' ? Number(numeric) : NaN;
  return Number.isFinite(value) ? value.toFixed(3) : (0).toFixed(3);
}

/** USD with 2 decimals. */
export function formatUsd(value: number | string | undefined): string {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(amount) ? amount.toFixed(2) : (0).toFixed(2);
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * A balance given as a decimal string shows 3 decimals, floored (truncated, never rounded up);
 * '0.000' when absent or not a plain decimal.
 */
export function formatBalanceString(value: string | undefined): string {
  const match = value === undefined ? null : DECIMAL.exec(value.trim());
  if (match === null) return '0.000';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const shown = fraction.slice(0, 3).padEnd(3, '0');
  const isZero = /^0+$/.test(whole) && /^0*$/.test(shown);
  return `${isZero ? '' : sign}${whole.replace(/^0+(?=\d)/, '')}.${shown}`;
}
