import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, formatUnits, http, isAddressEqual, maxUint256, parseEther, parseUnits, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { createFixtureMarket, NATIVE_PLACEHOLDER, type SwapMarket } from '../fixtures/swap-market.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import { deployUniswapV2, ERC20_ABI, quoteExactIn, UNISWAP_V2_PAIR_ABI, UNISWAP_V2_ROUTER_ABI, type PoolPair, type UniswapV2Deployment } from './uniswap-v2.ts';
import { createUniswapV2Market } from './uniswap-v2-market.ts';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** Dev account 3 trades: 0 is the Demo Wallet's, 7, 8 and 9 deploy the harness's contracts. */
const trader = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 3 });
const CHAIN = 'eip155:31337';

let anvil: AnvilChain;
let reader: PublicClient;
let deployment: UniswapV2Deployment;
let market: SwapMarket;
let dollar: Address;
let coin: Address;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await findFreePort() });
  reader = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }), pollingInterval: 50 });
  deployment = await deployUniswapV2(anvil, { fundedAccounts: [trader.address] });
  [{ address: dollar }, { address: coin }] = deployment.tokens;
  market = createUniswapV2Market([{ chainId: 31337, rpcUrl: anvil.rpcUrl, deployment }], createFixtureMarket());
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

const caip10 = (address: string) => `${CHAIN}:${address}`;
const ETH = caip10(NATIVE_PLACEHOLDER);
const router = () => ({ reader, address: deployment.router });
const wallet = () => createWalletClient({ account: trader, transport: http(anvil.rpcUrl, { retryCount: 0 }) });
const mined = async (hash: `0x${string}`) => expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');

