import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { namespacesWith } from '../chain-families/registry.ts';
import {
  COINBASE_PAY_CHAINS, COINBASE_PAY_FALLBACK_CHAIN, ONRAMP_NAMESPACES, ONRAMP_PROVIDERS,
  coinbasePayDestination, isOnrampNamespace, onrampProvider, onrampProvidersFor,
} from './onramp-providers.ts';

// The product spec's sentences, as they read.
const SPEC_PROVIDERS = 'coinbase (fee 1-2%, eip155) and meld (fee 1-2%, eip155 and solana)';
const SPEC_COINBASE_CHAINS = 'ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo, base';

/** The eight mainnets of AppKit's name map (ConstantsUtil.ts:77-86), by their chain ids. */
const COINBASE_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum', 'eip155:42161': 'arbitrum', 'eip155:137': 'polygon', 'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain', 'eip155:10': 'optimism', 'eip155:42220': 'celo', 'eip155:8453': 'base',
};

describe('onramp providers', () => {
  it('are the spec’s two, with their fees and namespaces, in AppKit’s order', () => {
    const described = ONRAMP_PROVIDERS.map(({ name, feeRange, namespaces }) => `${name} (fee ${feeRange}, ${namespaces.join(' and ')})`).join(' and ');
    expect(described).toBe(SPEC_PROVIDERS);
    expect(ONRAMP_PROVIDERS.map((provider) => provider.label)).toEqual(['Coinbase', 'Meld.io']);
  });

  it('are offered on the namespaces the chain families say buy crypto', () => {
    expect([...ONRAMP_NAMESPACES]).toEqual([...namespacesWith('onramp')]);
    for (const namespace of ONRAMP_NAMESPACES) expect(isOnrampNamespace(namespace)).toBe(true);
    for (const other of ['polkadot', 'bip122', 'cosmos', 'EIP155', 'eip155 ', '', undefined, 155]) expect(isOnrampNamespace(other)).toBe(false);
  });

  it('sell on a network by its namespace: both on EVM networks, Meld alone on Solana', () => {
    expect(onrampProvidersFor('eip155:1').map((provider) => provider.name)).toEqual(['coinbase', 'meld']);
    expect(onrampProvidersFor('eip155:31337').map((provider) => provider.name)).toEqual(['coinbase', 'meld']);
    expect(onrampProvidersFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').map((provider) => provider.name)).toEqual(['meld']);
  });

  it('sell nowhere on another namespace or a malformed id', () => {
    for (const id of ['bip122:000000000019d6689c085ae165831e93', 'cosmos:cosmoshub-4', 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'eip155', 'eip155:', 'eip155:1:0xabc', 'EIP155:1', ' eip155:1', 'eip155:1/2', `eip155:${'1'.repeat(33)}`, '']) {
      expect(onrampProvidersFor(id)).toEqual([]);
    }
    fc.assert(fc.property(fc.anything().filter((value) => typeof value !== 'string'), (value) => onrampProvidersFor(value).length === 0));
  });

  it('are found by their exact name only', () => {
    expect(onrampProvider('meld')?.label).toBe('Meld.io');
    for (const other of ['Coinbase', 'moonpay', '', 'toString', '__proto__', undefined]) expect(onrampProvider(other)).toBeUndefined();
  });
});

describe('Coinbase Pay chains', () => {
  it('are the spec’s, with Ethereum to fall back on', () => {
    expect(COINBASE_PAY_CHAINS.join(', ')).toBe(SPEC_COINBASE_CHAINS);
    expect(COINBASE_PAY_FALLBACK_CHAIN).toBe('ethereum');
  });

  it('deliver on the visitor’s own network where Coinbase has it', () => {
    for (const [network, chain] of Object.entries(COINBASE_NETWORKS)) expect(coinbasePayDestination(network)).toEqual({ chain, isFallback: false });
    expect(new Set(Object.values(COINBASE_NETWORKS))).toEqual(new Set(COINBASE_PAY_CHAINS));
  });

  it('fall back to Ethereum, saying so, on any other network, testnets and local chains included', () => {
    for (const network of ['eip155:56', 'eip155:11155111', 'eip155:31337', 'eip155:01', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'toString', '__proto__', '']) {
      expect(coinbasePayDestination(network)).toEqual({ chain: 'ethereum', isFallback: true });
    }
  });
});
