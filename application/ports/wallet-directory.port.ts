import type { ApiWallet, WalletBadge } from '../../domain/schemas/api-directory.ts';

/** Wallet list sizes. */
export const DIRECTORY_LIMITS = {
  pageSize: 40,
  recommended: 4,
  searchEntries: 100,
  searchWaitMs: 300,
  imagePreloadTimeoutMs: 2_000,
} as const;

/** A page of the WalletConnect wallet directory to list. */
export interface WalletListQuery {
  /** 1-based. */
  readonly page: number;
  /** Defaults to a page of 40. */
  readonly entries?: number | undefined;
  /** Only wallets whose name matches this text. */
  readonly search?: string | undefined;
  /** Only wallets with this badge ('certified': the visitor asked for certified wallets only). */
  readonly badge?: WalletBadge | undefined;
  /** Only these directory ids (the `includeWalletIds` option). */
  readonly include?: readonly string[] | undefined;
  /** Never these directory ids (the `excludeWalletIds` option). */
  readonly exclude?: readonly string[] | undefined;
  /** CAIP-2 ids the wallets must support. */
  readonly chains?: readonly string[] | undefined;
  /** Aborts the request (a newer search replaced it). */
  readonly signal?: AbortSignal | undefined;
}

/** One page of the wallet directory. */
export interface WalletListPage {
  /** How many wallets match the query in all pages. */
  readonly count: number;
  /** This page's wallets. */
  readonly wallets: readonly ApiWallet[];
}

/** The wallet directory: lists and images. Failures reject with an HttpError. */
export interface WalletDirectoryPort {
  /** One page of wallets matching the query. */
  fetchWallets(query: WalletListQuery): Promise<WalletListPage>;
  /** A wallet's icon by its directory image id. */
  fetchWalletImage(imageId: string, signal?: AbortSignal): Promise<Blob>;
  /** A network's icon by its directory image id (a network's `assets.imageId`). */
  fetchNetworkImage(imageId: string, signal?: AbortSignal): Promise<Blob>;
}
