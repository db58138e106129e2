import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient, createWalletClient, encodePacked, getContractAddress, getCreate2Address, http, isAddressEqual, keccak256, parseEther, parseUnits, zeroAddress,
  type Abi, type AbiFunction, type Address, type Hash, type PublicClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { CONFIGURABLE_TOKEN_ABI } from '../contracts/configurable-token.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import {
  deployUniswapV2, ERC20_ABI, PAIR_INIT_CODE_HASH, POOL_TOKEN_FUNDING_UNITS, quoteExactIn, UNISWAP_DEPLOYER_INDEX,
  UNISWAP_V2_FACTORY_ABI, UNISWAP_V2_PAIR_ABI, UNISWAP_V2_ROUTER_ABI, type UniswapV2Deployment,
} from './uniswap-v2.ts';

/** A swap's gas limit, above what one costs through these pools. */
const SWAP_GAS = 300_000n;

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** Anvil's second dev account swaps; the deployment funds it with both pool tokens. */
const trader = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });

let anvil: AnvilChain;
let reader: PublicClient;
let deployment: UniswapV2Deployment;
let weth: Address;
let dollar: Address;
let coin: Address;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await findFreePort() });
  reader = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }), pollingInterval: 50 });
  deployment = await deployUniswapV2(anvil, { fundedAccounts: [trader.address] });
  ({ weth } = deployment);
  [{ address: dollar }, { address: coin }] = deployment.tokens;
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

const wallet = () => createWalletClient({ account: trader, transport: http(anvil.rpcUrl, { retryCount: 0 }) });
const router = () => ({ reader, address: deployment.router });
const tokenBalance = (token: Address) => reader.readContract({ address: token, abi: ERC20_ABI, functionName: 'balanceOf', args: [trader.address] });
const deadline = async () => (await reader.getBlock()).timestamp + 600n;

/** What Uniswap V2 pays out for `amountIn` (UniswapV2Library.getAmountOut: a 0.3% fee, then x·y = k), worked out here. */
function constantProductOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const amountInWithFee = amountIn * 997n;
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee);
}

