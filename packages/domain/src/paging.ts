/**
 * Paged lists: the page number and size a list call takes (each refused with its key, spec-style:
 * PAGE_IS_INVALID, PAGE_SIZE_IS_INVALID) and the page it answers.
 */
import { z } from "zod";
import { UserMessageKey } from "./user-messages";

/** Pages 1 to `max` (a query string's text coerced), 1 when absent. */
export function pageNumberSchema(max: number) {
  const error = UserMessageKey.PAGE_IS_INVALID;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(1);
}

/** 1 to `max` items a page, `fallback` when absent. */
export function pageSizeSchema(max: number, fallback: number) {
  const error = UserMessageKey.PAGE_SIZE_IS_INVALID;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(fallback);
}

/** `{ items, total, page, pageSize }` of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
