import { createPublicClient, createWalletClient, http, parseEther, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { ERC20_ABI, UNISWAP_V2_ROUTER_ABI, deployUniswapV2, quoteExactIn, type UniswapV2Deployment } from '../stand-ins/uniswap-v2.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

let chain: AnvilChain;
let network: CaipNetwork;
let reader: PublicClient;
let pools: UniswapV2Deployment;
let dollar: Address;
let coin: Address;

beforeAll(async () => {
  chain = await findFreePort().then((port) => startAnvil({ chainId: 31337, port }));
  network = defineEvmNetwork({ id: 31337, name: 'Anvil A', rpcUrl: chain.rpcUrl });
  reader = createPublicClient({ transport: http(chain.rpcUrl) });
  pools = await deployUniswapV2({ chainId: 31337, rpcUrl: chain.rpcUrl }, { fundedAccounts: [ANVIL_ACCOUNT_0] });
  [dollar, coin] = pools.tokens.map((token) => token.address) as [Address, Address];
}, 30_000);

afterAll(async () => {
  await chain?.stop();
});

/** The demo wallet on the anvil chain and an instance whose swaps go through the deployed router. */
function swapHarness() {
  const target = new EventTarget();
  const wallet = new DemoWallet({ chains: { '31337': chain.rpcUrl }, initialChainId: 31337 });
  announceWallet(wallet, target);
  const harness = createHarness({
    page: { target, wallet, announce: () => () => undefined },
    announce: false,
    options: {
      networks: [network],
      adapters: [evmAdapter()],
      ports: { storage: createMemoryStorage() },
      swapSources: { uniswapV2: { 'eip155:31337': { router: pools.router, tokens: [dollar, coin] } } },
    },
  });
  return { ...harness, wallet };
}

const held = (token: Address): Promise<bigint> => reader.readContract({ address: token, abi: ERC20_ABI, functionName: 'balanceOf', args: [ANVIL_ACCOUNT_0] });
const caip = (address: string) => `eip155:31337:${address}`;

describe('swapping through a Uniswap V2 router on anvil, with the real EVM adapter', () => {
  it('lists the coin and the router tokens read from the chain, and swaps ETH for PUSD at the quote', async () => {
    const { facade, clock } = swapHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const swap = facade.flows.swap;
    await swap.commands.start();
    expect(swap.state.getSnapshot().tokens.map((token) => [token.symbol, token.decimals])).toEqual([['ETH', 18], ['PCOIN', 18], ['PUSD', 6]]);
    expect(swap.state.getSnapshot().from?.address).toBe(caip(NATIVE));
    await swap.commands.selectTo(caip(dollar));
    await clock.settle(swap.commands.setAmount('0.1'));
    const expected = await quoteExactIn({ reader, address: pools.router }, parseEther('0.1'), [pools.weth, dollar]);
    const { quote, status, error } = swap.state.getSnapshot();
    expect({ status, error }).toEqual({ status: 'ready', error: undefined });
    expect(quote).toMatchObject({ fromAmount: parseEther('0.1'), toAmount: expected, minimumReceived: (expected * 99n) / 100n, approval: undefined });
    expect(quote?.networkFee).toBeGreaterThan(0n);
    const before = await held(dollar);
    await expect(swap.commands.swap()).resolves.toBe(true);
    expect(await held(dollar)).toBe(before + expected);
    const after = swap.state.getSnapshot();
    expect(after).toMatchObject({ status: 'swapped', amount: '', quote: undefined });
    const receipt = await reader.getTransactionReceipt({ hash: after.lastHash as `0x${string}` });
    expect(receipt).toMatchObject({ status: 'success', to: pools.router.toLowerCase() });
  });

  it('asks for an exact approval before selling PUSD, then swaps it back for ETH', async () => {
    const { facade, clock } = swapHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const swap = facade.flows.swap;
    await swap.commands.start();
    await swap.commands.selectFrom(caip(dollar));
    await swap.commands.selectTo(caip(NATIVE));
    await clock.settle(swap.commands.setAmount('150.5'));
    const quoted = swap.state.getSnapshot().quote;
    expect(quoted?.approval).toEqual({ spender: pools.router, amount: 150_500_000n });
    // The swap waits for the approval: nothing is sent while it is missing.
    await expect(swap.commands.swap()).resolves.toBe(false);
    await expect(swap.commands.approve()).resolves.toBe(true);
    const allowance = await reader.readContract({ address: dollar, abi: ERC20_ABI, functionName: 'allowance', args: [ANVIL_ACCOUNT_0, pools.router] });
    expect(allowance).toBe(150_500_000n);
    expect(swap.state.getSnapshot()).toMatchObject({ status: 'ready', quote: { approval: undefined } });
    const [dollarsBefore, ethBefore] = await Promise.all([held(dollar), reader.getBalance({ address: ANVIL_ACCOUNT_0 })]);
    await expect(swap.commands.swap()).resolves.toBe(true);
    expect(await held(dollar)).toBe(dollarsBefore - 150_500_000n);
    expect(await reader.getBalance({ address: ANVIL_ACCOUNT_0 })).toBeGreaterThan(ethBefore);
    // The exact approval was spent to the last unit: nothing is left for the router to move later.
    expect(await reader.readContract({ address: dollar, abi: ERC20_ABI, functionName: 'allowance', args: [ANVIL_ACCOUNT_0, pools.router] })).toBe(0n);
  });

  it('routes PCOIN to ETH through PUSD, and refuses more than the balance or decimals the token has', async () => {
    const { facade, clock } = swapHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const swap = facade.flows.swap;
    await swap.commands.start();
    await swap.commands.selectTo(caip(coin));
    await clock.settle(swap.commands.setAmount('0.01'));
    const expected = await quoteExactIn({ reader, address: pools.router }, parseEther('0.01'), [pools.weth, dollar, coin]);
    expect(swap.state.getSnapshot().quote?.toAmount).toBe(expected);
    await clock.settle(swap.commands.setAmount('1000000'));
    expect(swap.state.getSnapshot().error?.shortMessage).toBe('Insufficient balance');
    await expect(swap.commands.swap()).resolves.toBe(false);
    await swap.commands.selectFrom(caip(dollar));
    await clock.settle(swap.commands.setAmount('1.1234567'));
    expect(swap.state.getSnapshot()).toMatchObject({ status: 'idle', quote: undefined, error: { shortMessage: 'This token allows at most 6 decimal places.' } });
    await clock.settle(swap.commands.setAmount('-1'));
    expect(swap.state.getSnapshot().error?.shortMessage).toBe('Please enter a valid amount');
  });

  it('a swap the visitor declines in the wallet sends nothing and keeps the form', async () => {
    const { facade, wallet, clock } = swapHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const swap = facade.flows.swap;
    await swap.commands.start();
    await swap.commands.selectTo(caip(dollar));
    await clock.settle(swap.commands.setAmount('0.2'));
    const before = await held(dollar);
    wallet.rejectNextRequests(1);
    await expect(swap.commands.swap()).resolves.toBe(false);
    expect(swap.state.getSnapshot()).toMatchObject({ status: 'ready', amount: '0.2', error: { shortMessage: 'Swap declined in the wallet. Nothing was sent.' } });
    expect(await held(dollar)).toBe(before);
  });

  it('stops a swap whose price fell below the minimum shown since the quote: nothing sent, the new quote shown', async () => {
    const { facade, wallet, clock } = swapHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const swap = facade.flows.swap;
    await swap.commands.start();
    await swap.commands.selectTo(caip(dollar));
    await clock.settle(swap.commands.setAmount('0.5'));
    const shown = swap.state.getSnapshot().quote;
    // Someone else trades 40 ETH into the same pool first: the price of PUSD in ETH rises by about 8%.
    const trader = createWalletClient({ account: mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 }), transport: http(chain.rpcUrl) });
    const block = await reader.getBlock();
    const hash = await trader.writeContract({ address: pools.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [0n, [pools.weth, dollar], trader.account.address, block.timestamp + 600n], value: parseEther('40'), gas: 300_000n, chain: null });
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const before = await held(dollar);
    const sendsBefore = wallet.calls.filter((method) => method === 'eth_sendTransaction').length;
    await expect(swap.commands.swap()).resolves.toBe(false);
    const moved = swap.state.getSnapshot();
    expect(moved.error?.shortMessage).toBe('The price moved beyond the allowed slippage since it was shown. Nothing was sent; check the new quote.');
    expect(moved.quote?.toAmount).toBeLessThan(shown?.minimumReceived ?? 0n);
    expect(wallet.calls.filter((method) => method === 'eth_sendTransaction').length).toBe(sendsBefore);
    expect(await held(dollar)).toBe(before);
    // Pressing again swaps at the new quote the form now shows.
    await expect(swap.commands.swap()).resolves.toBe(true);
    expect(await held(dollar)).toBe(before + (moved.quote?.toAmount ?? 0n));
  });

  it('on a network without a swap source, says so and lists nothing', async () => {
    const target = new EventTarget();
    const wallet = new DemoWallet({ chains: { '31337': chain.rpcUrl }, initialChainId: 31337 });
    announceWallet(wallet, target);
    const { facade } = createHarness({ page: { target, wallet, announce: () => () => undefined }, announce: false, options: { networks: [network], adapters: [evmAdapter()], ports: { storage: createMemoryStorage() } } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.flows.swap.commands.start();
    expect(facade.flows.swap.state.getSnapshot()).toMatchObject({ tokens: [], error: { shortMessage: 'Network not supported for Swaps' } });
  });
});
