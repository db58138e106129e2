import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { evmChainIdToCoinType } from './coin-type.ts';
import { isNetworkSupported, type CaipNetwork } from './network.ts';
import { isBalanceEligible, shouldOpenUnsupportedChain } from './network-rules.ts';
import { WalletportError } from '../errors/walletport-error.ts';

const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', id: 1 } as unknown as CaipNetwork;

describe('chain id to coin type', () => {
  it('sets the high bit for 2147483647 and refuses 2147483648', () => {
    expect(evmChainIdToCoinType(1)).toEqual({ ok: true, coinType: 2147483649 });
    expect(evmChainIdToCoinType(2147483647)).toEqual({ ok: true, coinType: 4294967295 });
    const refused = evmChainIdToCoinType(2147483648);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.shortMessage).toBe('Invalid chainId');
  });
  it('returns a typed result for any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const result = evmChainIdToCoinType(value);
      return result.ok ? result.coinType >= 0x80000000 : WalletportError.is(result.error);
    }));
  });
});

describe('networks', () => {
  it('is supported when nothing is requested or it is requested', () => {
    expect(isNetworkSupported('eip155:10', [])).toBe(true);
    expect(isNetworkSupported('eip155:1', [mainnet])).toBe(true);
    expect(isNetworkSupported('eip155:10', [mainnet])).toBe(false);
  });
  it('opens UnsupportedChain only when every condition holds', () => {
    const base = { networkSupported: false, enableNetworkSwitch: true, allowUnsupportedChain: false, isBasicWalletConnect: false };
    expect(shouldOpenUnsupportedChain(base)).toBe(true);
    expect(shouldOpenUnsupportedChain({ ...base, networkSupported: true })).toBe(false);
    expect(shouldOpenUnsupportedChain({ ...base, enableNetworkSwitch: false })).toBe(false);
    expect(shouldOpenUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false);
    expect(shouldOpenUnsupportedChain({ ...base, isBasicWalletConnect: true })).toBe(false);
  });
  it('fetches balances on eip155 and solana mainnets only', () => {
    expect(isBalanceEligible({ chainNamespace: 'eip155' })).toBe(true);
    expect(isBalanceEligible({ chainNamespace: 'solana', testnet: false })).toBe(true);
    expect(isBalanceEligible({ chainNamespace: 'eip155', testnet: true })).toBe(false);
    expect(isBalanceEligible({ chainNamespace: 'polkadot' })).toBe(false);
  });
});
