import { describe, expect, it } from 'vitest';
import { baseETH, baseSepoliaETH, baseUSDC, caip19AssetOf, NAMED_PAYMENT_ASSETS, namedAssetLike } from './payment-asset.ts';

describe('the payment assets AppKit Pay 1.7.6 names', () => {
  it('are exactly its three (types/assets.ts:3-31), network, address and metadata', () => {
    expect(Object.keys(NAMED_PAYMENT_ASSETS)).toEqual(['baseETH', 'baseUSDC', 'baseSepoliaETH']);
    expect(baseETH).toEqual({ network: 'eip155:8453', asset: 'native', metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } });
    expect(baseUSDC).toEqual({ network: 'eip155:8453', asset: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } });
    expect(baseSepoliaETH).toEqual({ network: 'eip155:84532', asset: 'native', metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } });
  });

  it('cannot be changed by a site that writes to them', () => {
    expect(() => {
      (baseUSDC.metadata as { decimals: number }).decimals = 18;
    }).toThrow(TypeError);
    expect(() => {
      (baseUSDC as { asset: string }).asset = '0x000000000000000000000000000000000000dEaD';
    }).toThrow(TypeError);
    expect(baseUSDC.metadata.decimals).toBe(6);
  });

  it('are found by network and address in any letter case, and only on their own network', () => {
    expect(namedAssetLike('eip155:8453', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')).toBe(baseUSDC);
    expect(namedAssetLike('eip155:1', '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913')).toBeUndefined();
    expect(namedAssetLike('eip155:84532', 'native')).toBe(baseSepoliaETH);
  });
});

describe('CAIP-19 ids of payment assets (AssetUtil.ts:25-44)', () => {
  it.each([
    ['eip155:8453', 'native', 'eip155:8453/slip44:60'],
    ['eip155:8453', '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', 'eip155:8453/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'native', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ])('%s %s is %s', (network, asset, expected) => {
    expect(caip19AssetOf(network, asset)).toBe(expected);
  });

  it.each(['bip122:000000000019d6689c085ae165831e93', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'constructor:1', '__proto__:1', 'toString:1', ''])('has none for %s, where AppKit has no form either', (network) => {
    expect(caip19AssetOf(network, 'native')).toBeUndefined();
  });
});
