import { z } from './zod-mini.ts';
import { safeParse } from './safe-parse.ts';

/** The directory's certification badge; a search may ask for certified wallets only. */
export const WalletBadgeSchema = z.enum(['none', 'certified']) satisfies z.ZodMiniType<WalletBadge>;
/** The directory's certification badge: `certified` for a wallet WalletConnect certified, else `none`. */
export type WalletBadge = 'none' | 'certified';

/** A provider a wallet injects into the page, as the directory lists it. */
export interface ApiWalletInjection {
  /** The chain family the provider serves (`eip155`, `solana`, …). */
  readonly namespace?: string | null | undefined;
  /** The flag or id the injected provider is known by (e.g. `isMetaMask`). */
  readonly injected_id?: string | null | undefined;
}

/**
 * One wallet of the wallet directory's `getWallets` list, as AppKit types it (WcWallet): only id
 * and name are always there, every other field may be absent or null.
 */
export interface ApiWallet {
  /** The wallet's id in the directory (64 hex digits in WalletConnect's explorer). */
  readonly id: string;
  /** The wallet's name as the modal shows it. */
  readonly name: string;
  /** `certified` when WalletConnect certified the wallet; a search may ask for certified wallets only. */
  readonly badge_type?: WalletBadge | null | undefined;
  /** The wallet's own site. */
  readonly homepage?: string | null | undefined;
  /** The id of the wallet's logo in the directory's image service. */
  readonly image_id?: string | null | undefined;
  /** A logo URL the directory gives directly, when it does. */
  readonly image_url?: string | null | undefined;
  /** The wallet's place in the directory's ranking. */
  readonly order?: number | null | undefined;
  /** The reverse-DNS id the wallet announces itself with in the page (EIP-6963), which ties its directory entry to it. */
  readonly rdns?: string | null | undefined;
  /** The universal link WalletConnect's link mode sends requests through. */
  readonly link_mode?: string | null | undefined;
  /** The deep or universal link that opens the wallet's mobile app with a pairing. */
  readonly mobile_link?: string | null | undefined;
  /** The deep link that opens the wallet's desktop app with a pairing. */
  readonly desktop_link?: string | null | undefined;
  /** The web wallet's URL, opened with a pairing. */
  readonly webapp_link?: string | null | undefined;
  /** The wallet's App Store page. */
  readonly app_store?: string | null | undefined;
  /** The wallet's Google Play page. */
  readonly play_store?: string | null | undefined;
  /** The wallet's Chrome Web Store page (its browser extension). */
  readonly chrome_store?: string | null | undefined;
  /** The networks the wallet supports, as CAIP-2 ids. */
  readonly chains?: readonly string[] | null | undefined;
  /** The providers the wallet injects into the page. */
  readonly injected?: readonly ApiWalletInjection[] | null | undefined;
}

/** The schema of one directory wallet; unknown fields are dropped. */
export const ApiWalletSchema: z.ZodMiniType<ApiWallet> = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  badge_type: z.catch(z.nullish(WalletBadgeSchema), undefined),
  homepage: z.nullish(z.string()),
  image_id: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  order: z.nullish(z.number()),
  rdns: z.nullish(z.string()),
  link_mode: z.nullish(z.string()),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
  app_store: z.nullish(z.string()),
  play_store: z.nullish(z.string()),
  chrome_store: z.nullish(z.string()),
  chains: z.nullish(z.array(z.string())),
  injected: z.nullish(z.array(z.object({ namespace: z.nullish(z.string()), injected_id: z.nullish(z.string()) }))),
});

/** The envelope of a `getWallets` answer; its items are checked one by one (parseWalletList). */
export const ApiWalletListSchema = z.object({
  count: z.int().check(z.nonnegative()),
  data: z.array(z.unknown()),
});

export interface ParsedWalletList {
  readonly count: number;
  readonly wallets: readonly ApiWallet[];
  /** Items left out because they did not fit ApiWalletSchema. */
  readonly dropped: number;
}

/**
 * A `getWallets` answer, or the reason it is not one. One malformed wallet is left out on its own:
 * it must not cost the visitor the other 39 of the page.
 */
export function parseWalletList(body: unknown): { readonly ok: true; readonly list: ParsedWalletList } | { readonly ok: false; readonly issue: string } {
  const envelope = safeParse(ApiWalletListSchema, body);
  if (!envelope.success) return { ok: false, issue: envelope.issue ?? 'not a wallet list' };
  const wallets: ApiWallet[] = [];
  for (const item of envelope.data.data) {
    const parsed = safeParse(ApiWalletSchema, item);
    if (parsed.success) wallets.push(parsed.data);
  }
  return { ok: true, list: { count: envelope.data.count, wallets, dropped: envelope.data.data.length - wallets.length } };
}

/** `projects/v1/origins`: the origins a project allows. */
export const ApiAllowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) });

/** `getAnalyticsConfig`: whether the project lets the kit send analytics events. */
export const ApiAnalyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() });
