import { isAccountAddress } from '../domain/address/address.ts';
import { displayableImageUrl } from '../domain/format/image-url.ts';
import type { ConfiguredTokens } from './config.ts';

/** The most tokens the option keeps: one per network, and no site lists thousands of networks. */
const MAX_TOKENS = 500;
/** CAIP-2: a namespace of 3 to 8 characters, a reference of 1 to 32. */
const CAIP_NETWORK_ID = /^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$/;

/**
 * The `tokens` option from untyped JavaScript: entries keyed by a CAIP-2 id whose address is one of
 * that family's; an image only as an address an `<img>` may load (see displayableImageUrl). Anything else is left out, not thrown.
 */
export function configuredTokens(value: unknown): ConfiguredTokens {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value as Record<string, unknown>).slice(0, MAX_TOKENS).flatMap(([id, entry]) => {
    const namespace = CAIP_NETWORK_ID.exec(id)?.[1];
    if (namespace === undefined || typeof entry !== 'object' || entry === null) return [];
    const { address, image } = entry as { address?: unknown; image?: unknown };
    if (!isAccountAddress(namespace, address)) return [];
    const shown = typeof image === 'string' ? displayableImageUrl(image) : undefined;
    return [[id, shown === undefined ? { address } : { address, image: shown }] as const];
  });
  return Object.fromEntries(entries);
}

