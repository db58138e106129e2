import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Address, type PublicClient } from 'viem';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { BlockchainApiPort, RegisterNameRequest } from '../../application/ports/blockchain-api.port.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { createEvmAdapter } from '../../infrastructure/chains/evm/evm-adapter.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from '../contracts/test-token.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';

/** Anvil's second and third dev accounts: the receivers. */
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN_RECEIVER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let chainA: AnvilChain;
let chainB: AnvilChain;
let networkA: CaipNetwork;
let networkB: CaipNetwork;
let clientA: PublicClient;
let clientB: PublicClient;
let tokenAddress: Address;

beforeAll(async () => {
  [chainA, chainB] = await Promise.all([
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    findFreePort().then((port) => startAnvil({ chainId: 31338, port })),
  ]);
  networkA = defineEvmNetwork({ id: 31337, name: 'Anvil A', rpcUrl: chainA.rpcUrl });
  networkB = defineEvmNetwork({ id: 31338, name: 'Anvil B', rpcUrl: chainB.rpcUrl });
  clientA = createPublicClient({ transport: http(chainA.rpcUrl) });
  clientB = createPublicClient({ transport: http(chainB.rpcUrl) });
  // The dev account is unlocked on anvil, so the node signs the deployment itself.
  const deployer = createWalletClient({ account: ANVIL_ACCOUNT_0, transport: http(chainA.rpcUrl) });
  const hash = await deployer.deployContract({ abi: TEST_TOKEN_ABI, bytecode: TEST_TOKEN_BYTECODE, args: [1_000_000_000n], chain: null });
  const receipt = await clientA.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('the test token was not deployed');
  tokenAddress = receipt.contractAddress;
}, 20_000);

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()]);
});

/** A page with the demo wallet on both anvil chains, and a walletport instance using the real EVM adapter. */
function realHarness(extra: { readonly authProvider?: AuthProviderPort; readonly blockchainApi?: BlockchainApiPort } = {}) {
  const target = new EventTarget();
  const wallet = new DemoWallet({ chains: { '31337': chainA.rpcUrl, '31338': chainB.rpcUrl }, initialChainId: 31337 });
  announceWallet(wallet, target);
  const page = { target, wallet, announce: () => () => undefined };
  const harness = createHarness({
    page,
    announce: false,
    options: { networks: [networkA, networkB], adapters: [evmAdapter()], ports: { storage: createMemoryStorage(), ...extra } },
  });
  return { ...harness, wallet };
}

function nativeToken(network: CaipNetwork): TokenBalance {
  return { name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, price: 0, quantity: { decimals: '18', numeric: '0' }, iconUrl: '' };
}

const tokenBalance = (owner: Address): Promise<bigint> =>
  clientA.readContract({ address: tokenAddress, abi: TEST_TOKEN_ABI, functionName: 'balanceOf', args: [owner] });

