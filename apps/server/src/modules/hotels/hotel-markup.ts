/**
 * The operator's hotel markup (issue 14): the most specific active rule that matches a rate's
 * supplier, country, city and stars adds a percent of the stay and/or a fixed amount per room and
 * night. Applied by the search service to every rate a supplier answers (the search, the hotel page
 * and the re-check before booking price alike), so what the customer sees is what the order costs.
 */
import { fromCents, type HotelRate, multiplyCents, toCents } from "@safar/domain";

/** A rule as the repository gives it (see `hotel_markup_rules`). */
export interface HotelMarkupRule {
  supplier: string | null;
  countryCode: string | null;
  cityCode: string | null;
  stars: number | null;
  /** Decimal percent string, e.g. "3.500". */
  percent: string;
  fixedCentsPerRoomNight: number;
  priority: number;
}

/** What a rate is matched by: its supplier, and its property's country, city and stars. */
export interface HotelMarkupContext {
  supplier: string;
  countryCode: string;
  cityCode: string;
  stars: number;
}

/**
 * The most specific rule whose every set field matches: a city counts 8, a country 4, stars 2, a
 * supplier 1; ties go to the higher `priority`. Null when none matches.
 */
export function pickHotelMarkupRule(
  rules: readonly HotelMarkupRule[],
  context: HotelMarkupContext,
): HotelMarkupRule | null {
  let best: HotelMarkupRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    if (rule.supplier !== null && rule.supplier !== context.supplier) continue;
    if (rule.countryCode !== null && rule.countryCode !== context.countryCode) continue;
    if (rule.cityCode !== null && rule.cityCode !== context.cityCode) continue;
    if (rule.stars !== null && rule.stars !== context.stars) continue;
    const score =
      (rule.cityCode !== null ? 8 : 0) +
      (rule.countryCode !== null ? 4 : 0) +
      (rule.stars !== null ? 2 : 0) +
      (rule.supplier !== null ? 1 : 0);
    if (score > bestScore || (score === bestScore && best && rule.priority > best.priority)) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A rate with the rule's markup: the total gets the percent and the fixed amount for every room and
 * night; the price per night follows; each cancellation penalty grows in the same proportion as the
 * total (a penalty of the whole stay stays the whole stay). Taxes and what is due at the hotel are
 * the hotel's and do not change. A rate paid at the hotel is never marked up: the hotel charges its
 * own price there.
 */
export function applyHotelMarkup(
  rate: HotelRate,
  rule: HotelMarkupRule | null,
  stay: { nights: number; rooms: number },
): HotelRate {
  if (!rule || rate.payAtHotel) return rate;
  const total = toCents(rate.totalPrice);
  const added =
    multiplyCents(total, `${rule.percent}e-2`) + rule.fixedCentsPerRoomNight * stay.rooms * stay.nights;
  if (added === 0 || total === 0) return rate;
  const marked = total + added;
  return {
    ...rate,
    totalPrice: fromCents(marked),
    perNight: fromCents(Math.round(marked / Math.max(1, stay.nights))),
    penalties: rate.penalties.map((penalty) => ({
      ...penalty,
      amount: fromCents(Math.min(marked, Math.round((toCents(penalty.amount) * marked) / total))),
    })),
  };
}

/** Every rate of a property marked up by the rule that matches it, cheapest first again. */
export function markUpRates(
  rates: readonly HotelRate[],
  rules: readonly HotelMarkupRule[],
  property: Omit<HotelMarkupContext, "supplier">,
  stay: { nights: number; rooms: number },
): HotelRate[] {
  if (rules.length === 0) return [...rates];
  return rates
    .map((rate) =>
      applyHotelMarkup(rate, pickHotelMarkupRule(rules, { ...property, supplier: rate.supplier }), stay),
    )
    .sort((a, b) => a.totalPrice - b.totalPrice);
}
