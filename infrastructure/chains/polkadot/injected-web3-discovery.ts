import { BehaviorSubject } from 'rxjs';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../../domain/connectors/announced-wallet.ts';
import { readMethod, readProperty } from './injected-web3.ts';
import { injectedWeb3Provider, type InjectedWeb3Connection, type InjectedWeb3Page } from './injected-web3-provider.ts';

/** Extensions have no rdns; this zone holds the ids walletport gives them (`injected-web3.talisman`). */
const ID_ZONE = 'injected-web3';
/** How many keys of `injectedWeb3` are looked at: a page script could add millions. */
const MAX_EXTENSIONS = 32;
/**
 * Extensions inject before page scripts run, but some (and some mobile in-app browsers) only once the
 * document has loaded: the list is read once more this long after the modal asks.
 */
export const LATE_INJECTION_MS = 1_000;

// The extensions' own names for the keys they inject under; any other key is shown title-cased.
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  nova: 'Nova Wallet',
  polkagate: 'PolkaGate',
};

// The protocol carries no icon: every extension gets the same neutral one.
const EXTENSION_ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23e6007a"/%3E%3Ccircle cx="16" cy="16" r="6" fill="%23fff"/%3E%3C/svg%3E';

/** The window parts the discovery reads; a test passes its own page. */
export interface InjectedWeb3Host {
  readonly injectedWeb3?: unknown;
  readonly document?: unknown;
  readonly location?: unknown;
  readonly localStorage?: unknown;
}

export function extensionDisplayName(key: string): string {
  if (Object.hasOwn(KNOWN_NAMES, key)) return KNOWN_NAMES[key] ?? key;
  return key
    .split(/[-_.\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

function connectorIdOf(key: string): string {
  return `${ID_ZONE}.${key.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'extension'}`;
}

/** The host's page: its title (else origin) as the name extensions show, its localStorage as memory. */
function pageOf(host: InjectedWeb3Host): InjectedWeb3Page {
  const storage = readProperty(host, 'localStorage');
  const memory = readMethod(storage, 'getItem') && readMethod(storage, 'setItem') && readMethod(storage, 'removeItem') ? (storage as Storage) : undefined;
  return {
    memory,
    dAppName() {
      const title = readProperty(readProperty(host, 'document'), 'title');
      const origin = readProperty(readProperty(host, 'location'), 'origin');
      const name = [title, origin].find((value): value is string => typeof value === 'string' && value.trim() !== '');
      return (name ?? 'walletport').trim().slice(0, 100);
    },
  };
}

/** The keys of `injectedWeb3` with an `enable` function, at most MAX_EXTENSIONS; none if reading throws. */
function injectedExtensions(host: InjectedWeb3Host): [string, unknown][] {
  const injected = readProperty(host, 'injectedWeb3');
  if (typeof injected !== 'object' || injected === null) return [];
  let keys: string[];
  try {
    keys = Object.keys(injected).slice(0, MAX_EXTENSIONS);
  } catch {
    return [];
  }
  return keys.flatMap((key): [string, unknown][] => {
    const extension = readProperty(injected, key);
    return key.length <= 100 && readMethod(extension, 'enable') ? [[key, extension]] : [];
  });
}

/**
 * Polkadot extensions injected at `window.injectedWeb3`, read when the modal asks (and once more a moment
 * later, for late injections). As with EIP-6963, the first extension seen under a key or a name keeps its
 * row: a script that replaces the entry later cannot take it over.
 */
export function createInjectedWeb3Discovery(host: InjectedWeb3Host = globalThis as InjectedWeb3Host): WalletDiscoveryPort {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const seenKeys = new Set<string>();
  const connections: InjectedWeb3Connection[] = [];
  const page = pageOf(host);
  let lateRead: ReturnType<typeof setTimeout> | undefined;

  const read = (): void => {
    const fresh: AnnouncedWallet[] = [];
    for (const [key, extension] of injectedExtensions(host)) {
      if (seenKeys.has(key)) continue;
      seenKeys.add(key);
      const id = connectorIdOf(key);
      const info = parseAnnouncedWalletInfo({ uuid: id, name: extensionDisplayName(key), icon: EXTENSION_ICON, rdns: id });
      const taken = (item: AnnouncedWallet): boolean => item.info.rdns === info?.rdns || item.info.name === info?.name;
      if (!info || wallets.getValue().some(taken) || fresh.some(taken)) continue;
      const connection = injectedWeb3Provider(key, extension, page);
      connections.push(connection);
      fresh.push({ info, provider: connection.provider, namespace: 'polkadot' });
    }
    if (fresh.length > 0) wallets.next([...wallets.getValue(), ...fresh]);
  };

  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements() {
      read();
      if (lateRead !== undefined) clearTimeout(lateRead);
      lateRead = setTimeout(() => {
        lateRead = undefined;
        read();
      }, LATE_INJECTION_MS);
    },
    stop() {
      if (lateRead !== undefined) clearTimeout(lateRead);
      lateRead = undefined;
      for (const connection of connections) connection.release();
    },
  };
}
