/** All Wallets: search, the grid, loading and retry. */
export const ALL_WALLETS_MESSAGES = {
} as const;
