import { catchError, combineLatest, EMPTY, filter, firstValueFrom, from, map, merge, Subject, type Subscription } from 'rxjs';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { mergeConnectors } from '../../domain/connectors/merge-connectors.ts';
import { isExcludedWallet } from '../../domain/connectors/visibility.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../ports/wallet-discovery.port.ts';
import { ConnectorStore } from '../stores/stores.ts';
import type { AppKitConfig } from '../config.ts';
import { Lifecycle } from '../lifecycle.ts';
import { ChainAdapterRegistry } from './registries.ts';

function toSummary(wallet: AnnouncedWallet): ConnectorSummary {
  return {
    id: wallet.info.rdns,
    name: wallet.info.name,
    type: 'ANNOUNCED',
    imageUrl: wallet.info.icon,
    rdns: wallet.info.rdns,
    chain: wallet.namespace,
  };
}

/** Keeps the list of wallets a visitor can pick, and the provider behind each. */
export class ConnectorService {
  /** Providers by namespace, then connector id: one wallet may connect on several chain families. */
  private providers = new Map<ChainNamespace, Map<string, WalletProvider>>();
  private subscription: Subscription | undefined;
  /** Each new list of announced wallets, for a connect that waits for its wallet to announce itself. */
  private readonly announced = new Subject<void>();

  constructor(
    private readonly discoveries: readonly WalletDiscoveryPort[],
    private readonly store: ConnectorStore,
    private readonly config: AppKitConfig,
    private readonly registry: ChainAdapterRegistry,
    lifecycle: Lifecycle,
  ) {
    lifecycle.add(() => this.stop());
  }

  start(): void {
    if (this.subscription || !this.config.enableEIP6963) return;
    this.subscription = combineLatest(this.discoveries.map((discovery) => discovery.wallets$)).subscribe((lists) => {
      // A wallet the integrator excluded (by rdns or name) is neither listed nor connectable. A
      // wallet's side on a family the site did not configure is left out too (EIP-6963 listens on every
      // site): a multi-family wallet offers the site's families only, and on one family no choice at all.
      const wallets = lists.flat().filter((wallet) => this.registry.has(wallet.namespace) && !isExcludedWallet(wallet.info, this.config.excludeWalletIds));
      const providers = new Map<ChainNamespace, Map<string, WalletProvider>>();
      for (const wallet of wallets) {
        const byId = providers.get(wallet.namespace) ?? new Map<string, WalletProvider>();
        if (!byId.has(wallet.info.rdns)) byId.set(wallet.info.rdns, wallet.provider);
        providers.set(wallet.namespace, byId);
      }
      this.providers = providers;
      // One wallet announced on several chain families under one name is listed once.
      this.store.update({ connectors: mergeConnectors(wallets.map(toSummary)) });
      this.announced.next();
    });
    for (const discovery of this.discoveries) discovery.requestAnnouncements();
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    for (const discovery of this.discoveries) discovery.stop();
  }

  /** The wallet's provider on `namespace`, or on the first family it was announced for. */
  provider(connectorId: string, namespace?: ChainNamespace): WalletProvider | undefined {
    if (namespace) return this.providers.get(namespace)?.get(connectorId);
    for (const byId of this.providers.values()) {
      const found = byId.get(connectorId);
      if (found) return found;
    }
    return undefined;
  }

  /** The connector with this id (a merged connector's member included), on `namespace` when one is named. */
  summary(connectorId: string, namespace?: ChainNamespace): ConnectorSummary | undefined {
    for (const listed of this.store.getSnapshot().connectors) {
      for (const member of listed.connectors ?? [listed]) {
        if (member.id === connectorId && (!namespace || member.chain === namespace)) return member;
      }
    }
    return undefined;
  }

  /** Resolves with the provider once the wallet has announced itself, or undefined when `cancelled` fires first. */
  waitForProvider(connectorId: string, cancelled: Promise<void>, namespace?: ChainNamespace): Promise<WalletProvider | undefined> {
    const existing = this.provider(connectorId, namespace);
    if (existing) return Promise.resolve(existing);
    // Subscribed before asking: a wallet may announce itself at once.
    const found = firstValueFrom(merge(
      this.announced.pipe(map(() => this.provider(connectorId, namespace)), filter((provider) => provider !== undefined)),
      from(cancelled).pipe(map(() => undefined), catchError(() => EMPTY)),
    ));
    for (const discovery of this.discoveries) discovery.requestAnnouncements();
    return found;
  }
}

