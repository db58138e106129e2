import { z } from './zod-mini.ts';
import type { TokenBalance } from '../balance/token-balance.ts';
import { formatUnits, parseHexQuantity } from '../balance/format-units.ts';
import { safeParse } from './safe-parse.ts';

/** Wallet asset as the wallet returns it (wallet_getAssets). */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    price: z.number(),
    iconUrl: z.string(),
    value: z.optional(z.number()),
  }),
});

export type WalletAsset = z.infer<typeof walletAssetSchema>;

const walletAssetsSchema = z.array(walletAssetSchema);

/** All or nothing. One malformed asset and the whole answer is refused (undefined). */
export function acceptWalletAssets(value: unknown): readonly WalletAsset[] | undefined {
  const parsed = safeParse(walletAssetsSchema, value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Accepted assets to token balances for `chainId` (a CAIP network id). Zero-decimal tokens are dropped as low
 * quality; an asset whose balance is not a hex quantity cannot be shown and is dropped too.
 */
export function walletAssetsToBalances(assets: readonly WalletAsset[], chainId: string): readonly TokenBalance[] {
  const balances: TokenBalance[] = [];
  for (const asset of assets) {
    const { decimals, name, symbol, price, iconUrl, value } = asset.metadata;
    if (decimals === 0) continue;
    const units = parseHexQuantity(asset.balance);
    const numeric = units === undefined ? undefined : formatUnits(units, decimals);
    if (numeric === undefined) continue;
    balances.push({
      name,
      symbol,
      chainId,
      ...(asset.type === 'NATIVE' ? {} : { address: asset.address }),
      ...(value === undefined ? {} : { value }),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    });
  }
  return balances;
}
