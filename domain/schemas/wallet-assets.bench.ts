import { bench, describe } from 'vitest';
import { acceptWalletAssets, walletAssetsToBalances } from './wallet-assets.ts';

const assets = Array.from({ length: 1_000 }, (_, i) => ({
  address: `0x${i.toString(16).padStart(40, '0')}`,
  balance: `0x${(i * 1_000_003).toString(16)}`,
  type: i === 0 ? 'NATIVE' : 'ERC20',
  metadata: { name: `Token ${i}`, symbol: `T${i}`, decimals: i % 7 === 0 ? 0 : 18, price: i / 3, iconUrl: `https://x/${i}.png` },
}));

describe('wallet assets', () => {
  bench('validate 1,000 wallet assets', () => {
    acceptWalletAssets(assets);
  });
  bench('validate and convert 1,000 wallet assets', () => {
    const accepted = acceptWalletAssets(assets);
    if (accepted !== undefined) walletAssetsToBalances(accepted, 'eip155:1');
  });
});
