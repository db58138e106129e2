import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor, WalletProvider } from '../ports/chain-adapter.port.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { AppKitConfig } from '../config.ts';
import { Lifecycle } from '../lifecycle.ts';
import { LatestRequest, type RequestToken } from '../async/requests.ts';

/* The per-namespace registries the chain-touching capabilities share: each family's adapter and each namespace's live session. */

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

