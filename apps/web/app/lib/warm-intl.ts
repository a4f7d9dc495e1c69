/**
 * The first Intl.NumberFormat and the first Intl.DateTimeFormat a document makes are dear: ICU
 * loads its number and calendar data for that page, 25–35 ms on this machine (100–140 ms at
 * Lighthouse's 4× slower phone), whatever the language. Made during hydration (the first price or
 * date the page renders), they were most of hydration's long task: 124 of the hotel page's 149 ms
 * at 4×, 118 of the results page's 141 ms (decision 028).
 *
 * entry.client makes them here instead, each in a task of its own, while the page's translations
 * and split code load, and hydrates after them. Every formatter the page makes later costs about a
 * millisecond.
 */
import { BAGHDAD_TIME_ZONE, intlLocaleFor } from "@safar/domain/dates";
import { dateTimeFormat, numberFormat } from "@safar/domain/intl";
import type { Locale } from "@safar/domain/site-config";
import { yieldToBrowser } from "./yield-to-browser";

const LONG_DATE = { timeZone: BAGHDAD_TIME_ZONE, dateStyle: "long" } as const;

/** Makes the page's first number and date formatters, each in its own task; resolves after both. */
export async function warmIntl(locale: Locale): Promise<void> {
  const tag = intlLocaleFor(locale);
  await yieldToBrowser();
  numberFormat(tag).format(1);
  await yieldToBrowser();
  dateTimeFormat(tag, LONG_DATE).format(0);
}
