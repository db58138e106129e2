import type { CaipNetwork, NativeCurrency } from '../../domain/network/network.ts';
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
  buildApproval(request: SwapApprovalRequest): Promise<SwapApprovalTransaction>;
  /** The swap itself, built to buy at least the quote less `slippagePercent`. */
  buildSwap(request: SwapBuildRequest): Promise<SwapBuildTransaction>;
  /** Wei per gas on the network (CAIP-2). */
  gasPrice(caipNetworkId: string): Promise<bigint>;
  /** USD prices of tokens (CAIP-10 addresses); a token the source cannot price is left out. */
  prices(addresses: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

/** A token a swap source can swap, as it lists it. */
export interface SwapSourceToken {
  /** The token's name (`USD Coin`). */
  readonly name: string;
  /** Its ticker (`USDC`). */
  readonly symbol: string;
  /** Its CAIP-10 address; the network's own coin is the placeholder `0xeeee…eeee`. */
  readonly address: string;
  /** How many decimal places one unit splits into. */
  readonly decimals: number;
  /** Its logo, when the source has one. */
  readonly logoUri?: string | undefined;
}

/** What a quote is asked for: an amount of one token to swap for another. */
export interface SwapQuoteRequest {
  /** The token sold (CAIP-10). */
  readonly from: string;
  /** The token bought (CAIP-10). */
  readonly to: string;
  /** How much of `from` is sold, in its smallest unit. */
  readonly amount: bigint;
  /** Wei per gas the quote may assume. */
  readonly gasPrice?: bigint | undefined;
}

/** What a swap would give, in each token's smallest unit. */
export interface SwapSourceQuote {
  /** How much of the token sold the swap takes. */
  readonly fromAmount: bigint;
  /** How much of the token bought it gives. */
  readonly toAmount: bigint;
}

/** What an approval is built for: the swap's spender allowed to move an amount of the token sold. */
export interface SwapApprovalRequest {
  /** The token to approve (CAIP-10). */
  readonly token: string;
  /** The token bought: the convert API reads its chain (CAIP-10). */
  readonly to: string;
  /** How much the spender may move, in the token's smallest unit: exactly the swap's amount. */
  readonly amount: bigint;
}

/** What a swap transaction is built for. */
export interface SwapBuildRequest {
  /** The token sold (CAIP-10). */
  readonly from: string;
  /** The token bought (CAIP-10). */
  readonly to: string;
  /** How much of `from` is sold, in its smallest unit. */
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
  /** The call's data. */
  readonly data: `0x${string}`;
  /** Wei sent with it (the amount, when the network's own coin is sold). */
  readonly value: bigint;
  /** The gas limit, when the source set one. */
  readonly gas?: bigint | undefined;
  /** Wei per gas, when the source set it. */
  readonly gasPrice?: bigint | undefined;
}

/** An approval transaction, and the spender it allows. */
export interface SwapApprovalTransaction extends SwapTransaction {
  /** The contract allowed to move the token (a plain 0x address). */
  readonly spender: `0x${string}`;
}

/** A swap transaction, and what it was built to buy. */
export interface SwapBuildTransaction extends SwapTransaction {
  /** How much of the token bought the swap gives, in its smallest unit, as quoted when it was built. */
  readonly toAmount: bigint;
}

/** A Uniswap V2 source's reads of each network (CAIP-2), and the network's coin. */
export interface UniswapV2ChainReads {
  /** An `eth_call` of `data` to the contract `to`, on the network; resolves with what it returns. */
  call(caipNetworkId: string, to: `0x${string}`, data: `0x${string}`): Promise<`0x${string}`>;
  /** Wei per gas on the network. */
  gasPrice(caipNetworkId: string): Promise<bigint>;
  /** The network's own coin, listed first. */
  nativeCurrency(caipNetworkId: string): NativeCurrency | undefined;
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
  /** A source over the site's own Uniswap V2 routers: per network (CAIP-2), the router and the tokens it lists. */
  uniswapV2(markets: Readonly<Record<string, UniswapV2Market>>, chain: UniswapV2ChainReads): SwapSourcePort;
  /** A source over Reown's convert API, on the networks `serves` answers true for. */
  convert(http: HttpPort, remote: RemoteConfig, serves: (caipNetworkId: string) => Promise<boolean>): SwapSourcePort;
}

/** One network's Uniswap V2 market: the router swapped through and the tokens offered. */
export interface UniswapV2Market {
  /** The router's address (0x). */
  readonly router: string;
  /** The ERC-20 tokens offered (0x addresses). */
  readonly tokens: readonly string[];
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
