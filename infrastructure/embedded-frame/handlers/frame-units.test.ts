import { describe, expect, it } from 'vitest';
import { describeSigningRequest, formatEther, utf8Text } from '../approval/approval-summary.ts';
import { chainIdHex, readEvmChainId } from './evm-chain-id.ts';
import { guardedStorage, memoryStorage } from '../adapters/frame-session.ts';
import { readSigningRequest } from './signing-requests.ts';

const ADDRESS = '0x2222222222222222222222222222222222222222';

describe('EVM chain ids as the page sends them', () => {
  it('reads numbers, decimal and hex strings and CAIP-2 ids, and nothing else', () => {
    expect([1, '1', '0x1', 'eip155:31337', 'eip155:0x7a69'].map(readEvmChainId)).toEqual([1, 1, 1, 31337, 31337]);
    expect([0, -1, 1.5, 2 ** 53, '01', '0x', 'solana:5eykt4', 'abc', null, undefined].map(readEvmChainId)).toEqual(Array(10).fill(undefined));
    expect(chainIdHex(31337)).toBe('0x7a69');
  });
});

describe('what the approval screen shows', () => {
  it('decodes UTF-8 text, escapes its invisible characters, and keeps hex for bytes that are not text', () => {
    expect(utf8Text('0x48c3a46c6c6f')).toBe('Hällo');
    expect(utf8Text('0xff00')).toBeUndefined();
    expect(utf8Text('0x610062')).toBeUndefined();
    expect(describeSigningRequest({ kind: 'message', messageHex: '0xff00' }).rows).toEqual([{ label: 'Message (hex)', value: '0xff00' }]);
    expect(describeSigningRequest({ kind: 'message', messageHex: '0x61e280ae62' }).rows).toEqual([{ label: 'Message', value: 'a\\u{202E}b' }]);
  });

  it('writes wei as exact ether', () => {
    expect(['0x0', '0x16345785d8a0000', '0xde0b6b3a7640000', '0x1'].map(formatEther)).toEqual(['0', '0.1', '1', '0.000000000000000001']);
  });

  it('names a contract creation, its gas, fees and total, and the whole of its data', () => {
    const summary = describeSigningRequest({
      kind: 'transaction', chainId: 1, from: { address: ADDRESS, type: 'eoa' }, pendingNonce: undefined,
      transaction: { data: '0x6080', gas: '0x7530', gasPrice: '0x3b9aca00' }, fees: { gas: 30_000n, gasPrice: 1_000_000_000n },
    });
    expect(summary.rows).toEqual([
      { label: 'From', value: ADDRESS }, { label: 'To', value: '(new contract)' }, { label: 'Value', value: '0 ETH' }, { label: 'Chain ID', value: '1' },
      { label: 'Gas limit', value: '30000' }, { label: 'Gas price', value: '1 gwei' }, { label: 'Max total cost', value: '0.00003 ETH' },
      { label: 'Data', value: '0x6080 (2 bytes)' },
    ]);
    expect(summary.warnings).toEqual([]);
  });
});

describe('reading a signing request', () => {
  it('takes personal_sign text as its UTF-8 bytes', () => {
    expect(readSigningRequest('personal_sign', ['hi', ADDRESS], 1, [1])).toEqual({ kind: 'message', messageHex: '0x6869' });
  });

  it('refuses malformed params with a message that names what is wrong', () => {
    expect(() => readSigningRequest('personal_sign', [], 1, [1])).toThrow('personal_sign needs a message as its first parameter');
    expect(() => readSigningRequest('eth_signTypedData_v4', [ADDRESS, '{"domain":{}}'], 1, [1])).toThrow('The data to sign is not valid typed data: it needs types, primaryType and message. Nothing was signed.');
    expect(() => readSigningRequest('eth_signTypedData_v4', [ADDRESS], 1, [1])).toThrow(/^eth_signTypedData_v4 needs typed data/);
    expect(() => readSigningRequest('eth_sendTransaction', [{ to: '0x12' }], 1, [1])).toThrow('to needs a 0x address of 40 hex digits');
    expect(() => readSigningRequest('eth_sendTransaction', [{ to: ADDRESS, value: 100 }], 1, [1])).toThrow('value needs a 0x hex quantity');
    expect(() => readSigningRequest('eth_sendTransaction', [{ value: '0x1' }], 1, [1])).toThrow('eth_sendTransaction needs a to address or contract data');
  });

  it('sends a transaction on the chain it names, only when the server serves it', () => {
    expect(readSigningRequest('eth_sendTransaction', [{ to: ADDRESS, chainId: '0x7a69', input: '0xab' }], 1, [1, 31337]))
      .toEqual({ kind: 'transaction', chainId: 31337, transaction: { to: ADDRESS, data: '0xab' } });
    expect(() => readSigningRequest('eth_sendTransaction', [{ to: ADDRESS, chainId: '0xa' }], 1, [1])).toThrow('Chain is not supported');
  });
});

describe('storage the browser refuses', () => {
  it('falls back to memory for this page, and uses the real storage when it works', () => {
    const refusing = guardedStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    refusing.setItem('k', 'v');
    expect(refusing.getItem('k')).toBe('v');
    refusing.removeItem('k');
    expect(refusing.getItem('k')).toBeNull();
    const real = memoryStorage();
    const working = guardedStorage(() => real);
    working.setItem('k', 'v');
    expect(real.getItem('k')).toBe('v');
    real.removeItem('k');
    expect(working.getItem('k')).toBeNull();
  });
});
