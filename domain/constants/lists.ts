/** Spec §9 wallet-list paging and list caps. */
export const WALLET_LIST = {
  pageSize: 40,
  recommendedCount: 4,
  searchMax: 100,
  searchMinWaitMs: 300,
} as const;

export const PENDING_TRANSACTIONS_CAP = 99;

/** Spec §9 swap constants. The spec lists some fixed symbols ("and others"); these are the ones it names. */
export const SWAP_SLIPPAGE_TOLERANCE = 1;
export const SWAP_SUGGESTED_TOKEN_SYMBOLS = ['ETH', 'UNI', '1INCH', 'AAVE', 'SOL', 'USDC', 'USDT', 'WBTC'] as const;

/** Spec §4: only this many recent wallets are kept (also MAX_RECENT_WALLETS). */
export const RECENT_WALLETS_MAX = 2;

