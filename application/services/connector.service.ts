import { inject, injectable } from 'inversify';
import type { Subscription } from 'rxjs';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../ports/wallet-discovery.port.ts';
import { STORES, type ConnectorStore } from '../stores/stores.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import type { AppKitConfig } from '../config.ts';
import { LIFECYCLE, type Lifecycle } from '../lifecycle.ts';

function toSummary(wallet: AnnouncedWallet): ConnectorSummary {
  return {
    id: wallet.info.rdns,
    name: wallet.info.name,
    type: 'ANNOUNCED',
    imageUrl: wallet.info.icon,
    rdns: wallet.info.rdns,
    chain: 'eip155',
  };
}

/** Keeps the list of wallets a visitor can pick, and the provider behind each. */
@injectable()
export class ConnectorService {
  private providers = new Map<string, WalletProvider>();
  private subscription: Subscription | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(
    @inject(TOKENS.WalletDiscovery) private readonly discovery: WalletDiscoveryPort,
    @inject(STORES.Connectors) private readonly store: ConnectorStore,
    @inject(TOKENS.Config) private readonly config: AppKitConfig,
    @inject(LIFECYCLE) lifecycle: Lifecycle,
  ) {
    lifecycle.add(() => this.stop());
  }

  start(): void {
    if (this.subscription || !this.config.enableEIP6963) return;
    this.subscription = this.discovery.wallets$.subscribe((wallets) => {
      this.providers = new Map(wallets.map((wallet) => [wallet.info.rdns, wallet.provider]));
      this.store.set({ connectors: wallets.map(toSummary) });
      for (const wake of this.waiters) wake();
    });
    this.discovery.requestAnnouncements();
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.discovery.stop();
  }

  provider(connectorId: string): WalletProvider | undefined {
    return this.providers.get(connectorId);
  }

  summary(connectorId: string): ConnectorSummary | undefined {
    return this.store.getSnapshot().connectors.find((connector) => connector.id === connectorId);
  }

  /** Resolves with the provider once the wallet has announced itself, or undefined when `cancelled` fires first. */
  waitForProvider(connectorId: string, cancelled: Promise<void>): Promise<WalletProvider | undefined> {
    const existing = this.provider(connectorId);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve) => {
      const wake = (): void => {
        const found = this.provider(connectorId);
        if (found) finish(found);
      };
      const finish = (value: WalletProvider | undefined): void => {
        this.waiters.delete(wake);
        resolve(value);
      };
      this.waiters.add(wake);
      void cancelled.then(() => finish(undefined));
      this.discovery.requestAnnouncements();
    });
  }
}

export const CONNECTOR_SERVICE = token<ConnectorService>('ConnectorService');
