/** All Wallets: search, the grid, loading and retry. */
export const ALL_WALLETS_MESSAGES = {
  'allWallets.search.label': 'Search wallet',
  'allWallets.search.placeholder': 'Search wallet',
  'allWallets.grid.label': 'All wallets',
  'allWallets.empty': 'No wallet found.',
  'allWallets.loading': 'Loading wallets…',
  'allWallets.shown': '{shown} of {count} wallets',
  'allWallets.failed': 'Wallets could not be loaded: {reason}',
  'allWallets.retry': 'Try again',
} as const;
