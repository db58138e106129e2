import { decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, isAddress, type Abi, type Hex } from 'viem';
import type { SwapSourcePort, SwapSourceToken, UniswapV2ChainReads } from '../../application/ports/swap-source.port.ts';
import { parseCaipAddress } from '../../domain/caip/caip.ts';
import { catalogueError, type ErrorCode } from '../../domain/errors/catalogue.ts';
import { SWAP_NAMESPACE, SWAP_NATIVE_TOKEN_ADDRESS } from '../../domain/swap/swap-constants.ts';

/** The Uniswap V2 router functions used here (v2-periphery contracts/interfaces/IUniswapV2Router01.sol). */
const ROUTER_ABI = [
  { type: 'function', name: 'WETH', stateMutability: 'pure', inputs: [], outputs: [{ name: '', type: 'address' }] },
  {
    type: 'function',
    name: 'getAmountsOut',
    stateMutability: 'view',
    inputs: [{ name: 'amountIn', type: 'uint256' }, { name: 'path', type: 'address[]' }],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [{ name: 'amountOutMin', type: 'uint256' }, { name: 'path', type: 'address[]' }, { name: 'to', type: 'address' }, { name: 'deadline', type: 'uint256' }],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'amountIn', type: 'uint256' }, { name: 'amountOutMin', type: 'uint256' }, { name: 'path', type: 'address[]' }, { name: 'to', type: 'address' }, { name: 'deadline', type: 'uint256' }],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'amountIn', type: 'uint256' }, { name: 'amountOutMin', type: 'uint256' }, { name: 'path', type: 'address[]' }, { name: 'to', type: 'address' }, { name: 'deadline', type: 'uint256' }],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
] as const satisfies Abi;

/** Tokens tried as the middle of a two-pool route: enough for a site's main pairs, few enough to ask at once. */
const MAX_HOP_CANDIDATES = 8;

/** A swap mined later than this after it was built is refused by the router (its `ensure` deadline). */
const DEADLINE_SECONDS = 20n * 60n;

/** A site's Uniswap V2 router on one network, and the tokens it offers there (plain 0x addresses). */
export interface UniswapV2Market {
  readonly router: string;
  readonly tokens: readonly string[];
}

/** The chain reads the source needs, for one network at a time (CAIP-2). */
export type UniswapV2Chain = UniswapV2ChainReads;

interface Leg {
  readonly network: string;
  readonly address: `0x${string}`;
  readonly native: boolean;
}

const fail = (code: ErrorCode, why: string): never => {
  throw catalogueError(code, { cause: new Error(why) });
};

/**
 * Swaps through a site's own Uniswap V2 router, read on chain: quotes are the router's `getAmountsOut`
 * along the direct pool or through wrapped ether, approvals are for the router and exact, and the swap
 * is the router's `swapExact…` call paying the visitor at least the quote less the slippage. No service
 * is asked and nothing is priced in USD.
 */
