import { createPublicClient, formatUnits, getAddress, http, isAddressEqual, type Address, type PublicClient } from 'viem';
import { NATIVE_PLACEHOLDER, type MarketToken, type SwapMarket } from '../fixtures/swap-market.ts';
import { ERC20_ABI, UNISWAP_V2_PAIR_ABI, UNISWAP_V2_ROUTER_ABI, type PoolPair, type UniswapV2Deployment } from './uniswap-v2-abi.ts';

/** One anvil chain with Uniswap V2 deployed on it (deployUniswapV2 in uniswap-v2.ts). */
export interface UniswapV2MarketChain {
  /** The chain's EIP-155 id. */
  readonly chainId: number;
  /** The chain's JSON-RPC URL, where the market reads reserves and allowances. */
  readonly rpcUrl: string;
  /** The contracts deployed on it. */
  readonly deployment: UniswapV2Deployment;
}

interface ChainMarket {
  readonly reader: PublicClient;
  readonly deployment: UniswapV2Deployment;
}

interface Route {
  readonly path: readonly Address[];
  readonly out: bigint;
}

const icon = (color: string) => 'data:image/svg+xml;utf8,' + encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/></svg>`);
const ETHER_ICON = icon('#627eea');
const DOLLAR_ICON = icon('#26a17b');
const COIN_ICON = icon('#f5ac37');

/** CAIP-10 `eip155:<id>:0x…` → its CAIP-2 chain and address; undefined for anything else. */
function splitCaip10(value: string): { readonly chain: string; readonly address: Address } | undefined {
  const match = /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  return { chain: match[1], address: getAddress(match[2]) };
}

/** A pair's reserves as [reserve of `token`, reserve of the other token]. */
async function reservesFacing(reader: PublicClient, pair: PoolPair, token: Address): Promise<readonly [bigint, bigint]> {
  // v2-core UniswapV2Pair.sol getReserves: reserve0 belongs to token0, the lower address.
  const [reserve0, reserve1] = await reader.readContract({ address: pair.address, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves' });
  return isAddressEqual(pair.token0, token) ? [reserve0, reserve1] : [reserve1, reserve0];
}

/** The mid price of one whole `base` in whole `quote` tokens: the pool's reserve ratio, before any fee or slippage. */
function midPrice(baseReserve: bigint, baseDecimals: number, quoteReserve: bigint, quoteDecimals: number): number | undefined {
  const base = Number(formatUnits(baseReserve, baseDecimals));
  return base > 0 ? Number(formatUnits(quoteReserve, quoteDecimals)) / base : undefined;
}

/**
 * A SwapMarket backed by Uniswap V2 on local anvil chains: quotes are the router's getAmountsOut,
 * prices the pools' reserves and allowances the tokens' own, all read when asked, so a swap mined
 * in the demo moves the next quote and price as it would on a real network. PUSD counts as one
 * dollar. Chains it has no deployment for are answered by `fallback` (the in-memory mainnet
 * market), so a site configured with mainnet still gets its quotes.
 */
export function createUniswapV2Market(deployments: readonly UniswapV2MarketChain[], fallback?: SwapMarket): SwapMarket {
  const chains = new Map<string, ChainMarket>(deployments.map(({ chainId, rpcUrl, deployment }) => [
    `eip155:${chainId}`,
    { reader: createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }), deployment },
  ]));

  /** The router's address for a token: the coin placeholder stands for WETH, which the router swaps it through. */
  const routerAddress = (market: ChainMarket, address: Address): Address =>
    isAddressEqual(address, NATIVE_PLACEHOLDER) ? market.deployment.weth : address;

  const amountsOut = async (market: ChainMarket, amountIn: bigint, path: readonly Address[]): Promise<bigint | undefined> => {
    try {
      const amounts = await market.reader.readContract({ address: market.deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amountIn, [...path]] });
      return amounts[amounts.length - 1];
    } catch {
      // A hop with no pool reverts without a reason: UniswapV2Library.pairFor answers an address with no
      // code, and getReserves on it fails (v2-periphery contracts/libraries/UniswapV2Library.sol).
      return undefined;
    }
  };

  /** The direct pool when there is one, else the better of the two-hop routes through WETH or PUSD. */
  const bestRoute = async (market: ChainMarket, from: Address, to: Address, amountIn: bigint): Promise<Route | undefined> => {
    if (isAddressEqual(from, to)) return undefined;
    const direct = await amountsOut(market, amountIn, [from, to]);
    if (direct !== undefined) return { path: [from, to], out: direct };
    const hubs = [market.deployment.weth, market.deployment.tokens[0].address].filter((hub) => !isAddressEqual(hub, from) && !isAddressEqual(hub, to));
    const routes = await Promise.all(hubs.map(async (hub) => {
      const out = await amountsOut(market, amountIn, [from, hub, to]);
      return out === undefined ? undefined : { path: [from, hub, to], out };
    }));
    return routes.reduce<Route | undefined>((best, route) => (route && (!best || route.out > best.out) ? route : best), undefined);
  };

  /** The market and plain router addresses of a trade, when both tokens are on one chain this market deploys on. */
  const trade = (from: string, to: string) => {
    const [source, target] = [splitCaip10(from), splitCaip10(to)];
    const market = source && chains.get(source.chain);
    if (!source || !target || !market || source.chain !== target.chain) return undefined;
    return { market, from: routerAddress(market, source.address), to: routerAddress(market, target.address) };
  };
  const known = (chainId: string) => chains.has(chainId);
  const chainOf = (caip10: string) => splitCaip10(caip10)?.chain ?? '';

  return {
    async tokens(chainId) {
      const market = chains.get(chainId);
      if (!market) return (await fallback?.tokens(chainId)) ?? [];
      const { deployment, reader } = market;
      const [dollar, coin] = deployment.tokens;
      const [wethPool, coinPool] = deployment.pairs;
      const [[wethReserve, dollarsForWeth], [coinReserve, dollarsForCoin]] = await Promise.all([
        reservesFacing(reader, wethPool, deployment.weth),
        reservesFacing(reader, coinPool, coin.address),
      ]);
      // Lower case, as the service's token lists and the fixture market write CAIP-10 addresses (blockchain-api.contract.ts swapTokens).
      const caip10 = (address: string) => `${chainId}:${address.toLowerCase()}`;
      const tokens: MarketToken[] = [
        { name: 'Ether', symbol: 'ETH', address: caip10(NATIVE_PLACEHOLDER), decimals: 18, logoUri: ETHER_ICON, priceUsd: midPrice(wethReserve, 18, dollarsForWeth, dollar.decimals) },
        { name: dollar.name, symbol: dollar.symbol, address: caip10(dollar.address), decimals: dollar.decimals, logoUri: DOLLAR_ICON, priceUsd: 1 },
        { name: coin.name, symbol: coin.symbol, address: caip10(coin.address), decimals: coin.decimals, logoUri: COIN_ICON, priceUsd: midPrice(coinReserve, coin.decimals, dollarsForCoin, dollar.decimals) },
      ];
      return tokens;
    },
    async quote(from, to, amountIn) {
      const found = trade(from, to);
      if (found) return (await bestRoute(found.market, found.from, found.to, amountIn))?.out;
      return known(chainOf(from)) ? undefined : fallback?.quote(from, to, amountIn);
    },
    async path(from, to) {
      const found = trade(from, to);
      if (!found) return known(chainOf(from)) ? undefined : fallback?.path(from, to);
      // The route for one whole token: in this deployment at most one two-hop route joins any two
      // tokens, so the amount never changes which route a quote takes.
      const decimals = isAddressEqual(found.from, found.market.deployment.weth)
        ? 18
        : (found.market.deployment.tokens.find((token) => isAddressEqual(token.address, found.from))?.decimals ?? 18);
      return (await bestRoute(found.market, found.from, found.to, 10n ** BigInt(decimals)))?.path;
    },
    async allowance(token, owner) {
      const parsed = splitCaip10(token);
      const market = parsed && chains.get(parsed.chain);
      if (!parsed || !market) return (await fallback?.allowance(token, owner)) ?? 0n;
      // The convert routes' spender is the router (convert-api.ts swapBuildApprove), so that is the allowance asked.
      return market.reader.readContract({ address: parsed.address, abi: ERC20_ABI, functionName: 'allowance', args: [getAddress(owner), market.deployment.router] });
    },
    router(chainId) {
      return chains.get(chainId)?.deployment.router ?? fallback?.router(chainId);
    },
    async gasPrice(chainId) {
      const market = chains.get(chainId);
      if (market) return market.reader.getGasPrice();
      if (fallback) return fallback.gasPrice(chainId);
      throw new Error(`No Uniswap V2 market on ${chainId}`);
    },
  };
}
