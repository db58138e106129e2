import { describe, expect, it } from 'vitest';
import { parseCaipNetworkId } from '../../caip/caip.ts';
import { bech32PrefixOf, cosmosHub, cosmosHubTestnet, osmosis } from './cosmos.ts';

describe('cosmos networks', () => {
  it.each([
    ['cosmoshub-4', cosmosHub, 'ATOM', false],
    ['osmosis-1', osmosis, 'OSMO', false],
    ['theta-testnet-001', cosmosHubTestnet, 'ATOM', true],
  ] as const)('%s has a CAIP-2 id made of its chain id', (chainId, network, symbol, testnet) => {
    expect(network.id).toBe(chainId);
    expect(network.caipNetworkId).toBe(`cosmos:${chainId}`);
    expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({ namespace: 'cosmos', reference: chainId });
    expect(network.chainNamespace).toBe('cosmos');
    expect(network.nativeCurrency.symbol).toBe(symbol);
    // Both native tokens count in micro-units (uatom, uosmo).
    expect(network.nativeCurrency.decimals).toBe(6);
    expect(network.testnet).toBe(testnet);
  });
});

describe('bech32PrefixOf', () => {
  it('gives each catalogued chain its own address prefix', () => {
    expect(bech32PrefixOf('cosmos:cosmoshub-4')).toBe('cosmos');
    expect(bech32PrefixOf('cosmos:osmosis-1')).toBe('osmo');
    expect(bech32PrefixOf('cosmos:theta-testnet-001')).toBe('cosmos');
  });

  it('knows no prefix for other chains, other namespaces or inherited keys', () => {
    expect(bech32PrefixOf('cosmos:juno-1')).toBeUndefined();
    expect(bech32PrefixOf('cosmoshub-4')).toBeUndefined();
    expect(bech32PrefixOf('eip155:1')).toBeUndefined();
    expect(bech32PrefixOf('toString')).toBeUndefined();
    expect(bech32PrefixOf('__proto__')).toBeUndefined();
  });
});
