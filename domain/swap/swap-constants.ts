import type { CaipNetworkId } from '../caip/caip.ts';
import { EVM_NAMESPACE } from '../chain-families/namespaces.ts';

/** Swaps are EVM only: the convert API's quotes and Uniswap's contracts speak of EVM tokens. */
export const SWAP_NAMESPACE = EVM_NAMESPACE;

/*
 * Swap facts as AppKit 1.7.6 fixes them, taken from reown-com/appkit at tag @reown/appkit-controllers@1.7.6
 * (commit 7373130d), packages/controllers/src/utils/ConstantsUtil.ts. The line numbers beside each
 * value point there, so a later AppKit can be compared value by value.
 */

/**
 * The networks swaps are offered on (ConstantsUtil.ts:181-206): Ethereum, Arbitrum One, Optimism,
 * ZKsync Era, Base, BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora.
 */
export const SWAP_NETWORKS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const satisfies readonly CaipNetworkId[];

export type SwapNetworkId = (typeof SWAP_NETWORKS)[number];

/**
 * How long typing must pause before the amount is quoted (w3m-swap-view/index.ts:299-301 at the same
 * commit, AppKit's `onDebouncedGetSwapCalldata`): a quote per keystroke would ask the service for
 * amounts the visitor is still typing.
 */
export const SWAP_QUOTE_DEBOUNCE_MS = 200;

/** The slippage a swap is built with and its minimum received is shown with, in percent (ConstantsUtil.ts:219). */
export const SWAP_SLIPPAGE_PERCENT = 1;

/**
 * The address that stands for a network's own coin (ETH, BNB, POL…) in the convert API's token lists
 * and quotes (ConstantsUtil.ts:212). Swaps are eip155 only, so the other namespaces' placeholders are
 * not carried. Lower case, as AppKit writes it; compare without regard to case.
 */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Symbols offered first in the token picker (ConstantsUtil.ts:90-118), in AppKit's order. */
export const SWAP_SUGGESTED_SYMBOLS: readonly string[] = [
  'ETH', 'UNI', '1INCH', 'AAVE', 'SOL', 'ADA', 'AVAX', 'DOT', 'LINK', 'NITRO', 'GAIA', 'MILK', 'TRX', 'NEAR',
  'GNO', 'WBTC', 'DAI', 'WETH', 'USDC', 'USDT', 'ARB', 'BAL', 'BICO', 'CRV', 'ENS', 'MATIC', 'OP',
];

/**
 * Symbols offered next (ConstantsUtil.ts:120-179), exactly as AppKit lists them: the suggested list,
 * then more. AppKit's list names DAI, BAL and LINK twice; the repeats are kept so the list compares
 * one to one with AppKit's, and ordering takes a symbol's first place.
 */
export const SWAP_POPULAR_SYMBOLS: readonly string[] = [
  ...SWAP_SUGGESTED_SYMBOLS,
  'METAL', 'DAI', 'CHAMP', 'WOLF', 'SALE', 'BAL', 'BUSD', 'MUST', 'BTCpx', 'ROUTE', 'HEX', 'WELT', 'amDAI', 'VSQ',
  'VISION', 'AURUM', 'pSP', 'SNX', 'VC', 'LINK', 'CHP', 'amUSDT', 'SPHERE', 'FOX', 'GIDDY', 'GFC', 'OMEN', 'OX_OLD',
  'DE', 'WNT',
];

/** Whether swaps are offered on a network, by its exact CAIP-2 id (`eip155:1`; `eip155:01` is not it). */
export function isSwapNetwork(caipNetworkId: unknown): caipNetworkId is SwapNetworkId {
  return typeof caipNetworkId === 'string' && (SWAP_NETWORKS as readonly string[]).includes(caipNetworkId);
}

const NATIVE_TOKEN = new RegExp(`^(?:eip155:[1-9]\\d{0,31}:)?${SWAP_NATIVE_TOKEN_ADDRESS}$`, 'i');

/**
 * Whether a token address is the native-coin placeholder: a plain `0x…` address or a CAIP-10
 * `eip155:<chain>:0x…` one, in any case.
 */
export function isSwapNativeToken(address: unknown): boolean {
  return typeof address === 'string' && NATIVE_TOKEN.test(address);
}
