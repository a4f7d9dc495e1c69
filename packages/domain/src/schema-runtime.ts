import { z } from "zod";

/** What `sliced` gives: the schema's own result, reached a slice of the list at a time. */
export type SlicedParser<T> = { parse(input: unknown): Promise<T> };

/**
 * A parser for an object with one long list (the results' 2,000 proposals): the object without
 * the list at once, then the list's items `size` at a time, awaiting `pause()` before each slice so a
 * browser can paint and answer input (the parse is never one long task, nor part of the task that
 * read the JSON: 25 proposals take 10–20 ms on Lighthouse's 4× slower phone, 100 took 40–80). The result equals
 * `schema.parse(input)`; an item's error carries its path (`proposals.12.seat`) as the schema's
 * would. The list itself may have no checks of its own (`.min()`): they would be skipped.
 */
export function sliced<S extends z.ZodObject, K extends keyof S["shape"] & string>(
  schema: S,
  key: K,
  pause: () => Promise<void>,
  size = 25,
): SlicedParser<z.infer<S>> {
  const list = schema.shape[key];
  if (!(list instanceof z.ZodArray) || (list._zod.def.checks?.length ?? 0) > 0) {
    throw new Error(`sliced: ${key} must be a plain array`);
  }
  const rest = schema.omit({ [key]: true } as never);
  const item = list.element as z.ZodType;
  return {
    async parse(input) {
      const items = (input as Record<string, unknown> | null)?.[key];
      // Not an object or no list: the schema's own error.
      if (!Array.isArray(items)) return schema.parse(input);
      const head = rest.parse(input) as Record<string, unknown>;
      const parsed: unknown[] = [];
      for (let start = 0; start < items.length; start += size) {
        await pause();
        for (let i = start; i < Math.min(start + size, items.length); i++) {
          const result = item.safeParse(items[i]);
          if (!result.success) {
            throw new z.ZodError(
              result.error.issues.map((issue: z.core.$ZodIssue) => ({
                ...issue,
                path: [key, i, ...issue.path],
              })),
            );
          }
          parsed.push(result.data);
        }
      }
      return { ...head, [key]: parsed } as z.infer<S>;
    },
  };
}
