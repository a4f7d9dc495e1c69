import type { Locale } from "@safar/domain/site-config";
import { formatNumber } from "./format";
import { pluralKey } from "./plural";

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A counted phrase ("٣ ليالٍ", "2 rooms") in the language's plural form and digits (lib/plural). */
export function counted(t: T, base: string, n: number, locale: Locale): string {
  return t(pluralKey(base, n, locale), { n: formatNumber(n, locale) });
}
