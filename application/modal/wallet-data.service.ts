import { DIRECTORY_LIMITS, type WalletDirectoryPort } from '../ports/wallet-directory.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { asWalletportError } from '../../domain/errors/catalogue.ts';
import { isDirectoryPrefetchAllowed } from '../../domain/policies/cache-lifetimes.ts';

/**
 * Opening the modal prefetches wallet data; featured and recommended wallets only while
 * not connected. Fire and forget: the modal never waits for it, and a failure only leaves the
 * lists empty (reported, never thrown) and holds the next prefetch back for the domain's retry gate.
 */
export class WalletDataService {
  private inFlight: Promise<void> | undefined;
  private lastFailureAt: number | undefined;
  /** Writes the wallet-data slice. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly directory: WalletDirectoryPort,
  ) {}

  /**
   * Starts the prefetch if there is anything to fetch, and returns its end; nothing when there is not
   * (connected, the lists already in, or a failure too recent), so an open that waits for nothing is
   * not shown as loading for a moment.
   */
  prefetch(connected: boolean): Promise<void> | undefined {
    if (connected) return undefined;
    const { recommended, featured } = this.state.walletData.getSnapshot();
    if (recommended.length > 0 || featured.length > 0) return undefined;
    if (!isDirectoryPrefetchAllowed(this.lastFailureAt, this.runtime.clock.now())) return undefined;
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(): Promise<void> {
    const { walletData } = this.state;
    const { config } = this.runtime;
    walletData.update({ loading: true, error: undefined });
    const featuredIds = config.featuredWalletIds;
    try {
      const [featured, recommended] = await Promise.all([
        featuredIds.length > 0 ? this.directory.fetchWallets({ page: 1, entries: featuredIds.length, include: featuredIds }) : Promise.resolve({ count: 0, wallets: [] }),
        this.directory.fetchWallets({
          page: 1,
          entries: DIRECTORY_LIMITS.recommended,
          exclude: [...featuredIds, ...config.excludeWalletIds],
          ...(config.includeWalletIds.length > 0 ? { include: config.includeWalletIds } : {}),
          // The kit asks for recommended wallets of the configured networks only: a Solana-only dApp
          // must not recommend an EVM-only wallet.
          chains: this.state.siteNetworks.list().map((network) => network.caipNetworkId),
        }),
      ]);
      // Featured keep the integrator's order, whatever order the directory answers in.
      const order = (id: string): number => featuredIds.indexOf(id);
      walletData.set({
        featured: [...featured.wallets].sort((a, b) => order(a.id) - order(b.id)),
        recommended: recommended.wallets.slice(0, DIRECTORY_LIMITS.recommended),
        loading: false,
        error: undefined,
      });
      this.lastFailureAt = undefined;
    } catch (error) {
      this.lastFailureAt = this.runtime.clock.now();
      this.runtime.reporter.report(error, 'wallet directory prefetch failed');
      walletData.update({ loading: false, error: asWalletportError(error) });
    }
  }
}