/** Whole `quote` tokens per whole `base` token, from the pair's reserves read here (getReserves: reserve0 is token0's). */
async function reserveRatio(pair: PoolPair, base: { address: Address; decimals: number }, quoteDecimals: number): Promise<number> {
  const [reserve0, reserve1] = await reader.readContract({ address: pair.address, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves' });
  const [baseReserve, quoteReserve] = isAddressEqual(pair.token0, base.address) ? [reserve0, reserve1] : [reserve1, reserve0];
  return Number(formatUnits(quoteReserve, quoteDecimals)) / Number(formatUnits(baseReserve, base.decimals));
}

const priceOf = async (symbol: string) => (await market.tokens(CHAIN)).find((token) => token.symbol === symbol)?.priceUsd;

describe('createUniswapV2Market on a real anvil chain', () => {
  // Runs first: the reserves are still the deposits, so ETH is at the deployment's 2,000 PUSD.
  it('lists the coin and both pool tokens, priced from the reserves, and moves the price when a swap moves the pool', async () => {
    const tokens = await market.tokens(CHAIN);
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: ETH, decimals: 18 },
      { symbol: 'PUSD', address: caip10(dollar.toLowerCase()), decimals: 6 },
      { symbol: 'PCOIN', address: caip10(coin.toLowerCase()), decimals: 18 },
    ]);
    for (const token of tokens) expect(token.logoUri).toMatch(/^data:image\/svg\+xml/);
    const [wethPool, coinPool] = deployment.pairs;
    const before = await priceOf('ETH');
    expect(before).toBe(await reserveRatio(wethPool, { address: deployment.weth, decimals: 18 }, 6));
    expect(before).toBeCloseTo(2000, 6);
    expect(await priceOf('PCOIN')).toBe(await reserveRatio(coinPool, { address: coin, decimals: 18 }, 6));
    expect(await priceOf('PUSD')).toBe(1);

    // 10 ETH into the 1,000-WETH pool: WETH grows scarcer in PUSD, so ETH's price falls by about 2%.
    await mined(await wallet().writeContract({
      // Its own gas limit: an estimate made in the block before can fall short when the pool's first trade
      // in a new second also writes its price accumulators.
      address: deployment.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', value: parseEther('10'), chain: null, gas: 300_000n,
      args: [0n, [deployment.weth, dollar], trader.address, maxUint256],
    }));
    const after = await priceOf('ETH');
    expect(after).toBe(await reserveRatio(wethPool, { address: deployment.weth, decimals: 18 }, 6));
    expect(after).toBeLessThan(before ?? 0);
  });

  it('quotes a pool pair as the router does, and names that pair as the path', async () => {
    const amountIn = parseEther('0.5');
    expect(await market.quote(ETH, caip10(dollar), amountIn)).toBe(await quoteExactIn(router(), amountIn, [deployment.weth, dollar]));
    expect(await market.path(ETH, caip10(dollar))).toEqual([deployment.weth, dollar]);
    const dollars = parseUnits('250', 6);
    expect(await market.quote(caip10(dollar), caip10(coin), dollars)).toBe(await quoteExactIn(router(), dollars, [dollar, coin]));
    expect(await market.path(caip10(dollar), ETH)).toEqual([dollar, deployment.weth]);
  });

  it('routes ETH ↔ PCOIN, which share no pool, through PUSD', async () => {
    const amountIn = parseEther('0.5');
    expect(await market.path(ETH, caip10(coin))).toEqual([deployment.weth, dollar, coin]);
    expect(await market.quote(ETH, caip10(coin), amountIn)).toBe(await quoteExactIn(router(), amountIn, [deployment.weth, dollar, coin]));
    const coins = parseUnits('40', 18);
    expect(await market.path(caip10(coin), ETH)).toEqual([coin, dollar, deployment.weth]);
    expect(await market.quote(caip10(coin), ETH, coins)).toBe(await quoteExactIn(router(), coins, [coin, dollar, deployment.weth]));
  });

  it('has no route to a token without a pool, to itself, or across chains', async () => {
    const stranger = caip10('0x1111111111111111111111111111111111111111');
    expect(await market.quote(ETH, stranger, parseEther('1'))).toBeUndefined();
    expect(await market.path(ETH, stranger)).toBeUndefined();
    expect(await market.quote(caip10(dollar), caip10(dollar), 1_000_000n)).toBeUndefined();
    expect(await market.quote(ETH, `eip155:1:${dollar}`, parseEther('1'))).toBeUndefined();
  });

  it('reads allowances from the token on chain, with the router as the spender', async () => {
    expect(await market.allowance(caip10(coin), trader.address)).toBe(0n);
    const value = parseUnits('12.5', 18);
    await mined(await wallet().writeContract({ address: coin, abi: ERC20_ABI, functionName: 'approve', args: [deployment.router, value], chain: null }));
    expect(await market.allowance(caip10(coin), trader.address)).toBe(value);
    // A lower-case owner, as a CAIP-10 query carries it, reads the same allowance.
    expect(await market.allowance(caip10(coin), trader.address.toLowerCase())).toBe(value);
  });

  it('names the deployed router and the chain’s own gas price', async () => {
    expect(market.router(CHAIN)).toBe(deployment.router);
    expect(await market.gasPrice(CHAIN)).toBe(await reader.getGasPrice());
  });

  it('leaves chains it has no deployment for to the fallback market', async () => {
    const fixture = createFixtureMarket();
    const mainnetEth = `eip155:1:${NATIVE_PLACEHOLDER}`;
    const usdc = (await fixture.tokens('eip155:1')).find((token) => token.symbol === 'USDC')?.address ?? '';
    expect(await market.tokens('eip155:1')).toEqual(await fixture.tokens('eip155:1'));
    expect(market.router('eip155:1')).toBe(fixture.router('eip155:1'));
    expect(await market.quote(mainnetEth, usdc, parseEther('1'))).toBe(await fixture.quote(mainnetEth, usdc, parseEther('1')));
    expect(await market.path(mainnetEth, usdc)).toEqual(await fixture.path(mainnetEth, usdc));
    expect(await market.gasPrice('eip155:1')).toBe(await fixture.gasPrice('eip155:1'));
    expect(await createUniswapV2Market([{ chainId: 31337, rpcUrl: anvil.rpcUrl, deployment }]).tokens('eip155:1')).toEqual([]);
  });
});
