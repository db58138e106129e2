import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../constants/features.ts';
import { viewEnabled } from './view-features.ts';

describe('feature views', () => {
  it('shows a feature view only while its flag is on', () => {
    expect(viewEnabled('WalletReceive', DEFAULT_FEATURES)).toBe(true);
    expect(viewEnabled('WalletReceive', { ...DEFAULT_FEATURES, receive: false })).toBe(false);
    expect(viewEnabled('Transactions', { ...DEFAULT_FEATURES, history: false })).toBe(false);
    expect(viewEnabled('Pay', DEFAULT_FEATURES)).toBe(false);
    expect(viewEnabled('Pay', { ...DEFAULT_FEATURES, pay: true })).toBe(true);
  });

  it('always shows views without a flag', () => {
    expect(viewEnabled('Connect', { ...DEFAULT_FEATURES, send: false, receive: false })).toBe(true);
    expect(viewEnabled('WhatIsAWallet', DEFAULT_FEATURES)).toBe(true);
  });
});
