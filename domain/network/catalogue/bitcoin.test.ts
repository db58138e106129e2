import { describe, expect, it } from 'vitest';
import { bitcoin, bitcoinNetworkOf, bitcoinRegtest, bitcoinTestnet } from './bitcoin.ts';

describe('Bitcoin networks', () => {
  it('name each chain by the first 32 hex characters of its genesis block hash (CAIP-2 bip122)', () => {
    // Genesis hashes: mainnet 000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f, testnet3
    // 000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943, regtest 0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206.
    for (const network of [bitcoin, bitcoinTestnet, bitcoinRegtest]) {
      expect(network.caipNetworkId).toBe(`bip122:${network.id}`);
      expect(network.id).toMatch(/^[0-9a-f]{32}$/);
      expect(network.chainNamespace).toBe('bip122');
    }
    expect(bitcoinRegtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    expect(bitcoinRegtest.testnet).toBe(true);
    expect(bitcoinRegtest.rpcUrls.default.http[0]).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });

  it('tells mainnet from the test networks by chain id', () => {
    expect(bitcoinNetworkOf(bitcoin.caipNetworkId)).toBe('mainnet');
    expect(bitcoinNetworkOf(bitcoinTestnet.caipNetworkId)).toBe('testnet');
    expect(bitcoinNetworkOf(bitcoinRegtest.caipNetworkId)).toBe('testnet');
  });

  it.each(['bip122:00000008819873e925422c1ff0f99f7c', '000000000019d6689c085ae165831e93', 'eip155:1', '', 'toString', '__proto__'])(
    'knows nothing of %j', (id) => {
      expect(bitcoinNetworkOf(id)).toBeUndefined();
    },
  );
});
