import { BehaviorSubject } from 'rxjs';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../../domain/connectors/announced-wallet.ts';
import { keplrLocations, readAt, type KeplrInjectionPoint } from './keplr-injection-points.ts';
import { keplrProvider, type KeplrProvider } from './keplr-provider.ts';

/** Keplr-compatible wallets have no rdns; this zone holds the ids walletport gives them (`keplr-compatible.keplr`). */
const ID_ZONE = 'keplr-compatible';
/** What Keplr (and Leap, Cosmostation in Keplr mode) dispatch on `window` when the user switches key. */
const KEYSTORE_CHANGE = 'keplr_keystorechange';

interface Found {
  readonly wallet: AnnouncedWallet;
  readonly keplr: object;
  readonly wrapper: KeplrProvider;
}

/** Whether the object has the two calls every Keplr-compatible wallet has; a throwing getter is a no. */
function looksLikeKeplr(candidate: object): boolean {
  try {
    const record = candidate as Record<string, unknown>;
    return typeof record['enable'] === 'function' && typeof record['getKey'] === 'function';
  } catch {
    return false;
  }
}

/**
 * Cosmos wallets injected the Keplr way: `window.keplr`, `window.leap`, Cosmostation's
 * `window.cosmostation.providers.keplr` and the site's own points. Cosmos has no announce event, so the
 * points are read again whenever the modal asks wallets to announce themselves. Nothing is asked of a
 * wallet while listing it: its enable prompt waits for a connect.
 */
export function createKeplrDiscovery(extra: readonly KeplrInjectionPoint[] = []): WalletDiscoveryPort {
  const locations = keplrLocations(extra);
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  let found: Found[] = [];
  let stopListening: (() => void) | undefined;

  const scan = (): void => {
    const fresh: Found[] = [];
    for (const location of locations) {
      const keplr = readAt(window, location.path);
      // One object injected at two points (a wallet that also poses as Keplr) is one wallet, under its first name.
      if (!keplr || !looksLikeKeplr(keplr) || fresh.some((item) => item.keplr === keplr)) continue;
      const id = `${ID_ZONE}.${location.id}`;
      const kept = found.find((item) => item.keplr === keplr && item.wallet.info.rdns === id);
      if (kept) {
        fresh.push(kept);
        continue;
      }
      const info = parseAnnouncedWalletInfo({ uuid: id, name: location.name, icon: location.icon, rdns: id });
      if (!info) continue;
      const wrapper = keplrProvider(keplr);
      fresh.push({ keplr, wrapper, wallet: { info, provider: wrapper.provider, namespace: 'cosmos' } });
    }
    const changed = fresh.length !== found.length || fresh.some((item, index) => item !== found[index]);
    found = fresh;
    if (changed) wallets.next(fresh.map((item) => item.wallet));
  };

  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements() {
      if (typeof window === 'undefined') return;
      if (!stopListening) {
        const onKeystoreChange = (): void => {
          for (const item of found) item.wrapper.keystoreChanged();
        };
        // Keplr's docs say its object may appear only once the page has loaded: look again then.
        const onLoad = (): void => scan();
        window.addEventListener(KEYSTORE_CHANGE, onKeystoreChange);
        window.addEventListener('load', onLoad, { once: true });
        stopListening = () => {
          window.removeEventListener(KEYSTORE_CHANGE, onKeystoreChange);
          window.removeEventListener('load', onLoad);
        };
      }
      scan();
    },
    stop() {
      stopListening?.();
      stopListening = undefined;
    },
  };
}
