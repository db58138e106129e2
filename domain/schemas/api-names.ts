import { tolerantList } from './api-list.ts';
import { z } from './zod-mini.ts';

/**
 * A name-service record (`profile/account/{name}`, each entry of `profile/reverse/{address}` and the
 * answer to a registration): times are RFC 3339 strings, `attributes` is null when the name has none,
 * and `addresses` is keyed by ENSIP-11 coin type ("60" for EVM mainnet).
 */
export const ApiNameRecordSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  attributes: z.nullish(z.record(z.string(), z.string())),
  addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.nullish(z.string()) })),
});

export type ApiNameRecord = z.infer<typeof ApiNameRecordSchema>;

/** `profile/account/{name}?apiVersion=2`: the record, or `[]` when the name is not registered. */
export const ApiNameLookupSchema = z.union([ApiNameRecordSchema, z.pipe(z.array(z.never()).check(z.length(0)), z.transform(() => undefined))]);

/** `profile/reverse/{address}?apiVersion=2`: `[]` when the address has no name; a malformed record is dropped. */
export const ApiReverseLookupSchema = tolerantList(ApiNameRecordSchema);

/** `profile/suggestions/{name}`: the answer holds `suggestions`, each with a `name`. */
export const ApiNameSuggestionsSchema = z.object({
  suggestions: tolerantList(z.object({ name: z.string(), registered: z.boolean() })),
});

export type ApiNameSuggestion = z.infer<typeof ApiNameSuggestionsSchema>['suggestions'][number];

/** `identity/{address}`: an address's identity (name, avatar). The service always sends both keys, null when unknown. */
export const ApiIdentitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  resolvedAt: z.nullish(z.string()),
});

export type ApiIdentity = z.infer<typeof ApiIdentitySchema>;
