import { z } from './zod.ts';

/** A name-service record (`profile/account/{name}`, and each entry of `profile/reverse/{address}`). */
export const ApiNameRecordSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.array(z.record(z.string(), z.string())),
});

export type ApiNameRecord = z.infer<typeof ApiNameRecordSchema>;

export const ApiReverseLookupSchema = z.array(ApiNameRecordSchema);

/** `profile/suggestions/{name}`: spec §7 "response suggestions, each with name". */
export const ApiNameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});

export type ApiNameSuggestion = z.infer<typeof ApiNameSuggestionsSchema>['suggestions'][number];

/** `identity/{address}`: spec §7 identity (name, avatar). */
export const ApiIdentitySchema = z.object({
  name: z.string().nullish(),
  avatar: z.string().nullish(),
});

export type ApiIdentity = z.infer<typeof ApiIdentitySchema>;
