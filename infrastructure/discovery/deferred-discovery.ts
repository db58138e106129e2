import { loadOnce } from '../../application/async/load-once.ts';
import { BehaviorSubject, type Subscription } from 'rxjs';
import type { WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { AnnouncedWallet } from '../../application/ports/wallet-discovery.port.ts';

/**
 * A discovery whose code arrives by dynamic import (a chain family's own mechanism, such as the
 * Wallet Standard): it lists nothing until loaded, then follows the loaded one. Keeps that code and its
 * libraries out of the page's first JavaScript. A failed load lists nothing and is reported.
 */
export function deferredDiscovery(load: () => Promise<WalletDiscoveryPort>, onLoadError: (error: unknown) => void = () => undefined): WalletDiscoveryPort {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  // A later request may try again after a failed load (a chunk that failed on a flaky network).
  const loaded = loadOnce(() =>
    load().catch((error: unknown) => {
      onLoadError(error);
      throw error;
    }),
  );
  let subscription: Subscription | undefined;
  let stopped = false;

  const ensureLoaded = (): Promise<WalletDiscoveryPort | undefined> => loaded().catch(() => undefined);

  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements() {
      stopped = false;
      void ensureLoaded().then((inner) => {
        if (!inner || stopped) return;
        subscription ??= inner.wallets$.subscribe((list) => wallets.next(list));
        inner.requestAnnouncements();
      });
    },
    stop() {
      stopped = true;
      subscription?.unsubscribe();
      subscription = undefined;
      void loaded.peek()?.then((inner) => inner.stop(), () => undefined);
    },
  };
}