export function createUniswapV2Source(markets: Readonly<Record<string, UniswapV2Market>>, chain: UniswapV2Chain): SwapSourcePort {
  const wrapped = new Map<string, Promise<`0x${string}`>>();

  function marketOf(network: string): UniswapV2Market & { readonly router: `0x${string}` } {
    const market = markets[network];
    if (!market || !isAddress(market.router, { strict: false })) return fail('SWAPS_NETWORK_NOT_SUPPORTED', `no Uniswap V2 router on ${network}`);
    return { ...market, router: getAddress(market.router) };
  }

  function leg(caip10: string): Leg {
    const { namespace, reference, address } = parseCaipAddress(caip10);
    if (namespace !== SWAP_NAMESPACE || !isAddress(address, { strict: false })) return fail('SWAP_TOKENS_UNAVAILABLE', `${caip10} is not an EVM token`);
    const native = address.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS;
    return { network: `${namespace}:${reference}`, address: getAddress(address), native };
  }

  async function callRouter(network: string, data: Hex): Promise<Hex> {
    return chain.call(network, marketOf(network).router, data);
  }

  function weth(network: string): Promise<`0x${string}`> {
    let found = wrapped.get(network);
    if (!found) {
      found = callRouter(network, encodeFunctionData({ abi: ROUTER_ABI, functionName: 'WETH' })).then((data) => getAddress(decodeFunctionResult({ abi: ROUTER_ABI, functionName: 'WETH', data })));
      found.catch(() => wrapped.delete(network));
      wrapped.set(network, found);
    }
    return found;
  }

  /** The router's amounts along `path`, or undefined where a pool is missing or empty (the call reverts). */
  async function amountsOut(network: string, amount: bigint, path: readonly `0x${string}`[]): Promise<bigint | undefined> {
    try {
      const data = await callRouter(network, encodeFunctionData({ abi: ROUTER_ABI, functionName: 'getAmountsOut', args: [amount, [...path]] }));
      const amounts = decodeFunctionResult({ abi: ROUTER_ABI, functionName: 'getAmountsOut', data });
      const out = amounts[amounts.length - 1];
      return out !== undefined && out > 0n ? out : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The direct pool first, then one hop through wrapped ether or one of the site's tokens; the path that
   * buys more wins. The router finds no routes itself, so the candidates are asked one by one.
   */
  async function bestPath(from: Leg, to: Leg, amount: bigint): Promise<{ readonly path: readonly `0x${string}`[]; readonly out: bigint } | undefined> {
    const wrappedCoin = await weth(from.network);
    const start = from.native ? wrappedCoin : from.address;
    const end = to.native ? wrappedCoin : to.address;
    if (start === end) return undefined;
    const listed = (markets[from.network]?.tokens ?? []).filter((token) => isAddress(token, { strict: false })).map((token) => getAddress(token));
    const hops = [...new Set([wrappedCoin, ...listed.slice(0, MAX_HOP_CANDIDATES)])].filter((hop) => hop !== start && hop !== end);
    const paths = [[start, end], ...hops.map((hop) => [start, hop, end])];
    const quoted = await Promise.all(paths.map(async (path) => ({ path, out: await amountsOut(from.network, amount, path) })));
    let best: { readonly path: readonly `0x${string}`[]; readonly out: bigint } | undefined;
    for (const { path, out } of quoted) if (out !== undefined && (best === undefined || out > best.out)) best = { path, out };
    return best;
  }

  /** An ERC-20's decimals, symbol and name as the contract answers them. */
  async function describe(network: string, token: `0x${string}`): Promise<SwapSourceToken> {
    const ask = (functionName: 'decimals' | 'symbol' | 'name') => chain.call(network, token, encodeFunctionData({ abi: erc20Abi, functionName }));
    const [decimals, symbol, name] = await Promise.all([ask('decimals'), ask('symbol'), ask('name')]);
    return {
      decimals: decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimals }),
      symbol: decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol }),
      name: decodeFunctionResult({ abi: erc20Abi, functionName: 'name', data: name }),
      address: `${network}:${token}`,
    };
  }

  return {
    async tokens(network) {
      const market = markets[network];
      if (!market) return [];
      const coin = chain.nativeCurrency(network);
      const listed: SwapSourceToken[] = coin ? [{ ...coin, address: `${network}:${SWAP_NATIVE_TOKEN_ADDRESS}` }] : [];
      const read = await Promise.all(
        market.tokens.filter((token) => isAddress(token, { strict: false })).map(async (token): Promise<SwapSourceToken | undefined> => {
          try {
            return await describe(network, getAddress(token));
          } catch {
            // A listed address that does not answer as an ERC-20 is left out, not shown with guessed figures.
            return undefined;
          }
        }),
      );
      return [...listed, ...read.filter((token): token is SwapSourceToken => token !== undefined)];
    },

    async quote({ from, to, amount }) {
      const source = leg(from);
      const target = leg(to);
      if (source.network !== target.network || !markets[source.network] || amount <= 0n) return undefined;
      const best = await bestPath(source, target, amount);
      return best ? { fromAmount: amount, toAmount: best.out } : undefined;
    },

    async allowance(token, owner) {
      const source = leg(token);
      if (source.native) return 2n ** 256n - 1n;
      const { router } = marketOf(source.network);
      const data = await chain.call(source.network, source.address, encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [getAddress(parseCaipAddress(owner).address), router] }));
      return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data });
    },

    async buildApproval({ token, amount }) {
      const source = leg(token);
      const { router } = marketOf(source.network);
      if (source.native) return fail('SWAP_APPROVAL_BUILD_FAILED', 'the network coin needs no approval');
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] });
      return { to: source.address, data, value: 0n, spender: router };
    },

    async buildSwap({ from, to, amount, owner, slippagePercent }) {
      const source = leg(from);
      const target = leg(to);
      marketOf(source.network);
      const best = await bestPath(source, target, amount);
      if (!best) return fail('SWAP_NO_ROUTE', `no pool between ${from} and ${to}`);
      const recipient = getAddress(parseCaipAddress(owner).address);
      const minOut = (best.out * BigInt(100 - slippagePercent)) / 100n;
      const deadline = (await chain.latestBlockTime(source.network)) + DEADLINE_SECONDS;
      const path = [...best.path];
      const data = source.native
        ? encodeFunctionData({ abi: ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [minOut, path, recipient, deadline] })
        : target.native
          ? encodeFunctionData({ abi: ROUTER_ABI, functionName: 'swapExactTokensForETH', args: [amount, minOut, path, recipient, deadline] })
          : encodeFunctionData({ abi: ROUTER_ABI, functionName: 'swapExactTokensForTokens', args: [amount, minOut, path, recipient, deadline] });
      return { to: marketOf(source.network).router, data, value: source.native ? amount : 0n, toAmount: best.out };
    },

    gasPrice: (network) => chain.gasPrice(network),

    async prices() {
      return new Map();
    },
  };
}