/** The pair's reserves of `tokenIn` and `tokenOut`, read from the pair itself. */
async function reserves(tokenIn: Address, tokenOut: Address): Promise<{ readonly reserveIn: bigint; readonly reserveOut: bigint }> {
  const pair = await reader.readContract({ address: deployment.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [tokenIn, tokenOut] });
  const [reserve0, reserve1] = await reader.readContract({ address: pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves' });
  const token0 = await reader.readContract({ address: pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'token0' });
  return isAddressEqual(token0, tokenIn) ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 };
}

/** What a mined transaction cost its sender in gas, so ETH balances can be checked to the wei. */
async function gasPaid(hash: Hash): Promise<{ readonly status: 'success' | 'reverted'; readonly fee: bigint }> {
  const receipt = await reader.waitForTransactionReceipt({ hash });
  return { status: receipt.status, fee: receipt.gasUsed * receipt.effectiveGasPrice };
}

/** A function's selector-level shape: name, argument and result types, mutability (parameter names differ between builds). */
function shapeOf(item: AbiFunction): string {
  const types = (parameters: AbiFunction['inputs']) => parameters.map((parameter) => parameter.type).join(',');
  return `${item.name}(${types(item.inputs)}) ${item.stateMutability} returns (${types(item.outputs)})`;
}
const functionShapes = (abi: Abi) => abi.filter((item): item is AbiFunction => item.type === 'function').map(shapeOf);
const artifactAbi = (specifier: string) => (createRequire(import.meta.url)(specifier) as { abi: Abi }).abi;

describe('deployUniswapV2 on a real anvil chain', () => {
  it('deploys from dev account 7 at addresses fixed by its nonces, and pairs where the router looks for them', async () => {
    const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: UNISWAP_DEPLOYER_INDEX }).address;
    const byNonce = [0n, 1n, 2n, 3n, 4n].map((nonce) => getContractAddress({ from: deployer, nonce }));
    expect([deployment.weth, deployment.factory, deployment.router, dollar, coin]).toEqual(byNonce);
    expect(await reader.readContract({ address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'factory' })).toBe(deployment.factory);
    expect(await reader.readContract({ address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'WETH' })).toBe(weth);
    // UniswapV2Library.pairFor: CREATE2 from the factory, salted with the sorted tokens, over the hard-coded init-code hash.
    for (const pair of deployment.pairs) {
      const salt = keccak256(encodePacked(['address', 'address'], [pair.token0, pair.token1]));
      expect(pair.address).not.toBe(zeroAddress);
      expect(pair.address).toBe(getCreate2Address({ from: deployment.factory, salt, bytecodeHash: PAIR_INIT_CODE_HASH }));
      expect(await reader.readContract({ address: pair.address, abi: UNISWAP_V2_PAIR_ABI, functionName: 'token0' })).toBe(pair.token0);
    }
  });

  it('describes the tokens as they are on chain and funds the trader with both', async () => {
    for (const token of deployment.tokens) {
      const read = <const name extends 'name' | 'symbol' | 'decimals'>(functionName: name) => reader.readContract({ address: token.address, abi: ERC20_ABI, functionName });
      expect({ name: await read('name'), symbol: await read('symbol'), decimals: await read('decimals') }).toEqual({ name: token.name, symbol: token.symbol, decimals: token.decimals });
      expect(await tokenBalance(token.address)).toBe(POOL_TOKEN_FUNDING_UNITS * 10n ** BigInt(token.decimals));
    }
    expect(deployment.tokens.map((token) => token.decimals)).toEqual([6, 18]);
  });

  // Before any swap (this block runs first), the reserves are still exactly the deposits.
  it('prices the pools at 1 WETH = 2,000 PUSD and 1 PCOIN = 4 PUSD', async () => {
    const wethPool = await reserves(weth, dollar);
    expect(wethPool.reserveOut * parseEther('1')).toBe(wethPool.reserveIn * parseUnits('2000', 6));
    const coinPool = await reserves(coin, dollar);
    expect(coinPool.reserveOut * parseUnits('1', 18)).toBe(coinPool.reserveIn * parseUnits('4', 6));
  });

  it('keeps its ABI subsets true to the compiled contracts', () => {
    const contains = (subset: Abi, full: Abi) => expect(functionShapes(full)).toEqual(expect.arrayContaining(functionShapes(subset)));
    contains(UNISWAP_V2_ROUTER_ABI, artifactAbi('@uniswap/v2-periphery/build/UniswapV2Router02.json'));
    contains(UNISWAP_V2_FACTORY_ABI, artifactAbi('@uniswap/v2-core/build/UniswapV2Factory.json'));
    contains(UNISWAP_V2_PAIR_ABI, artifactAbi('@uniswap/v2-core/build/UniswapV2Pair.json'));
    contains(ERC20_ABI, artifactAbi('@uniswap/v2-periphery/build/WETH9.json'));
    contains(ERC20_ABI, CONFIGURABLE_TOKEN_ABI);
  });
});

