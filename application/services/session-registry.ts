import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import { Lifecycle } from '../lifecycle.ts';

/**
 * The live side of each namespace's connection: the wallet provider, the stop function of its event
 * listeners, and an attempt counter. Every connect, restore and disconnect takes a new attempt, so a late
 * wallet answer belonging to an older attempt is recognised and dropped.
 */
@injectable()
export class SessionRegistry {
  private readonly attempts = new Map<ChainNamespace, number>();
  private readonly providers = new Map<ChainNamespace, WalletProvider>();
  private readonly watchers = new Map<ChainNamespace, () => void>();

  constructor(@inject(Lifecycle) lifecycle: Lifecycle) {
    // A destroyed instance stops listening to every wallet it still holds.
    lifecycle.add(() => {
      for (const stop of this.watchers.values()) stop();
      this.watchers.clear();
      this.providers.clear();
    });
  }

  nextAttempt(namespace: ChainNamespace): number {
    const next = (this.attempts.get(namespace) ?? 0) + 1;
    this.attempts.set(namespace, next);
    return next;
  }

  isCurrent(namespace: ChainNamespace, attempt: number): boolean {
    return this.attempts.get(namespace) === attempt;
  }

  provider(namespace: ChainNamespace): WalletProvider | undefined {
    return this.providers.get(namespace);
  }

  hold(namespace: ChainNamespace, provider: WalletProvider, stopWatching: () => void): void {
    this.watchers.get(namespace)?.();
    this.providers.set(namespace, provider);
    this.watchers.set(namespace, stopWatching);
  }

  /** Ends the namespace's session here (a new attempt, listeners off) and hands back its provider. */
  release(namespace: ChainNamespace): WalletProvider | undefined {
    this.nextAttempt(namespace);
    const provider = this.providers.get(namespace);
    this.watchers.get(namespace)?.();
    this.watchers.delete(namespace);
    this.providers.delete(namespace);
    return provider;
  }
}

