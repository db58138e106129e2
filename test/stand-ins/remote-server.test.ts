import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, http, parseEther, parseUnits, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { createSystemClock } from '../../infrastructure/clock/system-clock.ts';
import { createBlockchainApiClient } from '../../infrastructure/blockchain-api/blockchain-api-client.ts';
import { createWalletDirectoryClient } from '../../infrastructure/directory/wallet-directory-client.ts';
import { createFetchHttp } from '../../infrastructure/http/fetch-http.ts';
import { createPulseClient } from '../../infrastructure/analytics/pulse-client.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import { startRemoteStandIns, type RemoteStandIns } from './remote-server.ts';
import { deployUniswapV2, ERC20_ABI, quoteExactIn, type UniswapV2Deployment } from './uniswap-v2.ts';
import { NATIVE_PLACEHOLDER } from '../fixtures/swap-market.ts';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Dev account 3 swaps: 0 is the Demo Wallet's, 1 receives above, 7, 8 and 9 deploy the harness's contracts. */
const trader = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 });
const lines: string[] = [];
let anvil: AnvilChain;
let standIns: RemoteStandIns;
let config: RemoteConfig;
let reader: PublicClient;
let uniswap: UniswapV2Deployment;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await findFreePort() });
  reader = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }), pollingInterval: 50 });
  uniswap = await deployUniswapV2(anvil, { fundedAccounts: [trader.address] });
  standIns = await startRemoteStandIns({
    port: 0,
    anvilRpcUrls: { '31337': anvil.rpcUrl },
    uniswapV2: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, deployment: uniswap }],
    log: (line) => void lines.push(line),
  });
  config = { projectId: 'demo', sdkType: 'appkit', sdkVersion: 'v', endpoints: resolveEndpoints(standIns.endpoints), analyticsEnabled: true, telemetryEnabled: true };
}, 30_000);

afterAll(async () => {
  await standIns?.stop();
  await anvil?.stop();
});

const client = () => createFetchHttp({ clock: createSystemClock() });

