import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { APPROVAL_RPC_METHODS, classifyRpcMethod } from './rpc-methods.ts';
import { classifyRpcResponse } from './response-kind.ts';

describe('RPC method classification (spec §5, §6)', () => {
  it('passes read-only methods, raw sends, filters and capability/status queries without approval', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_sendRawTransaction', 'eth_newFilter', 'wallet_getCapabilities', 'wallet_getCallsStatus']) {
      expect(classifyRpcMethod(method)).toBe('safe');
    }
  });
  it('needs approval for the signing and sending methods', () => {
    expect(APPROVAL_RPC_METHODS).toEqual(expect.arrayContaining([
      'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions',
      'wallet_revokePermissions', 'eth_sendUserOperation', 'solana_signMessage', 'solana_signTransaction',
    ]));
    for (const method of APPROVAL_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('needsApproval');
  });
  it('does not allow anything else', () => {
    expect(classifyRpcMethod('eth_sign')).toBe('notAllowed');
    expect(classifyRpcMethod('wallet_addEthereumChain ')).toBe('notAllowed');
    fc.assert(fc.property(fc.anything(), (value) => ['safe', 'needsApproval', 'notAllowed'].includes(classifyRpcMethod(value))));
  });
});

describe('response classifier (spec §5)', () => {
  it('treats a 32-byte 0x hash as a transaction hash', () => {
    expect(classifyRpcResponse(`0x${'a'.repeat(64)}`)).toBe('transactionHash');
  });
  it('treats 0x plus at least 62 hex characters as a signature: 61 is not, 62 is', () => {
    expect(classifyRpcResponse(`0x${'b'.repeat(61)}`)).toBe('object');
    expect(classifyRpcResponse(`0x${'b'.repeat(62)}`)).toBe('signature');
    expect(classifyRpcResponse(`0x${'b'.repeat(130)}`)).toBe('signature');
  });
  it('treats anything else as an object', () => {
    expect(classifyRpcResponse({ hash: '0x' })).toBe('object');
    expect(classifyRpcResponse(`${'a'.repeat(64)}`)).toBe('object');
    expect(classifyRpcResponse(`0x${'z'.repeat(64)}`)).toBe('object');
    fc.assert(fc.property(fc.anything(), (value) => ['transactionHash', 'signature', 'object'].includes(classifyRpcResponse(value))));
  });
});
