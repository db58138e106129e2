/** Wallet-list paging and list caps. */
export const WALLET_LIST = {
  pageSize: 40,
  recommendedCount: 4,
  searchMax: 100,
  searchMinWaitMs: 300,
} as const;
