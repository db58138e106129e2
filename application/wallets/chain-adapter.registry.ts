import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { ChainAdapter, ChainAdapterContext, ChainAdapterDescriptor } from '../ports/chain-adapter.port.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { AppKitConfig } from '../config.ts';

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

