import { describe, it, expect } from 'vitest';
import { DEFAULT_ACCOUNT_TYPES, accountEntryType, preferredAccountTypeOrFallback } from './account-types.ts';
import { ACCOUNT_TABS } from './account-tabs.ts';

describe('account types', () => {
  it('defaults eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toMatchObject({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' });
  });
  it('types entries payment for bitcoin, eoa otherwise, and the embedded type when given', () => {
    expect(accountEntryType('bip122')).toBe('payment');
    expect(accountEntryType('eip155')).toBe('eoa');
    expect(accountEntryType('eip155', 'smartAccount')).toBe('smartAccount');
  });
  it('falls back to eoa when the preferred type is not eoa or smartAccount', () => {
    expect(preferredAccountTypeOrFallback('smartAccount')).toBe('smartAccount');
    expect(preferredAccountTypeOrFallback('payment')).toBe('eoa');
    expect(preferredAccountTypeOrFallback(undefined)).toBe('eoa');
  });
  it('has the account tabs Tokens, NFTs, Activity', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity']);
  });
});
