import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { planSend, refreshesBalanceAfterSend } from './send-plan.ts';
import type { TokenBalance } from '../balance/token-balance.ts';

const native: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' };
const usdc: TokenBalance = { ...native, name: 'USD Coin', symbol: 'USDC', address: '0xa0b8' };
const to = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('send preconditions and dispatch', () => {
  it('requires an amount and receiver first', () => {
    for (const send of [
      { token: native, sendTokenAmount: undefined, receiverAddress: to },
      { token: native, sendTokenAmount: 1, receiverAddress: undefined },
      { token: undefined, sendTokenAmount: undefined, receiverAddress: undefined },
    ]) {
      const result = planSend('eip155', send);
      expect(result.ok ? '' : result.error.shortMessage).toBe('An amount and receiver address are required');
    }
  });
  it('then requires a token', () => {
    const result = planSend('eip155', { token: undefined, sendTokenAmount: 1, receiverAddress: to });
    expect(result.ok ? '' : result.error.shortMessage).toBe('A token is required');
  });
  it('sends native with empty data without a token address, ERC-20 otherwise, solana native, others unsupported', () => {
    expect(planSend('eip155', { token: native, sendTokenAmount: 1, receiverAddress: to })).toEqual({ ok: true, plan: { kind: 'evmNative', to, amount: 1, data: '0x' } });
    expect(planSend('eip155', { token: usdc, sendTokenAmount: 2, receiverAddress: to })).toEqual({ ok: true, plan: { kind: 'evmErc20', to, amount: 2, tokenAddress: '0xa0b8' } });
    expect(planSend('solana', { token: native, sendTokenAmount: 1, receiverAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })).toMatchObject({ ok: true, plan: { kind: 'solanaNative' } });
    const other = planSend('polkadot', { token: native, sendTokenAmount: 1, receiverAddress: to });
    expect(other.ok ? '' : other.error.shortMessage).toBe('Unsupported chain');
  });
  it('refreshes the balance after native and solana sends', () => {
    expect(refreshesBalanceAfterSend({ kind: 'evmNative', to, amount: 1, data: '0x' })).toBe(true);
    expect(refreshesBalanceAfterSend({ kind: 'solanaNative', to, amount: 1 })).toBe(true);
    expect(refreshesBalanceAfterSend({ kind: 'evmErc20', to, amount: 1, tokenAddress: '0x1' })).toBe(false);
  });
  it('never throws for any amount', () => {
    fc.assert(fc.property(fc.double(), fc.string(), (amount, receiver) => {
      const result = planSend('eip155', { token: native, sendTokenAmount: amount, receiverAddress: receiver });
      return typeof result.ok === 'boolean';
    }));
  });
});

describe('send receiver (address formats)', () => {
  it('refuses a receiver that is not an address of the namespace, before the wallet is asked', () => {
    const base = { sendTokenAmount: 1, token: native };
    expect(planSend('eip155', { ...base, receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }).ok).toBe(true);
    expect(planSend('solana', { ...base, receiverAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }).ok).toBe(true);
  });

  it('names an invalid receiver as such, in its family\'s format, not as a missing one', () => {
    const base = { sendTokenAmount: 1, token: native };
    for (const receiverAddress of ['0x1234', 'vitalik', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV']) {
      const evm = planSend('eip155', { ...base, receiverAddress });
      expect(evm.ok ? undefined : evm.error).toMatchObject({
        code: 'SEND_RECEIVER_NOT_EVM_ADDRESS',
        shortMessage: 'The receiver address is not a valid EVM address: 0x followed by 40 hexadecimal characters.',
        category: 'VALIDATION',
      });
    }
    for (const receiverAddress of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'abc', '0OIl'.repeat(10)]) {
      const solana = planSend('solana', { ...base, receiverAddress });
      expect(solana.ok ? undefined : solana.error).toMatchObject({
        code: 'SEND_RECEIVER_NOT_SOLANA_ADDRESS',
        shortMessage: 'The receiver address is not a valid Solana address: 32 to 44 base58 characters.',
      });
    }
  });
});
