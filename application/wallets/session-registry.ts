import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import { Lifecycle } from '../lifecycle.ts';
import { LatestRequest, type RequestToken } from '../async/latest-request.ts';

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

