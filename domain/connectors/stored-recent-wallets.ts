import { MAX_RECENT_WALLETS, type RecentWallet } from './recent-wallets.ts';

const MAX_FIELD = 256;
/** Stored lists longer than this are not read further: the first entries are the newest anyway. */
const MAX_SCANNED = 50;

function boundedString(value: unknown, min: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= MAX_FIELD;
}

function readEntry(item: unknown): RecentWallet | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  try {
    const { id, name, rdns } = item as Record<string, unknown>;
    if (!boundedString(id, 1) || !boundedString(name, 0)) return undefined;
    if (rdns !== undefined && !boundedString(rdns, 0)) return undefined;
    return rdns === undefined ? { id, name } : { id, name, rdns };
  } catch {
    return undefined; // a throwing getter or proxy trap: drop the entry
  }
}

/**
 * Recent wallets read back from storage (any value: another tab or the host page may have written it).
 * Bad entries are dropped, duplicates removed, at most MAX_RECENT_WALLETS kept. No zod here on purpose:
 * this runs on page load, where bundle size counts.
 */
export function parseRecentWallets(stored: unknown): readonly RecentWallet[] {
  if (!Array.isArray(stored)) return [];
  const result: RecentWallet[] = [];
  for (const item of stored.slice(0, MAX_SCANNED)) {
    const wallet = readEntry(item);
    if (wallet === undefined || result.some((kept) => kept.id === wallet.id)) continue;
    result.push(wallet);
    if (result.length === MAX_RECENT_WALLETS) break;
  }
  return result;
}
