import type { MetaDescriptor } from "react-router";
import type { FlightQuery } from "../../lib/flight-search-params";
import { metaT, pageMeta } from "../../lib/meta";
import { resultsDescription, resultsTitle } from "./results-title";

type Matches = Parameters<typeof pageMeta>[0];

/** The results page's `<title>` and description (spec §2, issue 10): the route in the page's language. */
export function resultsPageMeta(
  matches: Matches,
  query: FlightQuery,
  names: Record<string, string>,
): MetaDescriptor[] {
  const { locale, t } = metaT(matches);
  const cityOf = (code: string) => names[code] ?? code;
  const translate = (key: string, vars?: Record<string, string>) => t(key, vars);
  return pageMeta(
    matches,
    "flightResults",
    {},
    {
      title: resultsTitle(query, cityOf, translate, locale, "document"),
      description: resultsDescription(query, cityOf, translate, locale),
    },
  );
}
