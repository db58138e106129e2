import { HttpResponse } from 'msw';
import { decodeFunctionData, encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { ROUTER_SWAP_ABI } from '../../test/fixtures/swap-market.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { createReownConvertSource } from './reown-convert-source.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = `eip155:1:${OWNER}`;
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const DAI = 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f';
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const ATTACKER = '0x000000000000000000000000000000000000dEaD';
const config = (projectId = 'p1'): RemoteConfig => ({ projectId, sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false });

function setup(options: { projectId?: string; served?: readonly string[] } = {}) {
  const clock = new VirtualClock();
  const served = options.served ?? ['eip155:1'];
  const source = createReownConvertSource(createFetchHttp({ clock }), config(options.projectId), async (id) => served.includes(id));
  return { clock, source };
}

const calls = () => remote.scenarios.callsTo('blockchainApi');
const approveData = (spender: `0x${string}`, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
/** A phishing backend's answer to the next build-approve. */
const approvalAnswer = (tx: Record<string, unknown>) => remote.scenarios.respondTo('blockchainApi', /build-approve/, () => HttpResponse.json({ tx: { from: USDC, to: ETH, value: '0', eip155: { gasPrice: '1' }, ...tx } }));

describe('the convert API as a swap source', () => {
  it('quotes in the smallest unit and gets the router amount of the stand-in pools', async () => {
    const { source, clock } = setup();
    const quote = await clock.settle(source.quote({ from: ETH, to: USDC, amount: 10n ** 17n }));
    // 0.1 ETH against 4,000 ETH / 10,000,000 USDC with the 0.3% fee: UniswapV2Library.getAmountOut.
    const withFee = 10n ** 17n * 997n;
    expect(quote).toEqual({ fromAmount: 10n ** 17n, toAmount: (withFee * 10_000_000_000_000n) / (4_000n * 10n ** 18n * 1000n + withFee) });
    expect(calls().at(-1)).toMatchObject({ method: 'GET', path: '/v1/convert/quotes', query: { projectId: 'p1', amount: '100000000000000000', from: ETH, to: USDC, st: 'appkit', sv: 'html-walletport-1.7.6' } });
  });

  it('reads a pair without pools, or the service saying no liquidity, as no route or a quote failure', async () => {
    const { source, clock } = setup();
    remote.scenarios.respondTo('blockchainApi', /quotes/, () => HttpResponse.json({ quotes: [] }));
    await expect(clock.settle(source.quote({ from: ETH, to: DAI, amount: 1n }))).resolves.toBeUndefined();
    remote.scenarios.reset();
    const failed = await clock.settle(source.quote({ from: USDC, to: 'eip155:1:0x0000000000000000000000000000000000000001', amount: 5n })).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'SWAP_QUOTE_UNAVAILABLE' });
  });

  it('refuses a quote for another amount or pair: an answer to another question is not a price', async () => {
    const { source, clock } = setup();
    remote.scenarios.respondTo('blockchainApi', /quotes/, () => HttpResponse.json({ quotes: [{ id: null, fromAmount: '1', fromAccount: ETH, toAmount: '999999999', toAccount: USDC }] }));
    await expect(clock.settle(source.quote({ from: ETH, to: USDC, amount: 10n ** 18n }))).rejects.toMatchObject({ code: 'SWAP_QUOTE_UNAVAILABLE' });
    remote.scenarios.reset();
    remote.scenarios.respondTo('blockchainApi', /quotes/, () => HttpResponse.json({ quotes: [{ id: null, fromAmount: '5', fromAccount: ETH, toAmount: '9', toAccount: DAI }] }));
    await expect(clock.settle(source.quote({ from: ETH, to: USDC, amount: 5n }))).rejects.toMatchObject({ code: 'SWAP_QUOTE_UNAVAILABLE' });
  });

  it('asks for an approval of exactly the amount swapped and hands on its spender', async () => {
    const { source, clock } = setup();
    const approval = await clock.settle(source.buildApproval({ token: USDC, to: ETH, amount: 2_500_000n }));
    expect(calls().at(-1)).toMatchObject({ path: '/v1/convert/build-approve', query: { from: USDC, to: ETH, amount: '2500000' } });
    expect(approval).toMatchObject({ to: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', value: 0n, spender: ROUTER, gasPrice: 12_000_000_000n });
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.data })).toMatchObject({ functionName: 'approve', args: [ROUTER, 2_500_000n] });
  });

  describe('a phishing backend building the approval', () => {
    it.each([
      ['an unlimited approval', { data: approveData(ROUTER, maxUint256) }],
      ['an approval of another token', { from: DAI, data: approveData(ROUTER, 2_500_000n) }],
      ['an approval that also pays ether', { value: '1', data: approveData(ROUTER, 2_500_000n) }],
      ['a transfer instead of an approval', { data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ATTACKER, 2_500_000n] }) }],
      ['an approval with bytes after its arguments', { data: `${approveData(ROUTER, 2_500_000n)}00` }],
    ])('is refused for %s: nothing reaches the wallet', async (_case, tx) => {
      const { source, clock } = setup();
      approvalAnswer(tx);
      await expect(clock.settle(source.buildApproval({ token: USDC, to: ETH, amount: 2_500_000n }))).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_MISMATCH' });
    });
  });

  it('builds the swap as the router call for the quote less the slippage, paying the owner, with the value worked out here', async () => {
    const { source, clock } = setup();
    const amount = 10n ** 17n;
    const quote = await clock.settle(source.quote({ from: ETH, to: USDC, amount }));
    const swap = await clock.settle(source.buildSwap({ from: ETH, to: USDC, amount, owner: USER, slippagePercent: 1 }));
    expect(calls().at(-1)).toMatchObject({ method: 'POST', path: '/v1/convert/build-transaction', body: { projectId: 'p1', amount: String(amount), from: ETH, to: USDC, userAddress: USER, eip155: { slippage: 1 }, disableEstimate: true } });
    expect(swap).toMatchObject({ to: ROUTER, value: amount, toAmount: quote?.toAmount, gas: 250_000n });
    const call = decodeFunctionData({ abi: ROUTER_SWAP_ABI, data: swap.data });
    expect(call.functionName).toBe('swapExactETHForTokens');
    expect(call.args[0]).toBe(((quote?.toAmount ?? 0n) * 99n) / 100n);
    expect(call.args[2]).toBe(OWNER);
    const back = await clock.settle(source.buildSwap({ from: USDC, to: ETH, amount: 2_000_000n, owner: USER, slippagePercent: 1 }));
    expect(back.value).toBe(0n);
  });

  it('is sent once: a failed build is not asked again', async () => {
    const { source, clock } = setup();
    remote.scenarios.failNext('blockchainApi', 1, 503);
    await expect(clock.settle(source.buildSwap({ from: ETH, to: USDC, amount: 1n, owner: USER, slippagePercent: 1 }))).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_BUILD_FAILED' });
    expect(calls().filter((call) => call.path === '/v1/convert/build-transaction')).toHaveLength(1);
  });

  it.each([
    ['for another account', { from: `eip155:1:${ATTACKER}` }],
    ['on another network', { to: `eip155:137:${ROUTER}` }],
    ['to something that is not an address', { to: 'eip155:1:router' }],
  ])('refuses a swap built %s', async (_case, tx) => {
    const { source, clock } = setup();
    remote.scenarios.respondTo('blockchainApi', /build-transaction/, () => HttpResponse.json({ tx: { from: USER, to: `eip155:1:${ROUTER}`, data: '0x12', amount: '5', ...tx } }));
    await expect(clock.settle(source.buildSwap({ from: ETH, to: USDC, amount: 1n, owner: USER, slippagePercent: 1 }))).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_MISMATCH' });
  });

  it('lists tokens with their logo, and reads allowance and gas price as bigints', async () => {
    const { source, clock } = setup();
    const tokens = await clock.settle(source.tokens('eip155:1'));
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI']);
    expect(tokens[1]).toEqual({ name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: expect.stringMatching(/^data:image/) });
    await expect(clock.settle(source.allowance(USDC, USER))).resolves.toBe(0n);
    expect(calls().at(-1)).toMatchObject({ path: '/v1/convert/allowance', query: { tokenAddress: USDC, userAddress: USER } });
    await expect(clock.settle(source.gasPrice('eip155:1'))).resolves.toBe(12_000_000_000n);
  });

  it('asks one price per token, as the service prices only the first address of a request; an unknown token has none', async () => {
    const { source, clock } = setup();
    const prices = await clock.settle(source.prices([ETH, USDC, 'eip155:1:0x0000000000000000000000000000000000000001']));
    expect(prices).toEqual(new Map([[ETH, 2500], [USDC, 1]]));
    const asked = calls().filter((call) => call.path === '/v1/fungible/price');
    expect(asked.map((call) => call.body)).toEqual([ETH, USDC, 'eip155:1:0x0000000000000000000000000000000000000001'].map((address) => ({ projectId: 'p1', currency: 'usd', addresses: [address] })));
  });

  it('answers as AppKit on a network the blockchain API does not serve: nothing to list or quote, and builds refused', async () => {
    const { source, clock } = setup({ served: [] });
    await expect(clock.settle(source.tokens('eip155:1'))).resolves.toEqual([]);
    await expect(clock.settle(source.quote({ from: ETH, to: USDC, amount: 1n }))).resolves.toBeUndefined();
    await expect(clock.settle(source.allowance(USDC, USER))).resolves.toBe(0n);
    await expect(clock.settle(source.buildApproval({ token: USDC, to: ETH, amount: 1n }))).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' });
    await expect(clock.settle(source.buildSwap({ from: ETH, to: USDC, amount: 1n, owner: USER, slippagePercent: 1 }))).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' });
    await expect(clock.settle(source.gasPrice('eip155:1'))).rejects.toMatchObject({ shortMessage: 'Network not supported for Gas Price' });
    expect(calls()).toEqual([]);
  });

  it('sends nothing without a projectId', async () => {
    const { source, clock } = setup({ projectId: '' });
    await expect(clock.settle(source.tokens('eip155:1'))).rejects.toMatchObject({ code: 'SWAP_TOKENS_UNAVAILABLE', cause: { code: 'PROJECT_ID_NOT_CONFIGURED' } });
    expect(calls()).toEqual([]);
  });

  it('turns nonsense answers into catalogue errors', async () => {
    const { source, clock } = setup();
    remote.scenarios.respondTo('blockchainApi', /allowance/, () => HttpResponse.json({ allowance: '-1' }));
    await expect(clock.settle(source.allowance(USDC, USER))).rejects.toMatchObject({ code: 'SWAP_ALLOWANCE_FAILED' });
    remote.scenarios.reset();
    remote.scenarios.respondTo('blockchainApi', /gas-price/, () => HttpResponse.json({ standard: 1.5, fast: '1', instant: '1' }));
    await expect(clock.settle(source.gasPrice('eip155:1'))).rejects.toMatchObject({ code: 'SWAP_GAS_PRICE_UNAVAILABLE' });
    remote.scenarios.reset();
    remote.scenarios.respondTo('blockchainApi', /quotes/, () => HttpResponse.json({ quotes: [{ fromAmount: '1e18', fromAccount: ETH, toAmount: '1', toAccount: USDC }] }));
    await expect(clock.settle(source.quote({ from: ETH, to: USDC, amount: 1n }))).rejects.toMatchObject({ code: 'SWAP_QUOTE_UNAVAILABLE' });
  });
});
