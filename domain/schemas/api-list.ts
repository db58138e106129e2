import { z } from './zod-mini.ts';

/**
 * A list from a remote service whose items are checked one by one: an item that does not fit is
 * dropped, the rest are kept. One odd token or transaction must not blank a whole balance or history.
 */
export function tolerantList<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values: unknown[]) =>
      values.flatMap((value): z.output<Item>[] => {
        try {
          const parsed = item.safeParse(value);
          return parsed.success ? [parsed.data] : [];
        } catch {
          // A value whose getters throw is as unusable as a wrong shape.
          return [];
        }
      }),
    ),
  );
}
