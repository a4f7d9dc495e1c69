import { type FlightScope, multiplyCents } from "@safar/domain";
import type { SupplierOffer, UnitFares } from "./supplier";

/** A markup rule as the repository gives it (see `markup_rules`). */
export interface MarkupRule {
  flightScope: number | null;
  origin: string | null;
  destination: string | null;
  airlineCode: string | null;
  /** Decimal percent string, e.g. "3.500". */
  percent: string;
  fixedCents: number;
  priority: number;
}

export interface MarkupContext {
  flightScope: number;
  origin: string;
  destination: string;
  airlineCode: string;
}

/**
 * The most specific rule that matches: every field a rule sets must match; a route counts 4, an
 * airline 2, a scope 1; ties go to the higher `priority`. Null when none matches.
 */
export function pickMarkupRule(rules: readonly MarkupRule[], context: MarkupContext): MarkupRule | null {
  let best: MarkupRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    if (rule.flightScope !== null && rule.flightScope !== context.flightScope) continue;
    if (rule.origin !== null && rule.origin !== context.origin) continue;
    if (rule.destination !== null && rule.destination !== context.destination) continue;
    if (rule.airlineCode !== null && rule.airlineCode !== context.airlineCode) continue;
    const score =
      (rule.origin !== null || rule.destination !== null ? 4 : 0) +
      (rule.airlineCode !== null ? 2 : 0) +
      (rule.flightScope !== null ? 1 : 0);
    if (score > bestScore || (score === bestScore && best && rule.priority > best.priority)) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** Percent on every fare, the fixed amount on adult and child fares (an infant pays the percent only). */
export function applyMarkup(fares: UnitFares, rule: MarkupRule | null): UnitFares {
  if (!rule) return fares;
  // percent × 10⁻² as a decimal string: no float ever touches the cents.
  const share = `${rule.percent}e-2`;
  return {
    adult: fares.adult + multiplyCents(fares.adult, share) + rule.fixedCents,
    child: fares.child + multiplyCents(fares.child, share) + rule.fixedCents,
    infant: fares.infant + multiplyCents(fares.infant, share),
  };
}

/** An offer's fares after the rule that matches its scope, route (first origin, last destination) and airline. */
export function markupForOffer(rules: MarkupRule[], offer: SupplierOffer, scope: FlightScope): UnitFares {
  const first = offer.groups[0];
  const last = offer.groups.at(-1)?.legs.at(-1);
  return applyMarkup(
    offer.fares,
    pickMarkupRule(rules, {
      flightScope: scope,
      origin: first?.legs[0]?.origin ?? "",
      destination: last?.destination ?? "",
      airlineCode: first?.marketingAirlineCode ?? "",
    }),
  );
}
