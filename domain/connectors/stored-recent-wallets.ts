import { MAX_FAMILY_IDS, MAX_RECENT_WALLETS, mergeRecentWallets, sameRecentWallet, type RecentWallet } from './recent-wallets.ts';

const MAX_FIELD = 256;
/** Stored lists longer than this are not read further: the first entries are the newest anyway. */
const MAX_SCANNED = 50;

function boundedString(value: unknown, min: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= MAX_FIELD;
}

/** The other families' ids when they read well; anything else is left out and the entry kept. */
function readFamilyIds(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.slice(0, MAX_FAMILY_IDS).filter((id) => boundedString(id, 1));
  return ids.length > 0 ? ids : undefined;
}

function readEntry(item: unknown): RecentWallet | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  try {
    const { id, name, rdns, familyIds } = item as Record<string, unknown>;
    if (!boundedString(id, 1) || !boundedString(name, 0)) return undefined;
    if (rdns !== undefined && !boundedString(rdns, 0)) return undefined;
    const others = readFamilyIds(familyIds);
    return { id, name, ...(rdns === undefined ? {} : { rdns }), ...(others ? { familyIds: others } : {}) };
  } catch {
    return undefined; // a throwing getter or proxy trap: drop the entry
  }
}

/**
 * Recent wallets read back from storage (any value: another tab or the host page may have written it).
 * Bad entries are dropped, at most MAX_RECENT_WALLETS kept. Earlier versions stored a multi-family
 * wallet once per family: such duplicates merge into the newest, which keeps the others' ids.
 * No zod here on purpose: this runs on page load, where bundle size counts.
 */
export function parseRecentWallets(stored: unknown): readonly RecentWallet[] {
  if (!Array.isArray(stored)) return [];
  const result: RecentWallet[] = [];
  for (const item of stored.slice(0, MAX_SCANNED)) {
    const wallet = readEntry(item);
    if (wallet === undefined) continue;
    const index = result.findIndex((kept) => sameRecentWallet(kept, wallet));
    if (index >= 0) result[index] = mergeRecentWallets(result[index] as RecentWallet, wallet);
    else if (result.length < MAX_RECENT_WALLETS) result.push(wallet);
  }
  return result;
}
