import { describe, it, expect } from 'vitest';
import { parseRecentWallets } from '../connectors/stored-recent-wallets.ts';
import { acceptWalletAssets } from './wallet-assets.ts';
import { resolveFeatures } from '../options/resolve-features.ts';
import { DEFAULT_FEATURES } from '../constants/features.ts';

const throwingGetter = Object.defineProperty({}, 'id', { get: () => { throw new Error('gotcha'); }, enumerable: true });
const throwingProxy = new Proxy({}, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } });

describe('hostile input never escapes a parser', () => {
  it.each([['a throwing getter', throwingGetter], ['a throwing proxy', throwingProxy]])('survives %s', (_, value) => {
    expect(parseRecentWallets([value, { id: 'a', name: 'A' }])).toEqual([{ id: 'a', name: 'A' }]);
    expect(acceptWalletAssets([value])).toBeUndefined();
    expect(resolveFeatures(value)).toEqual(DEFAULT_FEATURES);
  });
});
