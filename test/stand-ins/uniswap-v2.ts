import { createRequire } from 'node:module';
import {
  createPublicClient, createWalletClient, getAddress, http, keccak256, maxUint256, parseAbi, parseEther, parseUnits,
  type Abi, type Address, type Hash, type Hex, type PublicClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { CONFIGURABLE_TOKEN_ABI, CONFIGURABLE_TOKEN_BYTECODE } from '../contracts/configurable-token.ts';

/**
 * Uniswap V2 exactly as deployed on mainnet (the compiled artifacts of @uniswap/v2-core and
 * @uniswap/v2-periphery, not a re-implementation) with two ERC-20s and two pools, on a local anvil
 * chain, so swaps are quoted and executed against real constant-product pools.
 */

/** anvil's dev mnemonic. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/**
 * The dev account that deploys everything and provides the liquidity: not 0 (the Demo Wallet keeps exactly
 * 10,000 ETH and its own nonces), not 8 (the demo token) and not 9 (the smart-account factory).
 */
export const UNISWAP_DEPLOYER_INDEX = 7;

/**
 * The pair init-code hash UniswapV2Library.pairFor hard-codes (v2-periphery
 * contracts/libraries/UniswapV2Library.sol): the router finds a pool by CREATE2 address, so it works only
 * with a factory whose UniswapV2Pair creation code hashes to exactly this.
 */
export const PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

// The ABIs and shapes live apart from the deployment, so what reads the pools (the stand-ins the
// package's testing entry serves) does not carry the artifacts' loader and the deployer's key handling.
export * from './uniswap-v2-abi.ts';
import { ERC20_ABI, UNISWAP_V2_FACTORY_ABI, UNISWAP_V2_ROUTER_ABI, type PoolPair, type UniswapV2Deployment } from './uniswap-v2-abi.ts';

/** tokenA: priced like a dollar, with a stablecoin's 6 decimals. */
export const POOL_DOLLAR = { name: 'Pool Dollar', symbol: 'PUSD', decimals: 6 } as const;
/** tokenB: 18 decimals, so one route mixes 6- and 18-decimal amounts. */
export const POOL_COIN = { name: 'Pool Coin', symbol: 'PCOIN', decimals: 18 } as const;
/** What each funded account gets, in whole tokens of each pool token. */
export const POOL_TOKEN_FUNDING_UNITS = 10_000n;
const MINTED_UNITS = 100_000_000n;

/**
 * Reserves: 1 WETH = 2,000 PUSD and 1 PCOIN = 4 PUSD. A pool's price moves by about twice the share of the
 * reserve a trade adds, so 0.1 ETH into 1,000 WETH moves it by about 0.02%.
 */
const WETH_POOL = { eth: parseEther('1000'), dollars: parseUnits('2000000', POOL_DOLLAR.decimals) } as const;
const TOKEN_POOL = { dollars: parseUnits('1000000', POOL_DOLLAR.decimals), coins: parseUnits('250000', POOL_COIN.decimals) } as const;

interface Artifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

/** Reads a Waffle build artifact (solc standard JSON: `abi` and `evm.bytecode.object`, without 0x). */
function loadArtifact(specifier: string): Artifact {
  const artifact = createRequire(import.meta.url)(specifier) as { abi: Abi; evm: { bytecode: { object: string } } };
  return { abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` };
}

/** The artifacts deployed, after checking the router can find the factory's pairs. */
export function loadUniswapV2Artifacts(): { readonly weth: Artifact; readonly factory: Artifact; readonly router: Artifact; readonly pair: Artifact } {
  const pair = loadArtifact('@uniswap/v2-core/build/UniswapV2Pair.json');
  const factory = loadArtifact('@uniswap/v2-core/build/UniswapV2Factory.json');
  const router = loadArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json');
  const weth = loadArtifact('@uniswap/v2-periphery/build/WETH9.json');
  // The factory deploys its embedded pair code; a router hashing a different one quotes nonexistent pools.
  const pairCodeHash = keccak256(pair.bytecode);
  if (pairCodeHash !== PAIR_INIT_CODE_HASH || !factory.bytecode.includes(pair.bytecode.slice(2)) || !router.bytecode.includes(PAIR_INIT_CODE_HASH.slice(2))) {
    throw new Error(`Uniswap V2 artifacts disagree on the pair init code (UniswapV2Pair hashes to ${pairCodeHash}); check the installed @uniswap packages`);
  }
  return { weth, factory, router, pair };
}

/** The amount out of `amountIn` along `path`, as the router's getAmountsOut answers (fee included). */
export async function quoteExactIn(router: { readonly reader: PublicClient; readonly address: Address }, amountIn: bigint, path: readonly Address[]): Promise<bigint> {
  const amounts = await router.reader.readContract({ address: router.address, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amountIn, path] });
  const out = amounts[amounts.length - 1];
  if (out === undefined) throw new Error('getAmountsOut answered no amounts');
  return out;
}

/**
 * Deploys WETH9, the factory, Router02 and the two pool tokens from dev account 7, adds the WETH/PUSD and
 * PUSD/PCOIN pools and gives each of `fundedAccounts` POOL_TOKEN_FUNDING_UNITS of both tokens.
 * The deployer's transactions always come in the same order and a pair's address follows from its tokens,
 * so on a fresh anvil chain (account 7 at nonce 0) every address is the same each run, whatever the chain id:
 *   WETH9      0xef11D1c2aA48826D4c41e54ab82D1Ff5Ad8A64Ca   (nonce 0)
 *   factory    0x39dD11C243Ac4Ac250980FA3AEa016f73C509f37   (nonce 1)
 *   router     0x76ca03a67C049477FfB09694dFeF00416dB69746   (nonce 2)
 *   PUSD       0x1696C7203769A71c97Ca725d42b13270ee493526   (nonce 3)
 *   PCOIN      0x332Fb35767182F8ac9F9C1405db626105F6694E0   (nonce 4)
 *   WETH/PUSD  0x38F8F1a974DFdECC47D452f93D48115c458d539c   (CREATE2 by the factory)
 *   PUSD/PCOIN 0x87344dF786eE91F0F76547D7b3bAdD3665F007b6   (CREATE2 by the factory)
 */
export async function deployUniswapV2(
  chain: { readonly chainId: number; readonly rpcUrl: string },
  options: { readonly fundedAccounts?: readonly Address[] } = {},
): Promise<UniswapV2Deployment> {
  const artifacts = loadUniswapV2Artifacts();
  const transport = http(chain.rpcUrl, { retryCount: 0 });
  const reader = createPublicClient({ transport, pollingInterval: 50 });
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: UNISWAP_DEPLOYER_INDEX });
  const wallet = createWalletClient({ account, transport });
  const mined = async (what: string, hash: Hash): Promise<Address | null | undefined> => {
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 30_000 });
    if (receipt.status !== 'success') throw new Error(`Uniswap V2 setup on chain ${chain.chainId}: ${what} failed (transaction ${hash})`);
    return receipt.contractAddress;
  };
  const deploy = async (what: string, request: Promise<Hash>): Promise<Address> => {
    const address = await mined(`deploying ${what}`, await request);
    if (!address) throw new Error(`Uniswap V2 setup on chain ${chain.chainId}: ${what} has no address`);
    // Receipts carry lower-case addresses; checksummed ones compare equal to what contracts answer.
    return getAddress(address);
  };

  const weth = await deploy('WETH9', wallet.deployContract({ ...artifacts.weth, chain: null }));
  const factory = await deploy('UniswapV2Factory', wallet.deployContract({ ...artifacts.factory, args: [account.address], chain: null }));
  const router = await deploy('UniswapV2Router02', wallet.deployContract({ ...artifacts.router, args: [factory, weth], chain: null }));
  const deployToken = (spec: typeof POOL_DOLLAR | typeof POOL_COIN) => deploy(spec.symbol, wallet.deployContract({
    abi: CONFIGURABLE_TOKEN_ABI, bytecode: CONFIGURABLE_TOKEN_BYTECODE, chain: null,
    args: [spec.name, spec.symbol, spec.decimals, MINTED_UNITS * 10n ** BigInt(spec.decimals)],
  }));
  const dollar = await deployToken(POOL_DOLLAR);
  const coin = await deployToken(POOL_COIN);

  const approve = (token: Address, value: bigint) =>
    wallet.writeContract({ address: token, abi: ERC20_ABI, functionName: 'approve', args: [router, value], chain: null });
  await mined('approving PUSD', await approve(dollar, WETH_POOL.dollars + TOKEN_POOL.dollars));
  await mined('approving PCOIN', await approve(coin, TOKEN_POOL.coins));
  // The first deposit sets the price, so the minimums are the amounts themselves; the deadline is moot here.
  await mined('adding WETH/PUSD liquidity', await wallet.writeContract({
    address: router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'addLiquidityETH', value: WETH_POOL.eth, chain: null,
    args: [dollar, WETH_POOL.dollars, WETH_POOL.dollars, WETH_POOL.eth, account.address, maxUint256],
  }));
  await mined('adding PUSD/PCOIN liquidity', await wallet.writeContract({
    address: router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'addLiquidity', chain: null,
    args: [dollar, coin, TOKEN_POOL.dollars, TOKEN_POOL.coins, TOKEN_POOL.dollars, TOKEN_POOL.coins, account.address, maxUint256],
  }));
  for (const owner of options.fundedAccounts ?? []) {
    for (const [token, spec] of [[dollar, POOL_DOLLAR], [coin, POOL_COIN]] as const) {
      const value = POOL_TOKEN_FUNDING_UNITS * 10n ** BigInt(spec.decimals);
      await mined(`funding ${owner} with ${spec.symbol}`, await wallet.writeContract({ address: token, abi: ERC20_ABI, functionName: 'transfer', args: [owner, value], chain: null }));
    }
  }

  const pairOf = async (tokenA: Address, tokenB: Address): Promise<PoolPair> => {
    const address = await reader.readContract({ address: factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [tokenA, tokenB] });
    const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA];
    return { address, token0, token1 };
  };
  return {
    chainId: chain.chainId, weth, factory, router,
    tokens: [{ address: dollar, ...POOL_DOLLAR }, { address: coin, ...POOL_COIN }],
    pairs: [await pairOf(weth, dollar), await pairOf(dollar, coin)],
  };
}
