/** What the results filter panel can offer for a list of flight proposals, read from the list. */
import { type FilterableProposal, proposalFacts } from "./flight-proposal-facts";
import type { LocalizedText } from "./localized-text";

export interface FilterOptions {
  /** Airlines present, cheapest first, with their lowest adult fare and proposal count. */
  airlines: { code: string; name: LocalizedText; count: number; minAdultPrice: number }[];
  /** Bounds of the adult fare, null when there are no proposals. */
  adultPrice: { min: number; max: number } | null;
  duration: { min: number; max: number } | null;
  /** Every airport a leg touches, by code. */
  airports: { code: string; name: LocalizedText }[];
  /** The distinct stop counts present (outbound and returning apart). */
  stopsOutbound: number[];
  stopsReturning: number[];
  hasCharter: boolean;
  hasSystem: boolean;
}

/** What the filter panel can offer for a result list. */
export function filterOptionsFor(proposals: readonly FilterableProposal[]): FilterOptions {
  const airlines = new Map<string, FilterOptions["airlines"][number]>();
  const airports = new Map<string, LocalizedText>();
  const stopsOut = new Set<number>();
  const stopsBack = new Set<number>();
  // Plain numbers and one reused set: 2,000 proposals at once on a slow phone (no object per step).
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  let minDuration = Number.POSITIVE_INFINITY;
  let maxDuration = Number.NEGATIVE_INFINITY;
  let hasCharter = false;
  let hasSystem = false;
  const seen = new Set<string>();
  for (const p of proposals) {
    if (p.adultPrice < minPrice) minPrice = p.adultPrice;
    if (p.adultPrice > maxPrice) maxPrice = p.adultPrice;
    const d = p.totalDurationMinutes;
    if (d < minDuration) minDuration = d;
    if (d > maxDuration) maxDuration = d;
    if (p.isCharter) hasCharter = true;
    else hasSystem = true;
    (p.isReturning ? stopsBack : stopsOut).add(proposalFacts(p).stops);
    seen.clear();
    for (const g of p.flightGroups) {
      if (!seen.has(g.marketingAirlineCode)) {
        seen.add(g.marketingAirlineCode);
        const entry = airlines.get(g.marketingAirlineCode);
        if (entry) {
          entry.count += 1;
          entry.minAdultPrice = Math.min(entry.minAdultPrice, p.adultPrice);
        } else {
          airlines.set(g.marketingAirlineCode, {
            code: g.marketingAirlineCode,
            name: g.marketingAirlineName,
            count: 1,
            minAdultPrice: p.adultPrice,
          });
        }
      }
      for (const leg of g.flightLegs) {
        if (!airports.has(leg.origin)) airports.set(leg.origin, leg.originName);
        if (!airports.has(leg.destination)) airports.set(leg.destination, leg.destinationName);
      }
    }
  }
  const any = proposals.length > 0;
  const price = any ? { min: minPrice, max: maxPrice } : null;
  const duration = any ? { min: minDuration, max: maxDuration } : null;
  const numeric = (a: number, b: number) => a - b;
  return {
    airlines: [...airlines.values()].sort(
      (a, b) => a.minAdultPrice - b.minAdultPrice || a.code.localeCompare(b.code),
    ),
    adultPrice: price,
    duration,
    airports: [...airports]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    stopsOutbound: [...stopsOut].sort(numeric),
    stopsReturning: [...stopsBack].sort(numeric),
    hasCharter,
    hasSystem,
  };
}
