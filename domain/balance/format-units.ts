const MAX_DECIMALS = 255;
const HEX = /^0x[0-9a-fA-F]{1,128}$/;

/** Base units as a bigint from a 0x hex string; undefined for anything else (no throw from BigInt). */
export function parseHexQuantity(value: string): bigint | undefined {
  return HEX.test(value) ? BigInt(value) : undefined;
}

/** Base units to a decimal string without floating point: formatUnits(1500000n, 6) === '1.5'. */
export function formatUnits(value: bigint, decimals: number): string | undefined {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return undefined;
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
