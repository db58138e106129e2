import { z } from 'zod';

/** Spec §3: at most 2 recent wallets are kept. */
export const MAX_RECENT_WALLETS = 2;

/** Spec §3 recent wallet. */
export interface RecentWallet {
  readonly id: string;
  readonly rdns?: string | undefined;
  readonly name: string;
}

/** Newest first, no duplicates (by id), at most MAX_RECENT_WALLETS. */
export function addRecentWallet<T extends { readonly id: string }>(list: readonly T[], wallet: T): readonly T[] {
  return [wallet, ...list.filter((item) => item.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS);
}

const recentWalletSchema = z.object({
  id: z.string().min(1).max(256),
  rdns: z.string().max(256).optional(),
  name: z.string().max(256),
});

/**
 * Recent wallets read back from storage (any value: another tab or the host page may have written it).
 * Bad entries are dropped, duplicates removed, at most MAX_RECENT_WALLETS kept.
 */
export function parseRecentWallets(stored: unknown): readonly RecentWallet[] {
  if (!Array.isArray(stored)) return [];
  const result: RecentWallet[] = [];
  for (const item of stored.slice(0, 50)) {
    const parsed = recentWalletSchema.safeParse(item);
    if (!parsed.success || result.some((wallet) => wallet.id === parsed.data.id)) continue;
    result.push(parsed.data);
    if (result.length === MAX_RECENT_WALLETS) break;
  }
  return result;
}
