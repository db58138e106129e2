import type { CaipNetwork } from '../../domain/network/network.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { HttpPort } from './http.port.ts';
import { token } from '../token.ts';

/**
 * Where a swap's tokens, quotes and transactions come from: Reown's convert API (with a projectId, as
 * AppKit), or a site's own Uniswap V2 router read on chain. Addresses are CAIP-10
 * (`eip155:1:0x…`); the network's own coin is the eip155 placeholder address (`0xeeee…eeee`).
 * Amounts are in the token's smallest unit.
 *
 * Failures reject with a WalletportError from the catalogue; an answer that does not fit its shape is
 * a failure, never a guess.
 */
export interface SwapSourcePort {
  /** The tokens the source can swap on the network (CAIP-2), unsieved: the caller drops hostile entries. */
  tokens(caipNetworkId: string): Promise<readonly SwapSourceToken[]>;
  /** What `amount` of `from` buys of `to`; undefined when the source has no route between them. */
  quote(request: SwapQuoteRequest): Promise<SwapSourceQuote | undefined>;
  /** How much of `token` the swap's spender may move for `owner`. */
  allowance(token: string, owner: string): Promise<bigint>;
  /** The approval of exactly `amount` of `token` for the swap's spender, to be sent by `owner`. */
  buildApproval(request: SwapApprovalRequest): Promise<SwapTransaction & { readonly spender: `0x${string}` }>;
  /** The swap itself, built to buy at least the quote less `slippagePercent`. */
  buildSwap(request: SwapBuildRequest): Promise<SwapTransaction & { readonly toAmount: bigint }>;
  /** Wei per gas on the network (CAIP-2). */
  gasPrice(caipNetworkId: string): Promise<bigint>;
  /** USD prices of tokens (CAIP-10 addresses); a token the source cannot price is left out. */
  prices(addresses: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export interface SwapSourceToken {
  readonly name: string;
  readonly symbol: string;
  readonly address: string;
  readonly decimals: number;
  readonly logoUri?: string | undefined;
}

export interface SwapQuoteRequest {
  readonly from: string;
  readonly to: string;
  readonly amount: bigint;
  /** Wei per gas the quote may assume. */
  readonly gasPrice?: bigint | undefined;
}

export interface SwapSourceQuote {
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
}

export interface SwapApprovalRequest {
  /** The token to approve (CAIP-10). */
  readonly token: string;
  /** The token bought: the convert API reads its chain (CAIP-10). */
  readonly to: string;
  readonly amount: bigint;
}

export interface SwapBuildRequest {
  readonly from: string;
  readonly to: string;
  readonly amount: bigint;
  /** The account that sends the swap and receives what it buys (CAIP-10). */
  readonly owner: string;
  /** A whole percentage. */
  readonly slippagePercent: number;
}

/** A transaction for the wallet, unsigned: the visitor approves exactly this. */
export interface SwapTransaction {
  /** The contract called (a plain 0x address). */
  readonly to: `0x${string}`;
  readonly data: `0x${string}`;
  readonly value: bigint;
  readonly gas?: bigint | undefined;
  readonly gasPrice?: bigint | undefined;
}

/** A Uniswap V2 source's reads of each network (CAIP-2), and the network's coin. */
export interface UniswapV2ChainReads {
  call(caipNetworkId: string, to: `0x${string}`, data: `0x${string}`): Promise<`0x${string}`>;
  gasPrice(caipNetworkId: string): Promise<bigint>;
  /** The network's own coin, listed first. */
  nativeCurrency(caipNetworkId: string): { readonly name: string; readonly symbol: string; readonly decimals: number } | undefined;
  /**
   * Seconds since the epoch of the network's latest block. A swap's deadline counts from chain time,
   * not the page's clock: a visitor whose clock runs behind would otherwise build swaps already expired.
   */
  latestBlockTime(caipNetworkId: string): Promise<bigint>;
}

/**
 * The sources' code. It is built on viem's ABI helpers, so it comes with the EVM adapter
 * (ChainAdapter.swapSourceFactories): a site without EVM networks carries none of it.
 */
export interface SwapSourceFactories {
  uniswapV2(markets: Readonly<Record<string, { readonly router: string; readonly tokens: readonly string[] }>>, chain: UniswapV2ChainReads): SwapSourcePort;
  convert(http: HttpPort, remote: RemoteConfig, serves: (caipNetworkId: string) => Promise<boolean>): SwapSourcePort;
}

/** The reads a source on chain asks of the network, through its chain adapter, and the sources' code. */
export interface SwapChainReads {
  call(to: `0x${string}`, data: `0x${string}`): Promise<`0x${string}`>;
  gasPrice(): Promise<bigint>;
  /** Seconds since the epoch of the latest block: a swap's deadline counts from chain time. */
  latestBlockTime(): Promise<bigint>;
  factories(): Promise<SwapSourceFactories>;
}

/** The source that swaps on a network, loaded on first use; undefined where the site has none there. */
export interface SwapSources {
  load(network: CaipNetwork, chain: SwapChainReads): Promise<SwapSourcePort | undefined>;
}

export const SWAP_SOURCES = token<SwapSources>('SwapSources');
