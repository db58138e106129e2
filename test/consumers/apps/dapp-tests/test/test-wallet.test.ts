import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANVIL_ACCOUNT_0, DemoWallet, USER_REJECTED, announceWallet } from 'walletport/testing';
import { findFreePort, startAnvil, type AnvilChain } from 'walletport/testing/node';
import { discoverWallets } from '../src/discover-wallets.ts';

// walletport's test wallet as the EIP-1193 provider the dApp's code talks to, on a local anvil chain.
const CHAIN_ID = 31337;
let chain: AnvilChain;

beforeAll(async () => {
  chain = await startAnvil({ chainId: CHAIN_ID, port: await findFreePort() });
});
afterAll(() => chain.stop());

const newWallet = (): DemoWallet => new DemoWallet({ chains: { [CHAIN_ID]: chain.rpcUrl }, initialChainId: CHAIN_ID });

describe('the test wallet', () => {
  it('is found by EIP-6963 discovery and hands out its account once asked', async () => {
    const target = new EventTarget();
    const stopAnnouncing = announceWallet(newWallet(), target);
    const discovery = discoverWallets(target);
    const provider = discovery.wallets.get('dev.walletport.demo')?.provider;
    expect(provider).toBeDefined();
    expect(await provider?.request({ method: 'eth_chainId' })).toBe(`0x${CHAIN_ID.toString(16)}`);
    expect(await provider?.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider?.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ACCOUNT_0]);
    expect(await provider?.request({ method: 'eth_accounts' })).toEqual([ANVIL_ACCOUNT_0]);
    discovery.stop();
    stopAnnouncing();
  });

  it('rejects on demand with the EIP-1193 user-rejection code', async () => {
    const wallet = newWallet();
    wallet.rejectNextRequests(1);
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: USER_REJECTED });
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ACCOUNT_0]);
  });

  it('sends a transaction on the chain and the receiver holds the value', async () => {
    const wallet = newWallet();
    const receiver = '0x000000000000000000000000000000000000dEaD';
    const before = BigInt(String(await wallet.request({ method: 'eth_getBalance', params: [receiver, 'latest'] })));
    await wallet.request({ method: 'eth_requestAccounts' });
    const hash = await wallet.request({ method: 'eth_sendTransaction', params: [{ from: ANVIL_ACCOUNT_0, to: receiver, value: '0xde0b6b3a7640000' }] });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The balance is read once the chain has a receipt for the transfer, as a dApp would wait for it.
    await vi.waitFor(async () => expect(await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toMatchObject({ status: '0x1' }), { timeout: 10_000, interval: 50 });
    const after = BigInt(String(await wallet.request({ method: 'eth_getBalance', params: [receiver, 'latest'] })));
    expect(after - before).toBe(10n ** 18n);
  });
});
