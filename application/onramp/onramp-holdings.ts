import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { formatExactUnits } from '../../domain/format/exact-units.ts';
import { compareDecimals, readDecimal, type ExactDecimal } from '../../domain/onramp/onramp-options.ts';
import type { OnrampArrival } from './onramp.store.ts';

/** What the account holds on the network in view, as last read: its coin and each listed token. */
export interface OnrampHoldings {
  readonly native: { readonly units: bigint; readonly decimals: number; readonly symbol: string } | undefined;
  /** By token address (the symbol for a token without one), the quantity as the balance list writes it. */
  readonly tokens: ReadonlyMap<string, { readonly symbol: string; readonly quantity: ExactDecimal; readonly text: string }>;
  /** Whether the token list was read for this account at all: a list that failed says nothing about what is held. */
  readonly tokensRead: boolean;
}

/** `tokenBalances` undefined when the list of this account could not be read. */
export function readHoldings(native: OnrampHoldings['native'], tokenBalances: readonly TokenBalance[] | undefined): OnrampHoldings {
  const tokens = new Map<string, { symbol: string; quantity: ExactDecimal; text: string }>();
  for (const token of tokenBalances ?? []) {
    const quantity = readDecimal(token.quantity.numeric);
    if (quantity) tokens.set(token.address ?? token.symbol, { symbol: token.symbol, quantity, text: token.quantity.numeric });
  }
  return { native, tokens, tokensRead: tokenBalances !== undefined };
}

/**
 * What rose between two reads, if anything: the network's coin first, else a listed token. The
 * provider's page says nothing back to this one (nothing from its window is trusted), so a purchase is
 * known to have arrived only when the account holds more than before it opened.
 */
export function arrivalBetween(before: OnrampHoldings, after: OnrampHoldings): OnrampArrival | undefined {
  if (after.native && (before.native === undefined || after.native.units > before.native.units)) {
    // An unknown balance before is no evidence of a purchase: only a rise from a known one counts.
    if (before.native !== undefined) return { balance: formatExactUnits(after.native.units, after.native.decimals), symbol: after.native.symbol };
  }
  if (!before.tokensRead || !after.tokensRead) return undefined;
  for (const [key, token] of after.tokens) {
    const was = before.tokens.get(key)?.quantity ?? { units: 0n, scale: 0 };
    if (compareDecimals(token.quantity, was) > 0) return { balance: token.text, symbol: token.symbol };
  }
  return undefined;
}
