import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, isChainNamespace } from '../caip/caip.ts';
import * as bitcoinCatalogue from '../network/catalogue/bitcoin.ts';
import * as cosmosCatalogue from '../network/catalogue/cosmos.ts';
import * as polkadotCatalogue from '../network/catalogue/polkadot.ts';
import * as solanaCatalogue from '../network/catalogue/solana.ts';
import type { FamilyNetwork } from '../network/network-shape.ts';
import { CHAIN_FAMILIES, DEFAULT_NAMESPACE, familyOf, familyTable, namespacesWith, type FamilyNamespace } from './registry.ts';

/** Each family's catalogue module; EVM has none of its own. */
const CATALOGUES: Readonly<Record<FamilyNamespace, Readonly<Record<string, unknown>>>> = {
  eip155: {},
  solana: solanaCatalogue,
  polkadot: polkadotCatalogue,
  bip122: bitcoinCatalogue,
  cosmos: cosmosCatalogue,
};

/** A catalogue module's network entries, not its helpers (`ss58PrefixOf`, …). */
const isCatalogueEntry = (value: unknown): value is FamilyNetwork<string> => typeof value === 'object' && value !== null && 'caipNetworkId' in value;

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

  it("names by id exactly the networks its family's catalogue holds, and EVM none (viem's chains are its catalogue)", () => {
    for (const family of CHAIN_FAMILIES) {
      const catalogued = Object.values(CATALOGUES[family.namespace]).filter(isCatalogueEntry);
      expect(family.networkIds).toEqual(catalogued.map((network) => network.caipNetworkId));
      for (const network of catalogued) expect(network.chainNamespace).toBe(family.namespace);
    }
    expect(familyOf('solana').networkIds).toHaveLength(3);
  });

  it('takes a connection that names no family to be on EVM', () => {
    expect(DEFAULT_NAMESPACE).toBe('eip155');
  });
});
