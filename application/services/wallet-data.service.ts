import { DIRECTORY_LIMITS, type WalletDirectoryPort } from '../ports/wallet-directory.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { SiteNetworksStore } from '../network/site-networks.ts';
import type { WalletDataStore } from '../stores/wallet-data.store.ts';
import type { AppKitConfig } from '../config.ts';
import { asWalletportError } from '../../domain/errors/catalogue.ts';

/**
 * Opening the modal prefetches wallet data; featured and recommended wallets only while
 * not connected. Fire and forget: the modal never waits for it, and a failure only leaves the
 * lists empty (reported, never thrown).
 */
export class WalletDataService {
  private inFlight: Promise<void> | undefined;
  private readonly store: WalletDataStore;
  private readonly config: AppKitConfig;
  private readonly siteNetworks: SiteNetworksStore;
  private readonly reporter: ErrorReporterPort;

  /** Writes the wallet-data slice. */
  constructor(
    runtime: AppRuntime,
    state: AppState,
    private readonly directory: WalletDirectoryPort,
  ) {
    this.store = state.walletData;
    this.config = runtime.config;
    this.siteNetworks = state.siteNetworks;
    this.reporter = runtime.reporter;
  }

  prefetch(connected: boolean): Promise<void> {
    if (connected) return Promise.resolve();
    const state = this.store.getSnapshot();
    if (state.recommended.length > 0 || state.featured.length > 0) return Promise.resolve();
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(): Promise<void> {
    this.store.update({ loading: true, error: undefined });
    const featuredIds = this.config.featuredWalletIds;
    try {
      const [featured, recommended] = await Promise.all([
        featuredIds.length > 0 ? this.directory.fetchWallets({ page: 1, entries: featuredIds.length, include: featuredIds }) : Promise.resolve({ count: 0, wallets: [] }),
        this.directory.fetchWallets({
          page: 1,
          entries: DIRECTORY_LIMITS.recommended,
          exclude: [...featuredIds, ...this.config.excludeWalletIds],
          ...(this.config.includeWalletIds.length > 0 ? { include: this.config.includeWalletIds } : {}),
          // The kit asks for recommended wallets of the configured networks only: a Solana-only dApp
          // must not recommend an EVM-only wallet.
          chains: this.siteNetworks.list().map((network) => network.caipNetworkId),
        }),
      ]);
      // Featured keep the integrator's order, whatever order the directory answers in.
      const order = (id: string): number => featuredIds.indexOf(id);
      this.store.set({
        featured: [...featured.wallets].sort((a, b) => order(a.id) - order(b.id)),
        recommended: recommended.wallets.slice(0, DIRECTORY_LIMITS.recommended),
        loading: false,
        error: undefined,
      });
    } catch (error) {
      this.reporter.report(error, 'wallet directory prefetch failed');
      this.store.update({ loading: false, error: asWalletportError(error) });
    }
  }
}

