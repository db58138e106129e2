
type Teardown = () => void;

/**
 * Everything an instance starts and must stop: store and signal subscriptions, wallet listeners,
 * discovery. Services hand their teardown here when they start something; `dispose()` (the
 * instance's destroy) runs them all, newest first, and a teardown that throws does not stop the rest.
 */
export class Lifecycle {
  private readonly teardowns = new Set<Teardown>();
  private disposedFlag = false;

  get disposed(): boolean {
    return this.disposedFlag;
  }

  /** Registers a teardown; after dispose it runs at once, so nothing started late outlives the instance. */
  add(teardown: Teardown): Teardown {
    if (this.disposedFlag) {
      runQuietly(teardown);
      return () => undefined;
    }
    this.teardowns.add(teardown);
    return () => {
      if (this.teardowns.delete(teardown)) runQuietly(teardown);
    };
  }

  /** For subscriptions shaped like RxJS's: keeps the subscription and releases it on dispose. */
  track(subscription: { unsubscribe(): void }): void {
    this.add(() => subscription.unsubscribe());
  }

  dispose(): void {
    if (this.disposedFlag) return;
    this.disposedFlag = true;
    const pending = [...this.teardowns].reverse();
    this.teardowns.clear();
    for (const teardown of pending) runQuietly(teardown);
  }

  get size(): number {
    return this.teardowns.size;
  }
}

function runQuietly(teardown: Teardown): void {
  try {
    teardown();
  } catch {
    // A failing teardown (a wallet's removeListener throwing) must not keep the others alive.
  }
}

