/**
 * Pieces of the back office's input schemas (contracted hotels, visa products): text in the three
 * languages and whole numbers in a range, each refused by one message key.
 */
import { z } from "zod";

/** Text in the three languages, each at most `max` characters (and not empty when required). */
export function localizedInput(key: string, max: number, required: boolean) {
  const one = z
    .string({ message: key })
    .trim()
    .max(max, key)
    .refine((value) => !required || value.length > 0, key);
  return z.object({ ar: one, fa: one, en: one }, { message: key });
}

/** A whole number from `min` to `max`. */
export const wholeNumber = (key: string, min: number, max: number) =>
  z.number({ message: key }).int(key).min(min, key).max(max, key);
