import { describe, expect, it } from 'vitest';
import { defineEvmNetwork } from './define-network.ts';
import { sendContractCall, sendNativeTransfer } from './send.ts';

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const mainnet = defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'https://own.rpc.test/' });

const refusal = (code: number, message: string): Error => Object.assign(new Error(message), { code });

/**
 * A wallet on chain 1 that answers each send method as scripted (a hash, or a refusal to throw) and
 * holds a mined, successful receipt for the hash; it records what it was asked.
 */
function scriptedWallet(sends: Partial<Record<'eth_sendTransaction' | 'wallet_sendTransaction', () => unknown>>) {
  const asked: { method: string; params?: unknown }[] = [];
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    asked.push({ method, params });
    if (method === 'eth_chainId') return '0x1';
    if (method === 'eth_blockNumber') return '0x10';
    if (method === 'eth_getTransactionReceipt') return { transactionHash: HASH, blockNumber: '0x10', status: '0x1', logs: [] };
    const send = method === 'eth_sendTransaction' || method === 'wallet_sendTransaction' ? sends[method] : undefined;
    if (!send) throw refusal(-32601, `${method} does not exist`);
    return send();
  };
  return { provider: { request }, asked, methods: () => asked.map((entry) => entry.method).filter((method) => method.endsWith('sendTransaction')) };
}

const sendOne = (provider: { request: (args: { method: string; params?: unknown }) => Promise<unknown> }) =>
  sendNativeTransfer(provider, { network: mainnet, from: SENDER, to: RECEIVER, value: 5n });

describe('a send through the wallet', () => {
  it('asks eth_sendTransaction with the sender, receiver and hex value, and leaves gas, fees and nonce to the wallet', async () => {
    const wallet = scriptedWallet({ eth_sendTransaction: () => HASH });
    await expect(sendOne(wallet.provider)).resolves.toBe(HASH);
    expect(wallet.methods()).toEqual(['eth_sendTransaction']);
    expect(wallet.asked.find((entry) => entry.method === 'eth_sendTransaction')?.params).toEqual([{ from: SENDER, to: RECEIVER, value: '0x5', data: '0x' }]);
  });

  it('a wallet that sends only through the wallet_ namespace is asked the same request there, once', async () => {
    const wallet = scriptedWallet({ eth_sendTransaction: () => Promise.reject(refusal(-32601, 'use wallet_sendTransaction')), wallet_sendTransaction: () => HASH });
    await expect(sendOne(wallet.provider)).resolves.toBe(HASH);
    expect(wallet.methods()).toEqual(['eth_sendTransaction', 'wallet_sendTransaction']);
    const [first, second] = wallet.asked.filter((entry) => entry.method.endsWith('sendTransaction'));
    expect(second?.params).toEqual(first?.params);
  });

  it('a send the visitor declines is not asked again under the other method', async () => {
    const wallet = scriptedWallet({ eth_sendTransaction: () => Promise.reject(refusal(4001, 'User rejected the request.')), wallet_sendTransaction: () => HASH });
    await expect(sendOne(wallet.provider)).rejects.toMatchObject({ code: 4001 });
    expect(wallet.methods()).toEqual(['eth_sendTransaction']);
  });

  it('a wallet that knows neither method gets its first answer back', async () => {
    const wallet = scriptedWallet({ eth_sendTransaction: () => Promise.reject(refusal(-32602, 'bad params')) });
    await expect(sendOne(wallet.provider)).rejects.toMatchObject({ code: -32602 });
    expect(wallet.methods()).toEqual(['eth_sendTransaction', 'wallet_sendTransaction']);
  });

  it('a contract call goes to the contract with its data and value, and its builder\'s gas limit when it has one', async () => {
    const wallet = scriptedWallet({ eth_sendTransaction: () => HASH });
    const call = { network: mainnet, from: SENDER, to: RECEIVER, value: 7n, data: '0x12ab' as const };
    await expect(sendContractCall(wallet.provider, { ...call, gas: 250_000n })).resolves.toBe(HASH);
    await expect(sendContractCall(wallet.provider, call)).resolves.toBe(HASH);
    const sent = wallet.asked.filter((entry) => entry.method === 'eth_sendTransaction').map((entry) => entry.params);
    expect(sent).toEqual([
      [{ from: SENDER, to: RECEIVER, value: '0x7', data: '0x12ab', gas: '0x3d090' }],
      [{ from: SENDER, to: RECEIVER, value: '0x7', data: '0x12ab' }],
    ]);
  });
});
