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
