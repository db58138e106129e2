import { describe, expect, it } from 'vitest';
import { compareFindings } from './api-findings.ts';
import { findingOf } from './api-reference.ts';

describe('the API findings still owed', () => {
  it('fails on a new finding and on one fixed but still listed', () => {
    expect(compareFindings(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], fixed: ['a'] });
    expect(compareFindings(['a'], ['a'])).toEqual({ added: [], fixed: [] });
  });

  it('drops where an item is defined, which moves with the code', () => {
    expect(findingOf('walletport.Foo (Interface), defined in walletport/presentation/x.ts, does not have any documentation')).toBe('walletport.Foo (Interface), does not have any documentation');
  });
});
