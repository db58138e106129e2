import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, isChainNamespace } from '../caip/caip.ts';
import { CHAIN_FAMILIES, DEFAULT_NAMESPACE, familyOf, familyTable, namespacesWith } from './registry.ts';

describe('the chain family registry', () => {
  it('lists the supported namespaces as its records name them, in order', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);
    expect(CHAIN_FAMILIES.map((family) => family.namespace)).toEqual(CHAIN_NAMESPACES);
    expect(isChainNamespace('tezos')).toBe(false);
  });

  it('finds each family by its namespace', () => {
    for (const namespace of CHAIN_NAMESPACES) expect(familyOf(namespace).namespace).toBe(namespace);
  });

  it('builds tables that hold every family', () => {
    expect(Object.keys(familyTable((family) => family.label))).toEqual([...CHAIN_NAMESPACES]);
  });

  it('keeps the capabilities the product names per family', () => {
    // "Balances, sending and onramp work on eip155 and solana. Names and activity work on eip155 only."
    expect(namespacesWith('balance')).toEqual(['eip155', 'solana']);
    expect(namespacesWith('send')).toEqual(['eip155', 'solana']);
    expect(namespacesWith('onramp')).toEqual(['eip155', 'solana']);
    expect(namespacesWith('names')).toEqual(['eip155']);
    expect(namespacesWith('activity')).toEqual(['eip155']);
    expect(namespacesWith('swaps')).toEqual(['eip155']);
  });

  it('lists each catalogued network under its own family', () => {
    for (const family of CHAIN_FAMILIES) {
      for (const network of family.networks) expect(network.chainNamespace).toBe(family.namespace);
    }
    expect(familyOf('solana').networks.length).toBe(3);
  });

  it('takes a connection that names no family to be on EVM', () => {
    expect(DEFAULT_NAMESPACE).toBe('eip155');
  });
});
