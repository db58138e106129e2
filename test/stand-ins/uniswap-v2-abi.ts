import { parseAbi, type Address } from 'viem';

/*
 * Uniswap V2's interfaces as the harness reads and calls them, and the shape of a deployment: apart
 * from ./uniswap-v2.ts (which deploys from the published artifacts) so a reader of the pools needs
 * nothing but these.
 */

/** The router functions the swap stand-ins call (v2-periphery contracts/UniswapV2Router02.sol). */
export const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
]);

/** v2-core contracts/interfaces/IUniswapV2Factory.sol, the part read here. */
export const UNISWAP_V2_FACTORY_ABI = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)']);

/** v2-core contracts/interfaces/IUniswapV2Pair.sol, the part read here. */
export const UNISWAP_V2_PAIR_ABI = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

/** The ERC-20 functions a swap needs (EIP-20); WETH9 and the pool tokens all have them. */
export const ERC20_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transfer(address to, uint256 value) returns (bool)',
]);

/** An ERC-20 token deployed for the pools. */
export interface PoolToken {
  /** The token's contract. */
  readonly address: Address;
  /** The token's name. */
  readonly name: string;
  /** The token's ticker. */
  readonly symbol: string;
  /** The token's decimals. */
  readonly decimals: number;
}

/** A Uniswap V2 pool (a pair contract) between two tokens. */
export interface PoolPair {
  /** The pair contract. */
  readonly address: Address;
  /** The pair's first token in its own order (the lower address first), which getReserves follows. */
  readonly token0: Address;
  /** The pair's second token. */
  readonly token1: Address;
}

/** Uniswap V2 as deployed on one local chain: WETH9, the factory, the router, two tokens and their pools. */
export interface UniswapV2Deployment {
  /** The chain's EIP-155 id. */
  readonly chainId: number;
  /** The wrapped ether contract (WETH9) the router swaps the chain's coin through. */
  readonly weth: Address;
  /** The factory that made the pairs. */
  readonly factory: Address;
  /** The router (UniswapV2Router02) every swap and approval goes through. */
  readonly router: Address;
  /** The two pool tokens: POOL_DOLLAR, then POOL_COIN. */
  readonly tokens: readonly [PoolToken, PoolToken];
  /** The pools: WETH with POOL_DOLLAR, then POOL_DOLLAR with POOL_COIN (there is no WETH pool of POOL_COIN). */
  readonly pairs: readonly [PoolPair, PoolPair];
}

