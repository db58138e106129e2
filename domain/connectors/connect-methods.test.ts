import { describe, expect, it } from 'vitest';
import { connectMethodsOrder, walletsCollapsed } from './connect-methods.ts';

const all = { email: true, social: true, wallet: true };

describe('the Connect view methods', () => {
  it('orders e-mail, social, wallet; wallet first when wallets are visible', () => {
    expect(connectMethodsOrder({ override: undefined, walletsVisible: false, available: all })).toEqual(['email', 'social', 'wallet']);
    expect(connectMethodsOrder({ override: undefined, walletsVisible: true, available: all })).toEqual(['wallet', 'email', 'social']);
  });

  it('follows the feature order, the methods it leaves out last, and drops what the site cannot offer', () => {
    expect(connectMethodsOrder({ override: ['social', 'email'], walletsVisible: true, available: all })).toEqual(['social', 'email', 'wallet']);
    expect(connectMethodsOrder({ override: [], walletsVisible: false, available: all })).toEqual(['email', 'social', 'wallet']);
    expect(connectMethodsOrder({ override: undefined, walletsVisible: false, available: { email: false, social: false, wallet: true } })).toEqual(['wallet']);
  });

  it('collapses the wallets behind a button only when e-mail is offered and emailShowWallets is off', () => {
    expect(walletsCollapsed({ emailShowWallets: false, emailOffered: true, collapseWallets: false })).toBe(true);
    expect(walletsCollapsed({ emailShowWallets: true, emailOffered: true, collapseWallets: false })).toBe(false);
    expect(walletsCollapsed({ emailShowWallets: false, emailOffered: false, collapseWallets: false })).toBe(false);
  });
  it('collapses the wallets whenever collapseWallets is on, with or without e-mail', () => {
    expect(walletsCollapsed({ emailShowWallets: true, emailOffered: false, collapseWallets: true })).toBe(true);
    expect(walletsCollapsed({ emailShowWallets: true, emailOffered: true, collapseWallets: true })).toBe(true);
  });
});
