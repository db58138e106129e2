import { describe, expect, it } from 'vitest';
import { accountTypeInUse, accountTypeSwitchTarget } from './account-type-switch.ts';

const EOA = '0x1111111111111111111111111111111111111111';
const SMART = '0x2222222222222222222222222222222222222222';
const both = [{ address: EOA, type: 'eoa' as const }, { address: SMART, type: 'smartAccount' as const }];

describe('the account type in use', () => {
  it('is the type of the connected address, eoa when the wallet lists none', () => {
    expect(accountTypeInUse({ address: SMART, allAccounts: both })).toBe('smartAccount');
    expect(accountTypeInUse({ address: SMART.toUpperCase().replace('0X', '0x'), allAccounts: both })).toBe('smartAccount');
    expect(accountTypeInUse({ address: EOA, allAccounts: both })).toBe('eoa');
    expect(accountTypeInUse({ address: EOA, allAccounts: [] })).toBe('eoa');
  });
});

describe('the account type switch', () => {
  const base = { embedded: true, evmChainId: 31337, smartAccountEnabledNetworks: [31337], current: 'eoa' as const };

  it('offers the other type for the embedded wallet on a smart-account network', () => {
    expect(accountTypeSwitchTarget(base)).toBe('smartAccount');
    expect(accountTypeSwitchTarget({ ...base, current: 'smartAccount' })).toBe('eoa');
  });

  it('offers nothing for another wallet, another network or off eip155', () => {
    expect(accountTypeSwitchTarget({ ...base, embedded: false })).toBeUndefined();
    expect(accountTypeSwitchTarget({ ...base, evmChainId: 1 })).toBeUndefined();
    expect(accountTypeSwitchTarget({ ...base, evmChainId: undefined })).toBeUndefined();
    expect(accountTypeSwitchTarget({ ...base, smartAccountEnabledNetworks: [] })).toBeUndefined();
  });
});
