import { BehaviorSubject } from 'rxjs';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../../domain/connectors/announced-wallet.ts';
import { read } from './bitcoin-wallet-answers.ts';
import { satsConnectProvider, type SatsConnectProviderLike } from './sats-connect-provider.ts';
import { unisatProvider } from './unisat-provider.ts';

// Neither provider carries an icon: these plain marks stand in until the wallet list has its own images.
const XVERSE_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iNiIvPjxwYXRoIGQ9Ik05IDlsMTQgMTRNMjMgOUw5IDIzIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMyIvPjwvc3ZnPg==';
const UNISAT_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iNiIgZmlsbD0iI2Y3OTMxYSIvPjxwYXRoIGQ9Ik0xMCA4djEwYTYgNiAwIDAgMCAxMiAwVjgiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIzIiBmaWxsPSJub25lIi8+PC9zdmc+';

function hasMethod(target: unknown, name: string): boolean {
  return typeof read(target, name) === 'function';
}

/** Xverse's sats-connect provider: `window.XverseProviders.BitcoinProvider`, or the older `window.BitcoinProvider`. */
function xverseOf(page: unknown): AnnouncedWallet | undefined {
  const provider = [read(read(page, 'XverseProviders'), 'BitcoinProvider'), read(page, 'BitcoinProvider')].find((item) => hasMethod(item, 'request'));
  const info = parseAnnouncedWalletInfo({ uuid: 'xverse-bitcoin', name: 'Xverse', icon: XVERSE_ICON, rdns: 'com.xverse' });
  return provider && info ? { info, provider: satsConnectProvider(provider as SatsConnectProviderLike), namespace: 'bip122' } : undefined;
}

function unisatOf(page: unknown): AnnouncedWallet | undefined {
  const unisat = read(page, 'unisat');
  const info = parseAnnouncedWalletInfo({ uuid: 'unisat-bitcoin', name: 'Unisat', icon: UNISAT_ICON, rdns: 'io.unisat' });
  return hasMethod(unisat, 'requestAccounts') && info ? { info, provider: unisatProvider(unisat as object), namespace: 'bip122' } : undefined;
}

/**
 * Bitcoin wallets that inject a global instead of announcing themselves (Xverse's sats-connect provider,
 * Unisat). Read when the modal asks for wallets and again once the page has loaded, since an extension
 * may inject after the first script ran. Any getter may throw: such a wallet is left out.
 */
export function createInjectedBitcoinDiscovery(page: () => unknown = () => (typeof window === 'undefined' ? undefined : window)): WalletDiscoveryPort {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  let stopLoad: (() => void) | undefined;
  const scan = (): void => {
    const current = wallets.getValue();
    const found = [xverseOf(page()), unisatOf(page())].filter((item): item is AnnouncedWallet => item !== undefined);
    // A wallet listed once keeps its provider object: the core may already hold it.
    const fresh = found.filter((item) => !current.some((known) => known.info.rdns === item.info.rdns));
    if (fresh.length > 0) wallets.next([...current, ...fresh]);
  };
  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements() {
      scan();
      const target = page();
      if (stopLoad || typeof (target as Window | undefined)?.addEventListener !== 'function') return;
      const onLoad = (): void => scan();
      (target as Window).addEventListener('load', onLoad);
      stopLoad = () => (target as Window).removeEventListener('load', onLoad);
    },
    stop() {
      stopLoad?.();
      stopLoad = undefined;
    },
  };
}
