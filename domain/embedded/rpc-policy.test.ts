import { describe, expect, it } from 'vitest';
import { APPROVAL_RPC_METHODS, classifyRpcMethod, readFrameRpcResult } from './rpc-policy.ts';

describe('the embedded wallet RPC policy', () => {
  it('lets reads, raw sends and filters through, and asks approval for every method the spec lists', () => {
    expect(classifyRpcMethod('eth_call')).toBe('safe');
    expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('safe');
    expect(classifyRpcMethod('eth_newFilter')).toBe('safe');
    expect(classifyRpcMethod('wallet_getCapabilities')).toBe('safe');
    for (const method of APPROVAL_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('approval');
  });

  it('refuses anything else, including look-alikes and non-strings', () => {
    for (const method of ['eth_sign', 'eth_signTypedData', 'PERSONAL_SIGN', 'personal_sign ', 'wallet_addEthereumChain', '', '__proto__', 'toString']) {
      expect(classifyRpcMethod(method)).toBe('not-allowed');
    }
    expect(classifyRpcMethod(undefined)).toBe('not-allowed');
    expect(classifyRpcMethod({ toString: () => 'eth_call' })).toBe('not-allowed');
  });

  it('reads a 32-byte hash, a signature and anything else as the spec says', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const signature = `0x${'cd'.repeat(65)}`;
    expect(readFrameRpcResult(hash)).toEqual({ kind: 'hash', value: hash });
    expect(readFrameRpcResult(signature)).toEqual({ kind: 'signature', value: signature });
    expect(readFrameRpcResult(`0x${'1'.repeat(62)}`).kind).toBe('signature');
    expect(readFrameRpcResult(`0x${'1'.repeat(61)}`).kind).toBe('object');
    expect(readFrameRpcResult('0x1').kind).toBe('object');
    expect(readFrameRpcResult({ status: '0x1' }).kind).toBe('object');
  });
});
