/** The most decimals a payment asset may have: more than any real token uses (18, a few 24), far below uint256. */
export const PAY_MAX_DECIMALS = 36;

/** The largest amount a token contract can hold or move (uint256). */
const MAX_UINT256 = 2n ** 256n - 1n;

/** Longer than any amount a site would write; refused before any digit is read. */
const MAX_AMOUNT_TEXT = 100;

/** Digits, optionally a '.' and more digits: no sign, exponent, spaces or grouping. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** What JavaScript writes for a number: digits, an optional fraction, an optional exponent. */
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * A non-negative finite number as plain decimal text, exactly the digits JavaScript prints for it but
 * without an exponent: `1e-7` is '0.0000001', `1e21` is '1000000000000000000000'. The exchange service
 * and the pay URL both read this text, and a payment is counted from it, never from binary arithmetic
 * (`0.1 + 0.2` stays '0.30000000000000004', which an asset of 6 decimals then refuses).
 */
export function plainDecimalText(value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(match[3] ?? 0);
  const text = point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits.padEnd(point, '0') : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return normalised(text);
}

/** Leading zeros of the whole part and trailing zeros of the fraction dropped: '007.50' is '7.5'. */
function normalised(text: string): string {
  const [whole = '', fraction = ''] = text.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const fractionDigits = fraction.replace(/0+$/, '');
  return fractionDigits === '' ? wholeDigits : `${wholeDigits}.${fractionDigits}`;
}

export type PayAmountResult =
  | {
    readonly ok: true;
    /** The amount in the asset's smallest unit: what the transfer moves. */
    readonly units: bigint;
    /** Plain decimal text in whole units, as the exchange calls send it ('0.01'). */
    readonly text: string;
  }
  | { readonly ok: false; readonly code: 'PAY_INVALID_AMOUNT' | 'PAY_INVALID_ASSET'; readonly reason: string };

/**
 * A payment amount (AppKit's `amount: number`, or the plain decimal text its URL helpers also take,
 * options.ts:40) counted in an asset of `decimals` decimal places.
 *
 * - It must be more than zero (PayController.ts:419).
 * - It must not have more decimal places than the asset: refused, never cut, since a payment of other
 *   than what the site asked is not the payment asked for. Zeros at the end change nothing.
 * - A string must be plain digits with at most one '.': '1e3', '0x10', ' 1' and '1,5' are refused
 *   rather than guessed at.
 * - More than a uint256 of the smallest unit cannot be moved and is refused.
 */
export function parsePayAmount(amount: unknown, decimals: number): PayAmountResult {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > PAY_MAX_DECIMALS) {
    return { ok: false, code: 'PAY_INVALID_ASSET', reason: `decimals must be an integer from 0 to ${PAY_MAX_DECIMALS}` };
  }
  const text = typeof amount === 'number' ? plainDecimalText(amount) : typeof amount === 'string' && amount.length <= MAX_AMOUNT_TEXT ? amount : undefined;
  const match = text === undefined ? null : PLAIN_DECIMAL.exec(text);
  if (!match) return invalidAmount('not a finite non-negative number or plain decimal text');
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return invalidAmount(`more than ${decimals} decimal places`);
  const units = BigInt(`${whole}${fraction.padEnd(decimals, '0')}`);
  if (units === 0n) return invalidAmount('zero');
  if (units > MAX_UINT256) return invalidAmount('more than a uint256 of the smallest unit');
  return { ok: true, units, text: normalised(`${whole}.${fraction}`) };
}

function invalidAmount(reason: string): PayAmountResult {
  return { ok: false, code: 'PAY_INVALID_AMOUNT', reason };
}
