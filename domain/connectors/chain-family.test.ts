import { describe, expect, it } from 'vitest';
import { chainChoices, groupByFamily } from './chain-family.ts';

describe('a merged wallet\'s chain choice', () => {
  it('offers each family and all of them, the remembered choice first', () => {
    expect(chainChoices(['eip155', 'solana'], undefined)).toEqual(['eip155', 'solana', 'all']);
    expect(chainChoices(['eip155', 'solana'], 'solana')).toEqual(['solana', 'eip155', 'all']);
    expect(chainChoices(['eip155', 'solana'], 'all')).toEqual(['all', 'eip155', 'solana']);
  });
  it('ignores a remembered choice the wallet no longer offers, and offers no "all" for one family', () => {
    expect(chainChoices(['eip155', 'solana'], 'cosmos')).toEqual(['eip155', 'solana', 'all']);
    expect(chainChoices(['solana'], 'all')).toEqual(['solana']);
  });
});

describe('networks grouped by family', () => {
  it('keeps the order in which families first appear and the order within each', () => {
    const networks = [
      { id: 1, chainNamespace: 'eip155' as const },
      { id: 'a', chainNamespace: 'solana' as const },
      { id: 2, chainNamespace: 'eip155' as const },
    ];
    expect(groupByFamily(networks)).toEqual([
      { namespace: 'eip155', items: [networks[0], networks[2]] },
      { namespace: 'solana', items: [networks[1]] },
    ]);
  });
});