describe('swapping against the deployed pools', () => {
  it('quotes 0.1 ETH → PUSD by the constant-product formula with the 0.3% fee, moving the price under 1%', async () => {
    const amountIn = parseEther('0.1');
    const { reserveIn, reserveOut } = await reserves(weth, dollar);
    const quoted = await quoteExactIn(router(), amountIn, [weth, dollar]);
    expect(quoted).toBe(constantProductOut(amountIn, reserveIn, reserveOut));
    // Price as PUSD per WETH, before and after the trade, compared without floats: |after/before − 1| < 1%.
    const before = reserveOut * (reserveIn + amountIn);
    const after = (reserveOut - quoted) * reserveIn;
    expect((before - after) * 100n).toBeLessThan(before);
  });

  it('quotes a two-hop route hop by hop', async () => {
    const amountIn = parseEther('0.1');
    const first = await reserves(weth, dollar);
    const second = await reserves(dollar, coin);
    const expected = constantProductOut(constantProductOut(amountIn, first.reserveIn, first.reserveOut), second.reserveIn, second.reserveOut);
    expect(await quoteExactIn(router(), amountIn, [weth, dollar, coin])).toBe(expected);
  });

  it('swaps ETH for exactly the quoted PUSD', async () => {
    const amountIn = parseEther('0.1');
    const quoted = await quoteExactIn(router(), amountIn, [weth, dollar]);
    const [dollarsBefore, ethBefore] = [await tokenBalance(dollar), await reader.getBalance({ address: trader.address })];
    // A gas limit of its own: viem's estimate, made in the block before, can fall short when the pool's first
    // trade in a new second also writes its price accumulators.
    const hash = await wallet().writeContract({
      address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', value: amountIn, chain: null, gas: SWAP_GAS,
      args: [quoted, [weth, dollar], trader.address, await deadline()],
    });
    const { status, fee } = await gasPaid(hash);
    expect(status).toBe('success');
    expect(await tokenBalance(dollar)).toBe(dollarsBefore + quoted);
    expect(await reader.getBalance({ address: trader.address })).toBe(ethBefore - amountIn - fee);
  });

  it('swaps an exactly approved amount of PUSD back to ETH, using the allowance up', async () => {
    const amountIn = parseUnits('150', 6);
    const approval = await wallet().writeContract({ address: dollar, abi: ERC20_ABI, functionName: 'approve', args: [deployment.router, amountIn], chain: null });
    expect((await gasPaid(approval)).status).toBe('success');
    const quoted = await quoteExactIn(router(), amountIn, [dollar, weth]);
    const [dollarsBefore, ethBefore] = [await tokenBalance(dollar), await reader.getBalance({ address: trader.address })];
    const hash = await wallet().writeContract({
      address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactTokensForETH', chain: null, gas: SWAP_GAS,
      args: [amountIn, quoted, [dollar, weth], trader.address, await deadline()],
    });
    const { status, fee } = await gasPaid(hash);
    expect(status).toBe('success');
    expect(await tokenBalance(dollar)).toBe(dollarsBefore - amountIn);
    expect(await reader.getBalance({ address: trader.address })).toBe(ethBefore + quoted - fee);
    expect(await reader.readContract({ address: dollar, abi: ERC20_ABI, functionName: 'allowance', args: [trader.address, deployment.router] })).toBe(0n);
  });

  it('refuses a swap asking one wei more than the quote, and moves no tokens', async () => {
    const amountIn = parseEther('0.1');
    const quoted = await quoteExactIn(router(), amountIn, [weth, dollar]);
    const request = { address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', value: amountIn, chain: null } as const;
    const args = [quoted + 1n, [weth, dollar], trader.address, await deadline()] as const;
    const [dollarsBefore, ethBefore] = [await tokenBalance(dollar), await reader.getBalance({ address: trader.address })];
    // Refused while estimating gas: nothing is sent.
    await expect(wallet().writeContract({ ...request, args })).rejects.toThrow('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT');
    expect(await reader.getBalance({ address: trader.address })).toBe(ethBefore);
    // Sent anyway with a fixed gas limit: mined, reverted, and only the gas is gone.
    const { status, fee } = await gasPaid(await wallet().writeContract({ ...request, args, gas: 300_000n }));
    expect(status).toBe('reverted');
    expect(await tokenBalance(dollar)).toBe(dollarsBefore);
    expect(await reader.getBalance({ address: trader.address })).toBe(ethBefore - fee);
  });

  it('fails to quote or swap PCOIN → WETH directly, which has no pool, and routes it through PUSD instead', async () => {
    const amountIn = parseUnits('10', 18);
    expect(await reader.readContract({ address: deployment.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [coin, weth] })).toBe(zeroAddress);
    // pairFor answers an address with no code there, and the router's getReserves call on it reverts without a reason.
    await expect(quoteExactIn(router(), amountIn, [coin, weth])).rejects.toThrow('The contract function "getAmountsOut" reverted.\n');
    await wallet().writeContract({ address: coin, abi: ERC20_ABI, functionName: 'approve', args: [deployment.router, amountIn], chain: null }).then(gasPaid);
    const coinsBefore = await tokenBalance(coin);
    await expect(wallet().writeContract({
      address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactTokensForETH', chain: null,
      args: [amountIn, 0n, [coin, weth], trader.address, await deadline()],
    })).rejects.toThrow('The contract function "swapExactTokensForETH" reverted.\n');
    expect(await tokenBalance(coin)).toBe(coinsBefore);
    expect(await quoteExactIn(router(), amountIn, [coin, dollar, weth])).toBeGreaterThan(0n);
  });
});
