import { WALLET_CONNECT_CONNECTOR_ID } from './connector-ids.ts';
import { connectorMergeName } from './merge-connectors.ts';

/** At most 2 recent wallets are kept. */
export const MAX_RECENT_WALLETS = 2;
/** One id per chain family at most (five families), so a stored entry stays small whatever was written. */
export const MAX_FAMILY_IDS = 4;

/** Recent wallet. */
export interface RecentWallet {
  readonly id: string;
  readonly rdns?: string | undefined;
  readonly name: string;
  /**
   * The connector ids the same wallet had on the other chain families it was connected on (a wallet
   * serving EVM and Solana is `dev.example` on one and `wallet-standard.example` on the other), so the
   * one entry still finds the live wallet on whichever family this page offers.
   */
  readonly familyIds?: readonly string[] | undefined;
}

/**
 * Whether two recent entries are one wallet. A wallet that serves several chain families has one
 * connector id per family, so the id alone would list it once per family; like the Connect view's
 * merge across families, its name makes it one. Only wallets the visitor connected reach
 * this list, so a look-alike name can at most merge with an entry the visitor connected earlier, and
 * the entry still finds the wallet it was last connected with first (`recentEntries`).
 */
export function sameRecentWallet(a: RecentWallet, b: RecentWallet): boolean {
  if (a.id === b.id) return true;
  if (a.rdns !== undefined && a.rdns !== '' && a.rdns === b.rdns) return true;
  // A plain QR pairing carries the phone wallet's name: it is not the browser wallet of that name.
  if (a.id === WALLET_CONNECT_CONNECTOR_ID || b.id === WALLET_CONNECT_CONNECTOR_ID) return false;
  return a.name !== '' && connectorMergeName(a.name) === connectorMergeName(b.name);
}

/** Every connector id an entry knows its wallet by: its own first. */
export function recentWalletIds(wallet: RecentWallet): readonly string[] {
  return [wallet.id, ...(wallet.familyIds ?? [])];
}

/** `newer` standing for both: its id, name and rdns, and every other id either knew. */
export function mergeRecentWallets(newer: RecentWallet, older: RecentWallet): RecentWallet {
  const familyIds = [...new Set([...recentWalletIds(newer), ...recentWalletIds(older)])].filter((id) => id !== newer.id).slice(0, MAX_FAMILY_IDS);
  const { familyIds: _dropped, ...rest } = newer;
  return familyIds.length > 0 ? { ...rest, familyIds } : rest;
}

/** Newest first, no duplicates (the same wallet on another chain family counts as one), at most MAX_RECENT_WALLETS. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): readonly RecentWallet[] {
  const merged = list.filter((item) => sameRecentWallet(item, wallet)).reduce(mergeRecentWallets, wallet);
  return [merged, ...list.filter((item) => !sameRecentWallet(item, wallet))].slice(0, MAX_RECENT_WALLETS);
}
