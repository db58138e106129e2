import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addRecentWallet } from './recent-wallets.ts';
import { parseRecentWallets } from './stored-recent-wallets.ts';

const w = (id: string) => ({ id, name: id });

describe('recent wallets (spec §3: at most 2, newest first, no duplicates)', () => {
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
  it('reads stored lists, dropping bad entries without losing good ones', () => {
    expect(parseRecentWallets([{ id: 1 }, w('a'), 'junk', w('a'), { id: 'b', name: 'B', rdns: 'io.b' }, w('c')])).toEqual([
      w('a'), { id: 'b', name: 'B', rdns: 'io.b' },
    ]);
    expect(parseRecentWallets('[]')).toEqual([]);
    fc.assert(fc.property(fc.anything(), (value) => parseRecentWallets(value).length <= 2));
  });
});
