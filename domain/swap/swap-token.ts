import { tolerantList } from '../schemas/api-list.ts';
import { safeParse } from '../schemas/safe-parse.ts';
import { z } from '../schemas/zod-mini.ts';
import { SWAP_MAX_DECIMALS } from './swap-amount.ts';
import { SWAP_POPULAR_SYMBOLS, SWAP_SUGGESTED_SYMBOLS } from './swap-constants.ts';

/** A token a swap may sell or buy, as the token list gives it once hostile entries are dropped. */
export interface SwapToken {
  /** The token's name (`USD Coin`). */
  readonly name: string;
  /** Its ticker (`USDC`). */
  readonly symbol: string;
  /** CAIP-10: `eip155:<chain id>:0x<40 hex>`, in the list's own case. */
  readonly address: string;
  /** How many decimal places one unit splits into. */
  readonly decimals: number;
  /** The token's logo: an https address only. */
  readonly logoUri?: string;
}

const MAX_TEXT_LENGTH = 64;
const MAX_LOGO_LENGTH = 2048;

/**
 * Characters a token's name or symbol may not hold: controls, line and paragraph separators, and every
 * format character (the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the
 * zero-width space and joiners, the BOM, soft hyphen, tag characters). Each either reorders the text
 * or draws nothing, so "USDC" with one of them looks like USDC and is not; a token that needs one is
 * dropped rather than shown altered.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

const CAIP10_EIP155 = /^eip155:[1-9]\d{0,31}:0x[0-9a-fA-F]{40}$/;
const PLAIN_EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A name or symbol: hidden characters anywhere refuse it; spaces around it are trimmed. */
const tokenText = z.string().check(
  z.refine((text) => !HIDDEN_CHARACTERS.test(text), 'no control, bidi or invisible characters'),
  z.trim(),
  z.minLength(1),
  z.maxLength(MAX_TEXT_LENGTH),
);

/**
 * One token of a list: an entry whose name, symbol, address or decimals do not fit is refused; a logo
 * that is not an https address is left out and the token kept (the view draws its fallback).
 */
export const SwapTokenSchema = z.pipe(
  z.object({
    name: tokenText,
    symbol: tokenText,
    address: z.string().check(z.regex(CAIP10_EIP155)),
    decimals: z.int().check(z.gte(0), z.lte(SWAP_MAX_DECIMALS)),
    logoUri: z.optional(z.unknown()),
  }),
  z.transform(({ logoUri, ...token }): SwapToken => {
    const logo = httpsLogo(logoUri);
    return logo === undefined ? token : { ...token, logoUri: logo };
  }),
);

const SwapTokenListSchema = tolerantList(SwapTokenSchema);

/**
 * The usable tokens of a list, in its order: entries that do not fit SwapTokenSchema are dropped, not
 * the list; a second entry for an address already seen (in any case) is dropped, so a hostile copy
 * listed later cannot replace the first; with `caipNetworkId`, a token of another chain is dropped.
 * Anything that is not an array gives no tokens.
 */
export function sanitizeSwapTokens(list: unknown, caipNetworkId?: string): SwapToken[] {
  const parsed = safeParse(SwapTokenListSchema, list);
  if (!parsed.success) return [];
  const prefix = caipNetworkId === undefined ? undefined : `${caipNetworkId.toLowerCase()}:`;
  const seen = new Set<string>();
  return parsed.data.filter((token) => {
    const key = token.address.toLowerCase();
    if (seen.has(key) || (prefix !== undefined && !key.startsWith(prefix))) return false;
    seen.add(key);
    return true;
  });
}

export interface SwapTokenOrder {
  /** The site's own tokens, by address (CAIP-10, or a plain 0x address on any chain), in its order. */
  readonly configured?: readonly string[];
  readonly suggested?: readonly string[];
  readonly popular?: readonly string[];
}

/**
 * The tokens as the picker lists them: the site's configured tokens first, in the site's order; then
 * those whose symbol is suggested, in the suggested list's order; then the popular ones likewise; then
 * the rest by symbol (ignoring case). Symbols match exactly, as AppKit matches them ('amDAI' is not
 * 'AMDAI'); tokens that share a symbol keep the list's order. The suggested and popular lists default
 * to AppKit's. Each token appears once; the input is not changed.
 */
export function orderSwapTokens(tokens: readonly SwapToken[], order: SwapTokenOrder = {}): SwapToken[] {
  const configured = firstPlaces((order.configured ?? []).filter((address) => typeof address === 'string').map((address) => address.toLowerCase()));
  const suggested = firstPlaces(order.suggested ?? SWAP_SUGGESTED_SYMBOLS);
  const popular = firstPlaces(order.popular ?? SWAP_POPULAR_SYMBOLS);
  const configuredPlace = (token: SwapToken): number | undefined => {
    const address = token.address.toLowerCase();
    return configured.get(address) ?? configured.get(address.slice(address.lastIndexOf(':') + 1));
  };
  const ranked = tokens.map((token) => {
    const site = configuredPlace(token);
    if (site !== undefined) return { token, group: 0, place: site };
    const suggestedPlace = suggested.get(token.symbol);
    if (suggestedPlace !== undefined) return { token, group: 1, place: suggestedPlace };
    const popularPlace = popular.get(token.symbol);
    if (popularPlace !== undefined) return { token, group: 2, place: popularPlace };
    return { token, group: 3, place: 0 };
  });
  // Array.prototype.sort is stable: equal ranks keep the list's order.
  ranked.sort((a, b) => a.group - b.group || a.place - b.place || (a.group === 3 ? bySymbol(a.token, b.token) : 0));
  return ranked.map(({ token }) => token);
}

/**
 * The tokens a picker's search box finds, in the given order: all of them for an empty query; for an
 * address (`0x` and 40 hex digits, or CAIP-10) the token at exactly that address, in any case; else
 * those whose symbol or name holds the query, ignoring case.
 */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const wanted = typeof query === 'string' ? query.trim().toLowerCase() : '';
  if (wanted === '') return [...tokens];
  if (CAIP10_EIP155.test(wanted)) return tokens.filter((token) => token.address.toLowerCase() === wanted);
  if (PLAIN_EVM_ADDRESS.test(wanted)) return tokens.filter((token) => token.address.toLowerCase().endsWith(`:${wanted}`));
  return tokens.filter((token) => token.symbol.toLowerCase().includes(wanted) || token.name.toLowerCase().includes(wanted));
}

/** An https logo address, normalised, or undefined for anything else (http, data:, javascript:, relative, too long). */
function httpsLogo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LOGO_LENGTH) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Each value's first place in a list: a list that names a symbol twice ranks it where it first appears. */
function firstPlaces(values: readonly string[]): Map<string, number> {
  const places = new Map<string, number>();
  values.forEach((value, place) => {
    if (!places.has(value)) places.set(value, place);
  });
  return places;
}

function bySymbol(a: SwapToken, b: SwapToken): number {
  const left = a.symbol.toLowerCase();
  const right = b.symbol.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
