import { describe, expect, it } from 'vitest';
import { prepareTransaction, type ChainRead } from './transaction-preparation.ts';

const FROM = { address: `0x${'1'.repeat(40)}`, type: 'eoa' as const };
const TO = `0x${'2'.repeat(40)}`;

/** A node answering from a table; a method it lacks fails as a node without it does. */
function node(answers: Readonly<Record<string, unknown>>): { read: ChainRead; asked: string[] } {
  const asked: string[] = [];
  const read: ChainRead = async (method) => {
    asked.push(method);
    if (!(method in answers)) throw new Error(`method ${method} not found`);
    return answers[method];
  };
  return { read, asked };
}

describe('a transaction prepared for the approval screen', () => {
  it('on a chain without a base fee gets the node\'s gas price, and keeps the page\'s other fields', async () => {
    const { read } = node({ eth_getBlockByNumber: { number: '0x1' }, eth_gasPrice: '0x64', eth_estimateGas: '0x5208' });
    const prepared = await prepareTransaction(read, 5, FROM, { to: TO, value: '0x1', data: '0xab' });
    expect(prepared.transaction).toEqual({ to: TO, value: '0x1', data: '0xab', gas: '0x5208', gasPrice: '0x64' });
    expect(prepared.pendingNonce).toBeUndefined();
  });

  it('takes the tip from the gap between gas price and base fee when the node has no eth_maxPriorityFeePerGas', async () => {
    const { read } = node({ eth_getBlockByNumber: { baseFeePerGas: '0x64' }, eth_gasPrice: '0x6e', eth_estimateGas: '0x5208' });
    const prepared = await prepareTransaction(read, 5, FROM, { to: TO });
    expect(prepared.fees).toEqual({ gas: 21_000n, maxFeePerGas: 210n, maxPriorityFeePerGas: 10n });
  });

  it('reads the pending nonce only when the page set one, and refuses a node answer that is no quantity', async () => {
    const quiet = node({ eth_getBlockByNumber: { baseFeePerGas: '0x1' }, eth_gasPrice: '0x2', eth_maxPriorityFeePerGas: '0x1', eth_estimateGas: '0x5208', eth_getTransactionCount: '0x9' });
    expect((await prepareTransaction(quiet.read, 5, FROM, { to: TO, nonce: '0x9' })).pendingNonce).toBe(9n);
    expect(quiet.asked).toContain('eth_getTransactionCount');
    const broken = node({ eth_getBlockByNumber: {}, eth_gasPrice: 'lots', eth_estimateGas: '0x5208' });
    await expect(prepareTransaction(broken.read, 5, FROM, { to: TO })).rejects.toThrow('Invalid response body');
  });
});
