import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addRecentWallet } from './recent-wallets.ts';
import { parseRecentWallets } from './stored-recent-wallets.ts';

const w = (id: string) => ({ id, name: id });

describe('recent wallets (at most 2, newest first, no duplicates)', () => {
  it('keeps the two newest', () => {
    expect(addRecentWallet(addRecentWallet(addRecentWallet([], w('a')), w('b')), w('c'))).toEqual([w('c'), w('b')]);
  });
  it('moves a repeat to the front without duplicating it', () => {
    expect(addRecentWallet([w('b'), w('a')], w('a'))).toEqual([w('a'), w('b')]);
  });
  it('holds the invariant for any sequence', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (ids) => {
      const list = ids.reduce<readonly { id: string; name: string }[]>((acc, id) => addRecentWallet(acc, w(id)), []);
      expect(list.length).toBeLessThanOrEqual(2);
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
      if (ids.length > 0) expect(list[0]?.id).toBe(ids.at(-1));
    }));
  });
  it('keeps a wallet connected on two chain families once (its id differs per family, its name does not)', () => {
    const evm = { id: 'dev.walletport.demo', rdns: 'dev.walletport.demo', name: 'Demo Wallet' };
    const solana = { id: 'wallet-standard.demo-wallet', rdns: 'wallet-standard.demo-wallet', name: 'Demo Wallet' };
    // The one entry keeps the EVM id beside its own, so it still finds the wallet on an EVM-only site.
    expect(addRecentWallet(addRecentWallet(addRecentWallet([], w('a')), evm), solana)).toEqual([{ ...solana, familyIds: [evm.id] }, w('a')]);
    expect(addRecentWallet([{ ...solana, familyIds: [evm.id] }], evm)).toEqual([{ ...evm, familyIds: [solana.id] }]);
    // "Trust Wallet" and "Trust" are one wallet across families.
    expect(addRecentWallet([{ id: 'com.trustwallet.app', name: 'Trust Wallet' }], { id: 'wallet-standard.trust', name: 'Trust' })).toHaveLength(1);
    // The same rdns under another id is the same wallet too.
    expect(addRecentWallet([{ id: 'x', rdns: 'io.x', name: 'X' }], { id: 'y', rdns: 'io.x', name: 'X Wallet' })).toHaveLength(1);
    // A QR pairing named after the phone wallet is not the browser wallet of that name.
    expect(addRecentWallet([{ id: 'io.metamask', name: 'MetaMask' }], { id: 'walletConnect', name: 'MetaMask' })).toHaveLength(2);
  });
  it('merges the per-family duplicates stored by earlier versions on read, the newest kept', () => {
    const stored = [
      { id: 'wallet-standard.demo-wallet', rdns: 'wallet-standard.demo-wallet', name: 'Demo Wallet' },
      { id: 'dev.walletport.demo', rdns: 'dev.walletport.demo', name: 'Demo Wallet' },
      { id: 'io.rabby', rdns: 'io.rabby', name: 'Rabby' },
    ];
    expect(parseRecentWallets(stored)).toEqual([{ ...stored[0], familyIds: ['dev.walletport.demo'] }, stored[2]]);
    // Family ids that do not read well are left out; the entry stays.
    expect(parseRecentWallets([{ id: 'a', name: 'A', familyIds: 'b' }, { id: 'c', name: 'C', familyIds: [1, 'd', ''] }])).toEqual([{ id: 'a', name: 'A' }, { id: 'c', name: 'C', familyIds: ['d'] }]);
  });
  it('reads stored lists, dropping bad entries without losing good ones', () => {
    expect(parseRecentWallets([{ id: 1 }, w('a'), 'junk', w('a'), { id: 'b', name: 'B', rdns: 'io.b' }, w('c')])).toEqual([
      w('a'), { id: 'b', name: 'B', rdns: 'io.b' },
    ]);
    expect(parseRecentWallets('[]')).toEqual([]);
    fc.assert(fc.property(fc.anything(), (value) => parseRecentWallets(value).length <= 2));
  });
});
