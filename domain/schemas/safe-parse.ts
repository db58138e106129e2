import type { z } from 'zod';

export type SafeParseOutcome<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly issue: string | undefined };

/**
 * `schema.safeParse` that also survives values whose getters or proxy traps throw (zod lets those escape):
 * input from outside must never make a parser throw anything untyped.
 */
export function safeParse<S extends z.ZodType>(schema: S, value: unknown): SafeParseOutcome<z.output<S>> {
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? { success: true, data: parsed.data } : { success: false, issue: parsed.error.issues[0]?.message };
  } catch {
    return { success: false, issue: 'unreadable value' };
  }
}
