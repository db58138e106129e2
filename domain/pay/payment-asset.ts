/*
 * What a payment pays in, as AppKit Pay 1.7.6 describes it (reown-com/appkit tag
 * @reown/appkit-pay@1.7.6, packages/pay/src/types/options.ts:3-13 and types/assets.ts): a network
 * (CAIP-2), the asset on it ('native' for the network's own coin, else the token's address) and the
 * metadata the modal shows and the amount is counted in.
 */

/** How the Pay view names an asset, and what its amount is counted in. */
export interface AssetMetadata {
  /** The asset's name, as shown to the visitor (`USD Coin`). */
  readonly name: string;
  /** The asset's ticker, shown beside the amount (`USDC`). */
  readonly symbol: string;
  /** How many decimal places one unit splits into: the amount is sent as amount × 10^decimals. */
  readonly decimals: number;
}

/** What a payment pays in: an asset on a network, such as {@link baseUSDC}, or one the site describes. */
export interface PaymentAsset {
  /** CAIP-2, e.g. `eip155:8453`. */
  readonly network: string;
  /** 'native', or the token's address on the network (an ERC-20 contract, a Solana mint). */
  readonly asset: string;
  /** Its name, ticker and decimals; the amount is checked against the decimals. */
  readonly metadata: AssetMetadata;
}

/** The `asset` of a network's own coin (PayController.ts:364, AssetUtil.ts:36). */
export const NATIVE_ASSET = 'native';

/** assets.ts:3-11. */
export const baseETH: PaymentAsset = Object.freeze({
  network: 'eip155:8453',
  asset: NATIVE_ASSET,
  metadata: Object.freeze({ name: 'Ethereum', symbol: 'ETH', decimals: 18 }),
});

/** assets.ts:13-21. */
export const baseUSDC: PaymentAsset = Object.freeze({
  network: 'eip155:8453',
  asset: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  metadata: Object.freeze({ name: 'USD Coin', symbol: 'USDC', decimals: 6 }),
});

/** assets.ts:23-31. */
export const baseSepoliaETH: PaymentAsset = Object.freeze({
  network: 'eip155:84532',
  asset: NATIVE_ASSET,
  metadata: Object.freeze({ name: 'Ethereum', symbol: 'ETH', decimals: 18 }),
});

/**
 * Every asset AppKit Pay 1.7.6 exports by name (exports/index.ts:24 re-exports types/assets.ts, which
 * holds these three). The USDT and other USDC assets came with 1.7.17.
 */
export const NAMED_PAYMENT_ASSETS = Object.freeze({ baseETH, baseUSDC, baseSepoliaETH });

/** The named asset on the same network at the same address (any letter case), if any. */
export function namedAssetLike(network: string, asset: string): PaymentAsset | undefined {
  return Object.values(NAMED_PAYMENT_ASSETS).find((named) => named.network === network && named.asset.toLowerCase() === asset.toLowerCase());
}

/**
 * The CAIP-19 asset type the exchange calls name an asset by (AssetUtil.ts:6-44): a network's own coin
 * is its SLIP-44 coin type (60 on eip155, 501 on Solana), a token `erc20:` or `token:` and its address.
 * Undefined for a namespace AppKit has no CAIP-19 form for (it throws there, AssetUtil.ts:29-31).
 */
export function caip19AssetOf(network: string, asset: string): string | undefined {
  const namespace = network.split(':')[0];
  const forms: Readonly<Record<string, { readonly native: string; readonly token: string }>> = {
    eip155: { native: 'slip44:60', token: 'erc20' },
    solana: { native: 'slip44:501', token: 'token' },
  };
  // Own keys only: a network named `constructor:1` must not find Object's prototype.
  const form = namespace !== undefined && Object.hasOwn(forms, namespace) ? forms[namespace] : undefined;
  if (!form) return undefined;
  return asset === NATIVE_ASSET ? `${network}/${form.native}` : `${network}/${form.token}:${asset}`;
}
