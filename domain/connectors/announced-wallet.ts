// zod/mini: this schema runs on every page load, and the classic build costs ~20 KiB gzip more.
import * as z from 'zod/mini';
import type { ChainNamespace } from '../caip/caip.ts';
import { displayName } from '../format/display-name.ts';

/** EIP-6963 provider info. Announcements come from any script on the page, so they are checked. */
export const announcedWalletInfoSchema: z.ZodMiniType<AnnouncedWalletInfo> = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.maxLength(200_000), z.regex(/^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/)),
  rdns: z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)),
});

/** A wallet's EIP-6963 info, as it announced itself (checked, and its name made safe to show). */
export interface AnnouncedWalletInfo {
  /** The id the wallet gives this page load's announcement (a UUIDv4). */
  readonly uuid: string;
  /** The wallet's name as the modal shows it. */
  readonly name: string;
  /** The wallet's icon, a `data:` image URI (SVG, PNG, JPEG, WebP or GIF). */
  readonly icon: string;
  /** The wallet's reverse-DNS id (`io.metamask`), which stays the same across page loads. */
  readonly rdns: string;
}

export type ConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN' | 'ID_AUTH';

/**
 * A connector as the views list it; `id` is the rdns for announced wallets. A wallet
 * announced on several chain families under one name is one MULTI_CHAIN connector holding one
 * connector per chain.
 */
export interface ConnectorSummary {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly imageUrl?: string | undefined;
  readonly rdns?: string | undefined;
  readonly chain: ChainNamespace;
  readonly connectors?: readonly ConnectorSummary[];
}

/**
 * Returns the info when valid, else undefined (a bad announcement never poisons the list). The name
 * comes back as it may be shown: any script can announce, and a control or bidi override character
 * would make it read as another wallet's (one left empty by that is no name, so no wallet).
 */
export function parseAnnouncedWalletInfo(value: unknown): AnnouncedWalletInfo | undefined {
  const parsed = announcedWalletInfoSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const name = displayName(parsed.data.name);
  return name === '' ? undefined : { ...parsed.data, name };
}

