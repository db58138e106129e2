import { RESTORE_KEYS } from './restore-keys.ts';

/**
 * What a storage answers for a key: the stored text, nothing, or a promise when the site's own
 * storage is asynchronous (its answer cannot be known before the page's first render).
 */
export type StoredText = string | null | undefined | Promise<string | null | undefined>;

/**
 * Whether the stored state holds something the page shows as soon as it can: a connection to restore,
 * an embedded wallet still signed in, or a network the visitor chose other than the site's default.
 * Without it, nothing the visitor sees depends on the core, which can wait for the page to be idle.
 * A storage that answers asynchronously or throws, or text that cannot be read, counts as holding something:
 * restoring late would show a returning visitor as signed out for a moment.
 */
export function storedStateToRestore(read: (key: string) => StoredText, defaultNetworkId: string | undefined): boolean {
  const parsed = (key: string): { readonly known: boolean; readonly value: unknown } => {
    let raw: StoredText;
    try {
      raw = read(key);
    } catch {
      return { known: false, value: undefined };
    }
    if (raw === null || raw === undefined) return { known: true, value: undefined };
    if (typeof raw !== 'string') return { known: false, value: undefined };
    try {
      return { known: true, value: JSON.parse(raw) as unknown };
    } catch {
      return { known: false, value: undefined };
    }
  };
  const namespaces = parsed(RESTORE_KEYS.connectedNamespaces);
  const status = parsed(RESTORE_KEYS.connectionStatus);
  const embedded = parsed(RESTORE_KEYS.emailLoginUsed);
  const network = parsed(RESTORE_KEYS.activeCaipNetworkId);
  if (![namespaces, status, embedded, network].every((entry) => entry.known)) return true;
  return (
    (Array.isArray(namespaces.value) && namespaces.value.length > 0) ||
    status.value === 'connected' ||
    embedded.value === true ||
    (typeof network.value === 'string' && network.value !== defaultNetworkId)
  );
}
