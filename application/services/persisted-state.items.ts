import { z } from '../../domain/schemas/zod-mini.ts';
import { CHAIN_NAMESPACES } from '../../domain/caip/caip.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';

/**
 * Shapes of the local-storage items that PersistedStateService reads. A stored value that does
 * not match its schema reads as absent (another version, a hand edit, a different library).
 */
const namespace = z.enum(CHAIN_NAMESPACES);
const text = z.string().check(z.minLength(1), z.maxLength(2048));

export const DeepLinkChoiceSchema = z.object({ href: text, name: text });
export type DeepLinkChoice = z.infer<typeof DeepLinkChoiceSchema>;

export const ConnectedNamespacesSchema = z.array(namespace);

export const ChainChoicesSchema = z.record(z.string().check(z.maxLength(100)), z.union([namespace, z.literal('all')]));

export const AccountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']);
export const PreferredAccountTypesSchema = z.partialRecord(namespace, AccountTypeSchema);
export type PreferredAccountTypes = z.infer<typeof PreferredAccountTypesSchema>;

export const StoredConnectionSchema = z.object({
  connectorId: text,
  accounts: z.array(z.object({ address: text, type: z.optional(AccountTypeSchema) })),
  caipNetworkId: z.optional(text),
});
export type StoredConnection = z.infer<typeof StoredConnectionSchema>;
export const ConnectionsSchema = z.partialRecord(namespace, z.array(StoredConnectionSchema));
export type StoredConnections = z.infer<typeof ConnectionsSchema>;

const BalanceEntrySchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});

/** The four caches (balance, native balance, name, identity), each keyed by address (or CAIP address), with its lifetime. */
export const CACHES = {
  balance: { key: STORAGE_KEYS.balanceCache, lifetime: 'portfolio', value: z.array(BalanceEntrySchema) },
  nativeBalance: {
    key: STORAGE_KEYS.nativeBalanceCache,
    lifetime: 'nativeBalance',
    value: z.object({ balance: z.string(), symbol: z.string() }),
  },
  name: { key: STORAGE_KEYS.nameCache, lifetime: 'name', value: z.string() },
  identity: {
    key: STORAGE_KEYS.identityCache,
    lifetime: 'identity',
    value: z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
  },
} as const;

export type CacheName = keyof typeof CACHES;
export type CacheValue<C extends CacheName> = z.infer<(typeof CACHES)[C]['value']>;

/** A cache on disk: entries by key, each stamped with the time it was written. */
export const CacheRecordSchema = z.record(z.string(), z.object({ timestamp: z.number(), value: z.unknown() }));

/** Embedded-wallet cache. */
export interface EmbeddedWalletCache {
  readonly loggedIn: boolean;
  readonly email: string | undefined;
  readonly lastChainId: string | number | undefined;
  readonly socialUsername: string | undefined;
}

export const EmailSchema = z.email().check(z.maxLength(320));
export const ChainIdSchema = z.union([z.string().check(z.minLength(1), z.maxLength(128)), z.int().check(z.nonnegative())]);
