import type { ApiWallet, WalletBadge } from '../../domain/schemas/api-directory.ts';

/** Wallet list sizes. */
export const DIRECTORY_LIMITS = {
  pageSize: 40,
  recommended: 4,
  searchEntries: 100,
  searchWaitMs: 300,
  imagePreloadTimeoutMs: 2_000,
} as const;

export interface WalletListQuery {
  /** 1-based. */
  readonly page: number;
  /** Defaults to a page of 40. */
  readonly entries?: number | undefined;
  readonly search?: string | undefined;
  /** Only wallets with this badge ('certified': the visitor asked for certified wallets only). */
  readonly badge?: WalletBadge | undefined;
  readonly include?: readonly string[] | undefined;
  readonly exclude?: readonly string[] | undefined;
  /** CAIP-2 ids the wallets must support. */
  readonly chains?: readonly string[] | undefined;
  readonly signal?: AbortSignal | undefined;
}

export interface WalletListPage {
  readonly count: number;
  readonly wallets: readonly ApiWallet[];
}

/** The wallet directory: lists and images. Failures reject with an HttpError. */
export interface WalletDirectoryPort {
  fetchWallets(query: WalletListQuery): Promise<WalletListPage>;
  fetchWalletImage(imageId: string, signal?: AbortSignal): Promise<Blob>;
  fetchNetworkImage(imageId: string, signal?: AbortSignal): Promise<Blob>;
}