describe('sending with the real EVM adapter against anvil', () => {
  it('a native send moves ETH on chain and the facade shows the new balance', async () => {
    const { facade } = realHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const receiverBefore = await clientA.getBalance({ address: RECEIVER });
    facade.flows.send.commands.setToken(nativeToken(networkA));
    facade.flows.send.commands.setAmount(1.5);
    facade.flows.send.commands.setReceiver({ address: RECEIVER });
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(await clientA.getBalance({ address: RECEIVER })).toBe(receiverBefore + parseEther('1.5'));
    const senderOnChain = await clientA.getBalance({ address: ANVIL_ACCOUNT_0 });
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(senderOnChain);
    const state = facade.flows.send.state.getSnapshot();
    expect(state).toMatchObject({ status: 'success', sendTokenAmount: undefined, receiverAddress: undefined });
    const receipt = await clientA.getTransactionReceipt({ hash: state.lastHash as `0x${string}` });
    expect(receipt).toMatchObject({ status: 'success', to: RECEIVER.toLowerCase(), from: ANVIL_ACCOUNT_0.toLowerCase() });
  });

  it('an ERC-20 send calls transfer(receiver, amount) on the token: token balances move on chain', async () => {
    const { facade } = realHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const [senderBefore, receiverBefore] = await Promise.all([tokenBalance(ANVIL_ACCOUNT_0), tokenBalance(TOKEN_RECEIVER)]);
    const ethBefore = await clientA.getBalance({ address: ANVIL_ACCOUNT_0 });
    facade.flows.send.commands.setToken({ ...nativeToken(networkA), name: 'Test Token', symbol: 'TT', address: tokenAddress, quantity: { decimals: '6', numeric: '1000' } });
    facade.flows.send.commands.setAmount(2.5);
    facade.flows.send.commands.setReceiver({ address: TOKEN_RECEIVER });
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(await tokenBalance(TOKEN_RECEIVER)).toBe(receiverBefore + 2_500_000n);
    expect(await tokenBalance(ANVIL_ACCOUNT_0)).toBe(senderBefore - 2_500_000n);
    const receipt = await clientA.getTransactionReceipt({ hash: facade.flows.send.state.getSnapshot().lastHash as `0x${string}` });
    expect(receipt.to).toBe(tokenAddress.toLowerCase());
    // Only gas left the native balance; the facade shows it once the balance is read again.
    await facade.refreshBalance('eip155');
    const ethAfter = facade.stores.accounts.getSnapshot().eip155?.balance ?? 0n;
    expect(ethAfter).toBe(await clientA.getBalance({ address: ANVIL_ACCOUNT_0 }));
    expect(ethAfter < ethBefore && ethBefore - ethAfter < parseEther('0.01')).toBe(true);
  });

  it('switches from 31337 to 31338 and back: sends go to the active chain only', async () => {
    const { facade, wallet } = realHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await facade.switchNetwork(networkB);
    expect(wallet.currentChainId).toBe(31338);
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31338');
    // The wallet's chainChanged also moves the state; the balance read settles after it.
    const onChainB = await clientB.getBalance({ address: ANVIL_ACCOUNT_0 });
    await expect.poll(() => facade.stores.accounts.getSnapshot().eip155?.balance, { timeout: 2_000, interval: 20 }).toBe(onChainB);
    const [onA, onB] = await Promise.all([clientA.getBalance({ address: RECEIVER }), clientB.getBalance({ address: RECEIVER })]);
    facade.flows.send.commands.setToken(nativeToken(networkB));
    facade.flows.send.commands.setAmount(0.25);
    facade.flows.send.commands.setReceiver({ address: RECEIVER });
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(await clientB.getBalance({ address: RECEIVER })).toBe(onB + parseEther('0.25'));
    expect(await clientA.getBalance({ address: RECEIVER })).toBe(onA);
    await facade.switchNetwork(networkA);
    expect(wallet.currentChainId).toBe(31337);
    const onChainA = await clientA.getBalance({ address: ANVIL_ACCOUNT_0 });
    await expect.poll(() => facade.stores.accounts.getSnapshot().eip155?.balance, { timeout: 2_000, interval: 20 }).toBe(onChainA);
  });

  it('a transaction rejected in the wallet sends nothing and ends in an error state', async () => {
    const { facade, wallet } = realHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const nonce = await clientA.getTransactionCount({ address: ANVIL_ACCOUNT_0 });
    wallet.rejectNextRequests(1);
    facade.flows.send.commands.setToken(nativeToken(networkA));
    facade.flows.send.commands.setAmount(1);
    facade.flows.send.commands.setReceiver({ address: RECEIVER });
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'error', loading: false, sendTokenAmount: 1 });
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe(ERRORS.SEND_DECLINED.message);
    expect(await clientA.getTransactionCount({ address: ANVIL_ACCOUNT_0 })).toBe(nonce);
  });
});

