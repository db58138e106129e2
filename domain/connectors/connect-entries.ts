import type { ApiWallet } from '../schemas/api-directory.ts';
import type { CustomWallet } from '../options/option-types.ts';
import type { ConnectorSummary } from './announced-wallet.ts';
import type { ConnectorGroup } from './connector-groups.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from './connector-ids.ts';
import { MAX_RECENT_WALLETS, recentWalletIds, type RecentWallet } from './recent-wallets.ts';

/** One row of the Connect view, by where the wallet comes from (which decides how it connects). */
export type ConnectEntry =
  /** Pairing by QR code with any wallet. */
  | { readonly kind: 'walletConnect' }
  /** A wallet in this browser (announced, injected or external): it connects directly. */
  | { readonly kind: 'announced'; readonly connector: ConnectorSummary }
  /** A wallet of the directory: it pairs through WalletConnect. */
  | { readonly kind: 'directory'; readonly wallet: ApiWallet }
  /** A wallet the site listed itself (`customWallets`). */
  | { readonly kind: 'custom'; readonly wallet: CustomWallet }
  /** A recent wallet found nowhere else now, known by id and name only: it pairs through WalletConnect. */
  | { readonly kind: 'remembered'; readonly wallet: RecentWallet };

export type GroupEntries = Readonly<Record<ConnectorGroup, readonly ConnectEntry[]>>;

/**
 * What makes two rows the same wallet: its id or its rdns. Names are left out on purpose: any page script
 * can announce a wallet under a famous name, and that must not hide the real one listed further down.
 */
export function entryKeys(entry: ConnectEntry): readonly string[] {
  switch (entry.kind) {
    case 'walletConnect':
      return [`id:${WALLET_CONNECT_CONNECTOR_ID}`];
    case 'announced':
      return (entry.connector.connectors ?? [entry.connector]).flatMap((member) => keysOf(member.id, member.rdns));
    case 'directory':
      return keysOf(entry.wallet.id, entry.wallet.rdns);
    case 'remembered':
      return [...keysOf(entry.wallet.id, entry.wallet.rdns), ...(entry.wallet.familyIds ?? []).map((id) => `id:${id}`)];
    case 'custom':
      return keysOf(entry.wallet.id, undefined);
  }
}

function keysOf(id: string, rdns: string | null | undefined): readonly string[] {
  return rdns ? [`id:${id}`, `rdns:${rdns}`] : [`id:${id}`];
}

/**
 * A wallet shown in one group is not repeated in a later one (recent before injected before featured ...,
 * in the order the groups show). Within a group every entry stays: its own source already made it unique.
 */
export function withoutRepeats(order: readonly ConnectorGroup[], entries: Readonly<Partial<Record<ConnectorGroup, readonly ConnectEntry[]>>>): GroupEntries {
  const seen = new Set<string>();
  const result: Partial<Record<ConnectorGroup, readonly ConnectEntry[]>> = {};
  for (const group of order) {
    const kept = (entries[group] ?? []).filter((entry) => !entryKeys(entry).some((key) => seen.has(key)));
    for (const entry of kept) for (const key of entryKeys(entry)) seen.add(key);
    result[group] = kept;
  }
  return { walletConnect: [], recent: [], injected: [], featured: [], custom: [], external: [], recommended: [], ...result };
}

export interface RecentSources {
  readonly announced: readonly ConnectorSummary[];
  readonly custom: readonly CustomWallet[];
  readonly directory: readonly ApiWallet[];
}

/**
 * Recent wallets (at most 2, newest first) as rows: each is shown as the live wallet it was (an
 * announced one connects directly again, a custom one keeps its links), else by its stored id and name.
 * A plain QR pairing with no wallet picked is no wallet to offer again: the WalletConnect row stands for it.
 * Two entries that turn out to be one live wallet (one connector holding both families) are one row.
 */
export function recentEntries(recent: readonly RecentWallet[], sources: RecentSources): readonly ConnectEntry[] {
  const rows = recent
    .filter((wallet) => wallet.id !== WALLET_CONNECT_CONNECTOR_ID)
    .slice(0, MAX_RECENT_WALLETS)
    .map((wallet): ConnectEntry => {
      const announced = announcedFor(wallet, sources.announced);
      if (announced) return { kind: 'announced', connector: announced };
      const ids = recentWalletIds(wallet);
      const custom = sources.custom.find((item) => ids.includes(item.id));
      if (custom) return { kind: 'custom', wallet: custom };
      const listed = sources.directory.find((item) => ids.includes(item.id));
      return listed ? { kind: 'directory', wallet: listed } : { kind: 'remembered', wallet };
    });
  const seen = new Set<string>();
  return rows.filter((row) => {
    const keys = entryKeys(row);
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

/** The live connector of a recent wallet: by the id it was last connected with first, then its other families' ids, then its rdns. */
function announcedFor(wallet: RecentWallet, announced: readonly ConnectorSummary[]): ConnectorSummary | undefined {
  const holds = (test: (member: ConnectorSummary) => boolean) => announced.find((connector) => (connector.connectors ?? [connector]).some(test));
  for (const id of recentWalletIds(wallet)) {
    const found = holds((member) => member.id === id);
    if (found) return found;
  }
  return wallet.rdns === undefined ? undefined : holds((member) => member.rdns === wallet.rdns);
}
