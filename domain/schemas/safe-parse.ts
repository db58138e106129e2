import en from 'zod/v4/locales/en.js';
import type { z } from './zod-mini.ts';

export type SafeParseOutcome<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly issue: string | undefined };

/*
 * The first issue's text goes to the developer (HttpError details, error causes), so it must read
 * "Invalid input: expected number, received string" rather than zod/mini's bare "Invalid input".
 * Passed with each parse rather than set in zod's config: a bundler may drop a config call from a
 * module whose only export is zod itself (the package declares no side effects), and the page's own
 * zod keeps whatever locale it chose. A message a schema sets itself still wins.
 */
const english = en().localeError;

/**
 * `schema.safeParse` that also survives values whose getters or proxy traps throw (zod lets those escape):
 * input from outside must never make a parser throw anything untyped.
 */
export function safeParse<S extends z.ZodMiniType>(schema: S, value: unknown): SafeParseOutcome<z.output<S>> {
  try {
    const parsed = schema.safeParse(value, { error: english });
    return parsed.success ? { success: true, data: parsed.data } : { success: false, issue: parsed.error.issues[0]?.message };
  } catch {
    return { success: false, issue: 'unreadable value' };
  }
}
