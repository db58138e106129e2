import { describe, expect, it } from 'vitest';
import { kusama, polkadot, ss58PrefixOf, westend } from './polkadot.ts';

// Genesis block hashes of the relay chains (block 0 on Subscan / polkadot.js apps); CAIP-2 for polkadot
// takes the first 32 hex characters as the reference.
const GENESIS = {
  polkadot: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  kusama: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  westend: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
} as const;

describe('polkadot network catalogue', () => {
  it.each([
    ['polkadot', polkadot, 'DOT', 10, false, 0],
    ['kusama', kusama, 'KSM', 12, false, 2],
    ['westend', westend, 'WND', 12, true, 42],
  ] as const)('%s: CAIP id from the genesis hash, currency, testnet flag and SS58 prefix', (key, network, symbol, decimals, testnet, prefix) => {
    expect(network.id).toBe(GENESIS[key].slice(2, 34));
    expect(network.caipNetworkId).toBe(`polkadot:${network.id}`);
    expect(network.chainNamespace).toBe('polkadot');
    expect(network.nativeCurrency.symbol).toBe(symbol);
    expect(network.nativeCurrency.decimals).toBe(decimals);
    expect(network.testnet).toBe(testnet);
    expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
    expect(ss58PrefixOf(network.caipNetworkId)).toBe(prefix);
  });

  it('gives each network its SS58 prefix (SS58 registry: polkadot 0, kusama 2, substrate 42)', () => {
    expect(ss58PrefixOf('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(0);
    expect(ss58PrefixOf('polkadot:b0a8d493285c2df73290dfb7e61f870f')).toBe(2);
    expect(ss58PrefixOf('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')).toBe(42);
  });

  it('knows no prefix for other networks, other families or object keys', () => {
    for (const id of ['polkadot:68d56f15f85d3136970ec16946040bc1', 'eip155:1', '91b171bb158e2d3848fa23a9f1c25182', '', 'toString', '__proto__', 'constructor']) {
      expect(ss58PrefixOf(id)).toBeUndefined();
    }
  });
});
