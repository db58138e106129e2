import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { acceptWalletAssets, walletAssetsToBalances, type WalletAsset } from './wallet-assets.ts';
import { dropLowQualityTokens } from '../balance/token-balance.ts';
import { formatUnits } from '../balance/format-units.ts';

const usdc: WalletAsset = {
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', balance: '0x16e360', type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://x/usdc.png' },
};
const eth: WalletAsset = {
  address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
};

describe('wallet assets (every asset well-formed, else none)', () => {
  it('accepts a well-formed list', () => {
    expect(acceptWalletAssets([usdc, eth])).toHaveLength(2);
    expect(acceptWalletAssets([])).toEqual([]);
  });
  it.each([
    ['a numeric balance', { ...usdc, balance: 1 }],
    ['another type', { ...usdc, type: 'ERC721' }],
    ['string decimals', { ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }],
    ['no price', { ...usdc, metadata: { name: 'x', symbol: 'x', decimals: 6, iconUrl: '' } }],
    ['no metadata', { address: '0x1', balance: '0x1', type: 'ERC20' }],
  ])('refuses the whole list when one asset has %s', (_, bad) => {
    expect(acceptWalletAssets([usdc, bad, eth])).toBeUndefined();
  });
  it('refuses anything that is not a list, and never throws', () => {
    expect(acceptWalletAssets({ 0: usdc })).toBeUndefined();
    fc.assert(fc.property(fc.anything(), (value) => {
      const result = acceptWalletAssets(value);
      return result === undefined || Array.isArray(result);
    }));
  });
  it('converts to token balances, dropping zero-decimal tokens and unreadable balances', () => {
    const zero: WalletAsset = { ...usdc, metadata: { ...usdc.metadata, decimals: 0, symbol: 'JUNK' } };
    const unreadable: WalletAsset = { ...usdc, balance: 'lots', metadata: { ...usdc.metadata, symbol: 'BAD' } };
    const balances = walletAssetsToBalances([usdc, zero, unreadable, eth], 'eip155:1');
    expect(balances.map((b) => b.symbol)).toEqual(['USDC', 'ETH']);
    expect(balances[0]).toMatchObject({ address: usdc.address, quantity: { decimals: '6', numeric: '1.5' }, chainId: 'eip155:1' });
    expect(balances[1]).not.toHaveProperty('address');
    expect(balances[1]?.quantity.numeric).toBe('1');
  });
  it('drops zero-decimal token balances as low quality', () => {
    const [kept] = walletAssetsToBalances([usdc], 'eip155:1');
    if (kept === undefined) throw new Error('expected a balance');
    expect(dropLowQualityTokens([kept, { ...kept, quantity: { decimals: '0', numeric: '5' } }])).toEqual([kept]);
  });
  it('formats base units without floating point', () => {
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(-25n, 1)).toBe('-2.5');
    expect(formatUnits(1n, 1.5)).toBeUndefined();
  });
});