describe('remote stand-ins over real HTTP on 127.0.0.1', () => {
  it('listens on loopback only and serves the wallet directory with CORS', async () => {
    expect(standIns.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${standIns.endpoints.api}/getWallets?projectId=demo&page=1&entries=40`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const page = await createWalletDirectoryClient(client(), config).fetchWallets({ page: 2 });
    expect(page.wallets).toHaveLength(40);
    expect(page.count).toBeGreaterThanOrEqual(1_000);
  });

  it('prints analytics events through log', async () => {
    await createPulseClient(client(), config).send({ eventId: 'e1', url: 'http://localhost', domain: 'localhost', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN', address: undefined } });
    expect(lines.some((line) => line.startsWith('[analytics] MODAL_OPEN'))).toBe(true);
  });

  it('shows a transfer made on anvil in activity and balances', async () => {
    const api = createBlockchainApiClient(client(), config);
    const before = await api.getBalance(RECEIVER, 'eip155:31337');
    const wallet = createWalletClient({ account: ANVIL_ACCOUNT_0 as `0x${string}`, transport: http(anvil.rpcUrl) });
    await wallet.sendTransaction({ to: RECEIVER, value: parseEther('1.25'), chain: null });
    const after = await api.getBalance(RECEIVER, 'eip155:31337');
    expect(Number(after[0]?.quantity.numeric)).toBeCloseTo(Number(before[0]?.quantity.numeric) + 1.25, 6);
    const page = await api.fetchTransactions({ account: RECEIVER, chainId: 'eip155:31337' });
    expect(page.data[0]).toMatchObject({ metadata: { operationType: 'receive', chain: 'eip155:31337' }, transfers: [{ direction: 'in', quantity: { numeric: '1.25' } }] });
  });

  it('forwards the project RPC host to anvil and applies scenarios over HTTP', async () => {
    const rpc = await fetch(`${standIns.endpoints.rpc}/v1/?chainId=eip155:31337&projectId=demo`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });
    expect(await rpc.json()).toMatchObject({ result: '0x7a69' });
    standIns.scenarios.rateLimitNext('directory', 1, 0);
    await createWalletDirectoryClient(client(), config).fetchWallets({ page: 1 });
    expect(standIns.scenarios.callsTo('directory').length).toBeGreaterThanOrEqual(2);
    standIns.scenarios.setOffline('blockchainApi');
    await expect(createBlockchainApiClient(client(), config).getNameSuggestions('alice')).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' });
    standIns.scenarios.reset();
  });
});

describe('the convert routes over real HTTP, against Uniswap V2 on anvil', () => {
  const ETH = `eip155:31337:${NATIVE_PLACEHOLDER}`;
  const caip10 = (address: string) => `eip155:31337:${address}`;
  const convert = (route: string, query: Record<string, string>) => fetch(`${standIns.endpoints.blockchainApi}/v1/convert/${route}?${new URLSearchParams({ projectId: 'demo', ...query })}`);
  const dollarsOf = (owner: Address) => reader.readContract({ address: uniswap.tokens[0].address, abi: ERC20_ABI, functionName: 'balanceOf', args: [owner] });
  const wallet = () => createWalletClient({ account: trader, transport: http(anvil.rpcUrl, { retryCount: 0 }) });
  const receiptOf = (hash: `0x${string}`) => reader.waitForTransactionReceipt({ hash });

  it('quotes what the router’s getAmountsOut answers', async () => {
    const amount = parseEther('0.25');
    const response = await convert('quotes', { amount: amount.toString(), from: ETH, to: caip10(uniswap.tokens[0].address) });
    expect(response.status).toBe(200);
    const expected = await quoteExactIn({ reader, address: uniswap.router }, amount, [uniswap.weth, uniswap.tokens[0].address]);
    expect(await response.json()).toMatchObject({ quotes: [{ fromAmount: amount.toString(), toAmount: expected.toString() }] });
  });

  it('builds an ETH → PUSD swap through the router that mines and pays at least the quote less 1% slippage', async () => {
    const amount = parseEther('0.25');
    const to = caip10(uniswap.tokens[0].address);
    const quoted = (await (await convert('quotes', { amount: amount.toString(), from: ETH, to })).json()) as { quotes: { toAmount: string }[] };
    const minimum = (BigInt(quoted.quotes[0]?.toAmount ?? '0') * 99n) / 100n;
    const response = await fetch(`${standIns.endpoints.blockchainApi}/v1/convert/build-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'demo', amount: amount.toString(), from: ETH, to, userAddress: caip10(trader.address), eip155: { slippage: 1 } }),
    });
    expect(response.status).toBe(200);
    const { tx } = (await response.json()) as { tx: { to: string; data: `0x${string}`; eip155: { gas: string } } };
    expect(tx.to).toBe(caip10(uniswap.router));
    const before = await dollarsOf(trader.address);
    // The convert API's own gas figure, as AppKit sends it: an estimate made in the block before can fall
    // short when the pool's first trade in a new second also writes its price accumulators.
    const receipt = await receiptOf(await wallet().sendTransaction({ to: uniswap.router, data: tx.data, value: amount, gas: BigInt(tx.eip155.gas), chain: null }));
    expect(receipt.status).toBe('success');
    expect(await dollarsOf(trader.address)).toBeGreaterThanOrEqual(before + minimum);
  });

  it('builds an exact approval of the router that, sent to the token, sets the allowance to that amount', async () => {
    const token = caip10(uniswap.tokens[0].address);
    const amount = parseUnits('321.5', 6);
    const response = await convert('build-approve', { from: token, to: ETH, amount: amount.toString() });
    expect(response.status).toBe(200);
    // The answer's `from` echoes the token asked about, which AppKit sends the approval to (blockchain-api.contract.ts swapBuildApprove).
    const { tx } = (await response.json()) as { tx: { from: string; data: `0x${string}` } };
    expect(tx.from).toBe(token);
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({ functionName: 'approve', args: [uniswap.router, amount] });
    const receipt = await receiptOf(await wallet().sendTransaction({ to: uniswap.tokens[0].address, data: tx.data, chain: null }));
    expect(receipt.status).toBe('success');
    const allowance = (await (await convert('allowance', { tokenAddress: token, userAddress: caip10(trader.address) })).json()) as { allowance: string };
    expect(allowance.allowance).toBe(amount.toString());
    expect(await reader.readContract({ address: uniswap.tokens[0].address, abi: ERC20_ABI, functionName: 'allowance', args: [trader.address, uniswap.router] })).toBe(amount);
  });

  it('keeps answering mainnet from the in-memory market', async () => {
    const usdc = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    const response = await convert('quotes', { amount: parseEther('1').toString(), from: `eip155:1:${NATIVE_PLACEHOLDER}`, to: usdc });
    expect(response.status).toBe(200);
    const tokens = (await (await convert('tokens', { chainId: 'eip155:1' })).json()) as { tokens: { symbol: string }[] };
    expect(tokens.tokens.map((token) => token.symbol)).toContain('USDC');
  });
});
