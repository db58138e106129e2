import type { SwapErrorCode } from '../errors/swap-errors.ts';

/** The most decimals a swap token may have: more than any real ERC-20 uses (18, a few 24), far below uint256. */
export const SWAP_MAX_DECIMALS = 36;

/** Longer than anything a person types into an amount field; refused before any digit is read. */
const MAX_TYPED_LENGTH = 100;

/** The largest amount a token contract can hold or move (uint256). */
const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * Digits with at most one decimal separator, either '.' or ','. ASCII digits only (`\d` without the
 * u flag): no signs, no exponent, no spaces or grouping inside, no other scripts' digits.
 */
const TYPED_AMOUNT = /^(\d*)(?:[.,](\d*))?$/;

export type SwapAmountErrorCode = Extract<SwapErrorCode,
  'SWAP_AMOUNT_REQUIRED' | 'SWAP_INCORRECT_AMOUNT' | 'SWAP_TOO_MANY_DECIMALS' | 'SWAP_TOKEN_UNUSABLE'>;

export type SwapAmountResult =
  | { readonly ok: true; readonly units: bigint }
  | {
    readonly ok: false;
    readonly code: SwapAmountErrorCode;
    /** The values of the entry's `{placeholders}`, to pass to `catalogueError` as they are. */
    readonly params?: Readonly<Record<string, number>>;
  };

/**
 * What a visitor typed into a swap's amount field, in the token's smallest unit, exactly.
 *
 * - The decimal separator may be '.' or ',': phones set to German, French or Spanish offer only ','
 *   on the decimal keypad, and AppKit reads ',' as '.' too. So ',' is never a thousands separator:
 *   "1,000" is one token, and "1,000.5" (two separators) is refused. The amount is shown back before
 *   the wallet is asked, so a visitor who meant a thousand sees it.
 * - "5." and ".5" are read as 5 and 0.5 (what a field holds halfway through typing).
 * - Spaces around the amount are ignored; anything else that is not a digit refuses it.
 * - Fraction digits beyond the token's decimals are refused (SWAP_TOO_MANY_DECIMALS, with
 *   `params.decimals`), never cut: a swap of less than was typed is not what was asked. Zeros at the
 *   end change nothing and are allowed ("1.50" of a one-decimal token is 1.5).
 * - Empty, only a separator, or zero: SWAP_AMOUNT_REQUIRED, the "nothing to quote yet" state.
 * - Anything else unreadable, or more than a uint256: SWAP_INCORRECT_AMOUNT.
 * - Decimals that are not an integer from 0 to SWAP_MAX_DECIMALS: SWAP_TOKEN_UNUSABLE.
 */
export function parseSwapAmount(typed: unknown, decimals: number): SwapAmountResult {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > SWAP_MAX_DECIMALS) return refused('SWAP_TOKEN_UNUSABLE');
  if (typeof typed !== 'string' || typed.length > MAX_TYPED_LENGTH) return refused('SWAP_INCORRECT_AMOUNT');
  const text = typed.trim();
  if (text === '' || text === '.' || text === ',') return refused('SWAP_AMOUNT_REQUIRED');
  const match = TYPED_AMOUNT.exec(text);
  if (!match) return refused('SWAP_INCORRECT_AMOUNT');
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, code: 'SWAP_TOO_MANY_DECIMALS', params: { decimals } };
  const units = BigInt(`${whole}${fraction.padEnd(decimals, '0')}` || '0');
  if (units === 0n) return refused('SWAP_AMOUNT_REQUIRED');
  if (units > MAX_UINT256) return refused('SWAP_INCORRECT_AMOUNT');
  return { ok: true, units };
}

function refused(code: SwapAmountErrorCode): SwapAmountResult {
  return { ok: false, code };
}
