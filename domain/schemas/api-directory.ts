import { z } from './zod-mini.ts';
import { safeParse } from './safe-parse.ts';

/** The directory's certification badge; a search may ask for certified wallets only. */
export const WalletBadgeSchema = z.enum(['none', 'certified']);
export type WalletBadge = z.infer<typeof WalletBadgeSchema>;

/**
 * One wallet of the wallet directory's `getWallets` list, as AppKit types it (WcWallet): only id
 * and name are always there, every other field may be absent or null. Unknown fields are dropped.
 */
export const ApiWalletSchema = z.object({
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

export type ApiWallet = z.infer<typeof ApiWalletSchema>;

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
