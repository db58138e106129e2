import type { OnrampErrorCode } from '../errors/onramp-errors.ts';
import { formatExactUnits } from '../format/exact-units.ts';
import { compareDecimals, type ReadLimit } from './onramp-options.ts';

/** Cents: the minor unit of USD and EUR, and the precision of the service's limits ("10.00"). */
export const ONRAMP_FIAT_DECIMALS = 2;

/** No currency a provider takes has more minor digits than this (most have 2, a few 0 or 3). */
const MAX_FIAT_DECIMALS = 8;

/** Longer than anything a person types into an amount field; refused before any digit is read. */
const MAX_TYPED_LENGTH = 40;

/**
 * Digits with at most one decimal separator, '.' or ','. ASCII digits only (`\d` without the u flag):
 * no signs, no exponent, no grouping, no other scripts' digits.
 */
const TYPED_AMOUNT = /^(\d*)(?:[.,](\d*))?$/;

export type OnrampAmountErrorCode = Extract<OnrampErrorCode,
  'ONRAMP_AMOUNT_REQUIRED' | 'ONRAMP_INCORRECT_AMOUNT' | 'ONRAMP_TOO_MANY_DECIMALS' | 'ONRAMP_AMOUNT_TOO_LOW'
  | 'ONRAMP_AMOUNT_TOO_HIGH' | 'ONRAMP_PAYMENT_METHOD_UNAVAILABLE'>;

export type OnrampAmountResult =
  | {
    readonly ok: true;
    /** The amount as the service reads it: digits, '.' and at most `decimals` fraction digits, no trailing zeros. */
    readonly amount: string;
    /** In the currency's minor unit (cents), exactly. */
    readonly minorUnits: bigint;
  }
  | {
    readonly ok: false;
    readonly code: OnrampAmountErrorCode;
    /** The values of the entry's `{placeholders}`, to pass to `catalogueError` as they are. */
    readonly params?: Readonly<Record<string, string | number>>;
  };

/**
 * What a visitor typed as the fiat amount of a purchase, checked against the payment method's limit
 * (`onrampLimitFor`; undefined when the method is not offered in that currency).
 *
 * - '.' or ',' is the decimal separator (phones with a comma keypad offer only ','), never grouping:
 *   "1,000" is one unit and "1,000.50" is refused. Spaces around the amount are ignored.
 * - More fraction digits than `decimals` are refused (ONRAMP_TOO_MANY_DECIMALS), never rounded; zeros at
 *   the end change nothing.
 * - Empty, only a separator, or zero: ONRAMP_AMOUNT_REQUIRED, the "nothing to quote yet" state.
 * - A sign, letters, an exponent, or anything else: ONRAMP_INCORRECT_AMOUNT.
 * - Below the limit's min or above its max: ONRAMP_AMOUNT_TOO_LOW / _TOO_HIGH, with the service's figures.
 */
export function parseOnrampAmount(typed: unknown, limit: ReadLimit | undefined, currency: string, decimals = ONRAMP_FIAT_DECIMALS): OnrampAmountResult {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_FIAT_DECIMALS) return refused('ONRAMP_INCORRECT_AMOUNT');
  if (typeof typed !== 'string' || typed.length > MAX_TYPED_LENGTH) return refused('ONRAMP_INCORRECT_AMOUNT');
  const text = typed.trim();
  if (text === '' || text === '.' || text === ',') return refused('ONRAMP_AMOUNT_REQUIRED');
  const match = TYPED_AMOUNT.exec(text);
  if (!match) return refused('ONRAMP_INCORRECT_AMOUNT');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, code: 'ONRAMP_TOO_MANY_DECIMALS', params: { decimals, currency } };
  const minorUnits = BigInt(`${match[1] ?? ''}${fraction.padEnd(decimals, '0')}` || '0');
  if (minorUnits === 0n) return refused('ONRAMP_AMOUNT_REQUIRED');
  if (!limit) return { ok: false, code: 'ONRAMP_PAYMENT_METHOD_UNAVAILABLE', params: { currency } };
  const amount = { units: minorUnits, scale: decimals };
  if (compareDecimals(amount, limit.min) < 0) return { ok: false, code: 'ONRAMP_AMOUNT_TOO_LOW', params: { min: limit.minText, currency } };
  if (compareDecimals(amount, limit.max) > 0) return { ok: false, code: 'ONRAMP_AMOUNT_TOO_HIGH', params: { max: limit.maxText, currency } };
  return { ok: true, amount: formatExactUnits(minorUnits, decimals), minorUnits };
}

function refused(code: OnrampAmountErrorCode): OnrampAmountResult {
  return { ok: false, code };
}