describe('signing with the real wallet against anvil', () => {
  it('personal_sign through the adapter gives a signature that recovers to the account; a rejection is a 4001', async () => {
    const wallet = new DemoWallet({ chains: { '31337': chainA.rpcUrl }, initialChainId: 31337 });
    await wallet.request({ method: 'eth_requestAccounts' });
    const provider = { request: wallet.request };
    const adapter = createEvmAdapter();
    const signature = await adapter.signMessage?.(provider, { message: 'hello walletport', address: ANVIL_ACCOUNT_0 });
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_0, message: 'hello walletport', signature: signature as `0x${string}` })).toBe(true);
    wallet.rejectNextRequests(1);
    await expect(adapter.signMessage?.(provider, { message: 'again', address: ANVIL_ACCOUNT_0 })).rejects.toMatchObject({ code: 4001 });
  });

  it('name registration signs for real through the wallet; a rejected signature registers nothing', async () => {
    const registered: RegisterNameRequest[] = [];
    const api = {
      registerName: async (request: RegisterNameRequest) => {
        registered.push(request);
        return undefined;
      },
    } as Partial<BlockchainApiPort> as BlockchainApiPort;
    // The embedded wallet's frame signs with the account's key; the demo wallet on anvil stands in for it.
    let signer: DemoWallet | undefined;
    const authProvider = { request: (args: { method: string; params?: unknown }) => signer?.request(args) ?? Promise.reject(new Error('no signer')) } as Partial<AuthProviderPort> as AuthProviderPort;
    const { facade, wallet } = realHarness({ authProvider, blockchainApi: api });
    signer = wallet;
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await expect(facade.flows.names.commands.register('alice')).resolves.toBe(true);
    const [request] = registered;
    expect(request).toMatchObject({ address: ANVIL_ACCOUNT_0, coinType: (0x80000000 | 31337) >>> 0 });
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_0, message: request?.message ?? '', signature: request?.signature as `0x${string}` })).toBe(true);

    wallet.rejectNextRequests(1);
    await expect(facade.flows.names.commands.register('bobby')).resolves.toBe(false);
    expect(facade.flows.names.state.getSnapshot().error?.shortMessage).toBe('Error registering name bobby');
    expect(registered).toHaveLength(1);
  });
});

describe("the EVM adapter's own JSON-RPC calls against anvil", () => {
  const adapter = () => createEvmAdapter();

  it('a send asks the wallet for its chain first: a wallet on another chain is refused and nothing is sent', async () => {
    const wallet = new DemoWallet({ chains: { '31337': chainA.rpcUrl, '31338': chainB.rpcUrl }, initialChainId: 31338 });
    await wallet.request({ method: 'eth_requestAccounts' });
    const [nonceA, nonceB] = await Promise.all([clientA.getTransactionCount({ address: ANVIL_ACCOUNT_0 }), clientB.getTransactionCount({ address: ANVIL_ACCOUNT_0 })]);
    const send = adapter().sendNative?.({ request: wallet.request }, { network: networkA, from: ANVIL_ACCOUNT_0, to: RECEIVER, value: 1n });
    await expect(send).rejects.toThrow(/current chain of the wallet \(id: 31338\) does not match the target chain for the transaction \(id: 31337/);
    expect(await clientA.getTransactionCount({ address: ANVIL_ACCOUNT_0 })).toBe(nonceA);
    expect(await clientB.getTransactionCount({ address: ANVIL_ACCOUNT_0 })).toBe(nonceB);
  });

  it("a token's balance, decimals, symbol and name are read with eth_call; an address without a contract is refused", async () => {
    const read = await adapter().getTokenBalance?.(networkA, { address: ANVIL_ACCOUNT_0, tokenAddress });
    expect(read).toEqual({ value: await tokenBalance(ANVIL_ACCOUNT_0), decimals: 6, symbol: 'TT', name: 'Test Token' });
    await expect(adapter().getTokenBalance?.(networkA, { address: ANVIL_ACCOUNT_0, tokenAddress: RECEIVER })).rejects.toThrow(/Cannot decode zero data/);
  });

  it("a send's fee is the node's gas estimate for it times the highest fee per gas", async () => {
    const { maxFeePerGas } = await clientA.estimateFeesPerGas();
    const native = await adapter().estimateSendFee?.(networkA, { network: networkA, from: ANVIL_ACCOUNT_0, to: RECEIVER, value: 1n });
    expect(native).toBe(21_000n * maxFeePerGas);
    const token = await adapter().estimateSendFee?.(networkA, { network: networkA, from: ANVIL_ACCOUNT_0, to: TOKEN_RECEIVER, value: 1n, tokenAddress });
    const transferGas = await clientA.estimateContractGas({ account: ANVIL_ACCOUNT_0, address: tokenAddress, abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [TOKEN_RECEIVER, 1n] });
    expect(token).toBe(transferGas * maxFeePerGas);
  });
});
