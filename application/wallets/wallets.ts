import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { TOKENS } from '../tokens.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor, WalletProvider } from '../ports/chain-adapter.port.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { AppKitConfig } from '../config.ts';
import { Lifecycle } from '../lifecycle.ts';
import { LatestRequest, type RequestToken } from '../async/requests.ts';
import { catchError, combineLatest, EMPTY, filter, firstValueFrom, from, map, merge, Subject, type Subscription } from 'rxjs';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { mergeConnectors } from '../../domain/connectors/merge-connectors.ts';
import { isExcludedWallet } from '../../domain/connectors/visibility.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../ports/wallet-discovery.port.ts';
import { ConnectorStore } from '../stores/stores.ts';

/**
 * What every use case that touches a chain builds on: each family's adapter (loaded on first use), the
 * wallets discovery announces and the provider behind each, and the live session of each namespace.
 * Connect, network, balances, send, names, SIWX and WalletConnect all read these; none owns them.
 */
export const Wallets = defineCapability(
  'wallets',
  { runtime: RUNTIME, descriptors: TOKENS.ChainAdapters, discoveries: TOKENS.WalletDiscovery, remote: REMOTE_TOKENS.RemoteConfig },
  ({ runtime, descriptors, discoveries, remote }) => {
    const adapters = new ChainAdapterRegistry(descriptors, runtime.config, remote);
    return {
      adapters,
      connectors: new ConnectorService(discoveries, runtime.state.connectors, runtime.config, adapters, runtime.lifecycle),
      sessions: new SessionRegistry(runtime.lifecycle),
    };
  },
);
export type Wallets = CapabilityParts<typeof Wallets>;

/** Loads each configured namespace's adapter once, on first use (the chain SDK arrives with it). */
export class ChainAdapterRegistry {
  private readonly loading = new Map<ChainNamespace, Promise<ChainAdapter>>();

  constructor(
    private readonly descriptors: readonly ChainAdapterDescriptor[],
    private readonly config: AppKitConfig,
    private readonly remote: RemoteConfig,
  ) {}

  namespaces(): readonly ChainNamespace[] {
    return this.descriptors.map((descriptor) => descriptor.namespace);
  }

  has(namespace: ChainNamespace): boolean {
    return this.descriptors.some((descriptor) => descriptor.namespace === namespace);
  }

  load(namespace: ChainNamespace): Promise<ChainAdapter> {
    const cached = this.loading.get(namespace);
    if (cached) return cached;
    const descriptor = this.descriptors.find((item) => item.namespace === namespace);
    if (!descriptor) return Promise.reject(catalogueError('CHAIN_ADAPTER_NOT_FOUND', { details: namespace }));
    const context: ChainAdapterContext = {
      projectId: this.config.projectId,
      rpcHost: this.remote.endpoints.rpc,
      customRpcUrls: this.config.customRpcUrls,
    };
    const promise = descriptor.load(context).catch((error: unknown) => {
      // A failed chunk load must be retryable (flaky network), so it is not cached.
      this.loading.delete(namespace);
      throw error;
    });
    this.loading.set(namespace, promise);
    return promise;
  }
}

/**
 * The live side of each namespace's connection: the wallet provider, the stop function of its event
 * listeners, and its attempts. Every connect and restore starts a new attempt and a disconnect ends them,
 * so a late wallet answer belonging to an older attempt is recognised and dropped.
 */
export class SessionRegistry {
  private readonly attempts = new Map<ChainNamespace, LatestRequest>();
  private readonly providers = new Map<ChainNamespace, WalletProvider>();
  private readonly watchers = new Map<ChainNamespace, () => void>();

  constructor(lifecycle: Lifecycle) {
    // A destroyed instance stops listening to every wallet it still holds.
    lifecycle.add(() => {
      for (const stop of this.watchers.values()) stop();
      this.watchers.clear();
      this.providers.clear();
    });
  }

  /** Starts an attempt for the namespace; its earlier attempts stop being current. */
  nextAttempt(namespace: ChainNamespace): RequestToken {
    let attempts = this.attempts.get(namespace);
    if (!attempts) this.attempts.set(namespace, (attempts = new LatestRequest()));
    return attempts.start();
  }

  provider(namespace: ChainNamespace): WalletProvider | undefined {
    return this.providers.get(namespace);
  }

  hold(namespace: ChainNamespace, provider: WalletProvider, stopWatching: () => void): void {
    this.watchers.get(namespace)?.();
    this.providers.set(namespace, provider);
    this.watchers.set(namespace, stopWatching);
  }

  /** Ends the namespace's session here (its attempts ended, listeners off) and hands back its provider. */
  release(namespace: ChainNamespace): WalletProvider | undefined {
    this.attempts.get(namespace)?.cancel();
    const provider = this.providers.get(namespace);
    this.watchers.get(namespace)?.();
    this.watchers.delete(namespace);
    this.providers.delete(namespace);
    return provider;
  }
}

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

