import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

/** One address a name points to. */
export interface ApiNameAddress {
  /** The address. */
  readonly address: string;
  /** When the address was added to the name, as an RFC 3339 time. */
  readonly created_at?: string | null | undefined;
}

/**
 * A name-service record (`profile/account/{name}`, each entry of `profile/reverse/{address}` and the
 * answer to a registration).
 */
export interface ApiNameRecord {
  /** The full name, e.g. `alice.wcn.id`. */
  readonly name: string;
  /** When the name was registered, as an RFC 3339 time. */
  readonly registered_at: string;
  /** When the record last changed, as an RFC 3339 time. */
  readonly updated_at: string;
  /** The name's text attributes (e.g. `bio`); null or absent when it has none. */
  readonly attributes?: Readonly<Record<string, string>> | null | undefined;
  /** The addresses the name points to, keyed by ENSIP-11 coin type (`"60"` for Ethereum mainnet). */
  readonly addresses: Readonly<Record<string, ApiNameAddress>>;
}

/** The schema of a name record. */
export const ApiNameRecordSchema: z.ZodMiniType<ApiNameRecord> = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  attributes: z.nullish(z.record(z.string(), z.string())),
  addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.nullish(z.string()) })),
});

/** `profile/account/{name}?apiVersion=2`: the record, or `[]` when the name is not registered. */
export const ApiNameLookupSchema = z.union([ApiNameRecordSchema, z.pipe(z.array(z.never()).check(z.length(0)), z.transform(() => undefined))]);

/** `profile/reverse/{address}?apiVersion=2`: `[]` when the address has no name; a malformed record is dropped. */
export const ApiReverseLookupSchema = tolerantList(ApiNameRecordSchema);

/** `profile/suggestions/{name}`: the answer holds `suggestions`, each with a `name`. */
export const ApiNameSuggestionsSchema = z.object({
  suggestions: tolerantList(z.object({ name: z.string(), registered: z.boolean() }) satisfies z.ZodMiniType<ApiNameSuggestion>),
});

/** A name like the one asked about, and whether someone holds it already. */
export interface ApiNameSuggestion {
  /** The suggested full name. */
  readonly name: string;
  /** True when the name is taken. */
  readonly registered: boolean;
}

/** `identity/{address}`: an address's identity (name, avatar). The service always sends both keys, null when unknown. */
export const ApiIdentitySchema: z.ZodMiniType<ApiIdentity> = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  resolvedAt: z.nullish(z.string()),
});

/** An address's identity, as the blockchain API's `identity/{address}` answers it. */
export interface ApiIdentity {
  /** The address's ENS name; null when it has none. */
  readonly name: string | null;
  /** The URL of the name's avatar; null when there is none. */
  readonly avatar: string | null;
  /** When the service resolved the identity, as an RFC 3339 time, when it says. */
  readonly resolvedAt?: string | null | undefined;
}
