/**
 * The words and numbers of an e-ticket in one language, for ticket-view.ts: numbers, money (decimal
 * USD), dates and times in a given time zone, durations, cabin and passenger type names, the fare
 * rules as lines (refundability, then the cancellation fees) and the fare lines of the payment.
 */
import {
  AgeCategory,
  CabinClass,
  type FareRule,
  type FlightGroup,
  type FlightProposal,
  formatDate,
  formatMoney,
  fromCents,
  intlLocaleFor,
  type LocalizedText,
  sumCents,
  toCents,
} from "@safar/domain";
import { fillLabel, type TicketLabels, type TicketLocale } from "./ticket-labels";
import type { TicketJourneyView } from "./ticket-view-shapes";

const USD = { currencyCode: "USD" } as const;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: TicketLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleFor(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function numberIn(locale: TicketLocale, value: number): string {
  return numberFormat(locale, { useGrouping: false }).format(value);
}

export function moneyIn(locale: TicketLocale, amount: number): string {
  return formatMoney(amount, USD, { locale: intlLocaleFor(locale) });
}

export function localized(text: LocalizedText, locale: TicketLocale): string {
  return text[locale] || text.en;
}

export function dayAndDate(instant: string, locale: TicketLocale, timeZone: string): string {
  const weekday = formatDate(instant, locale, { weekday: "long", timeZone });
  const date = formatDate(instant, locale, { year: "numeric", month: "long", day: "numeric", timeZone });
  return `${weekday}${locale === "en" ? "," : "،"} ${date}`;
}

export function timeOf(instant: string, locale: TicketLocale, timeZone: string): string {
  return formatDate(instant, locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
}

export function durationText(minutes: number, locale: TicketLocale, labels: TicketLabels): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${numberIn(locale, h)} ${labels.hours}`);
  if (m > 0 || h === 0) parts.push(`${numberIn(locale, m)} ${labels.minutes}`);
  return parts.join(" ");
}

export function cabinText(cabin: FlightGroup["cabinClass"], labels: TicketLabels): string {
  if (cabin === CabinClass.Business) return labels.business;
  if (cabin === CabinClass.First) return labels.first;
  return labels.economy;
}

export function typeText(type: number, labels: TicketLabels): string {
  if (type === AgeCategory.Child) return labels.child;
  if (type === AgeCategory.Infant) return labels.infant;
  return labels.adult;
}

function percentIn(locale: TicketLocale, percent: number): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/** The rules of one fare, one line each. */
function ruleLines(rule: FareRule, locale: TicketLocale, labels: TicketLabels): string[] {
  const lines = [
    `${rule.refundable ? labels.refundable : labels.nonRefundable} · ${rule.changeable ? labels.changeable : labels.notChangeable}`,
  ];
  // A non-refundable fare has no fees to list: nothing is refunded whenever it is cancelled.
  if (!rule.refundable) return lines;
  const penalties = [...rule.cancellationPenalties].sort(
    (a, b) => b.fromHoursBeforeDeparture - a.fromHoursBeforeDeparture,
  );
  penalties.forEach((penalty, index) => {
    const percent = percentIn(locale, penalty.penaltyPercent);
    if (penalty.fromHoursBeforeDeparture > 0) {
      lines.push(
        fillLabel(labels.penaltyFrom, { hours: numberIn(locale, penalty.fromHoursBeforeDeparture), percent }),
      );
    } else if (index > 0) {
      const previous = penalties[index - 1]?.fromHoursBeforeDeparture ?? 0;
      lines.push(fillLabel(labels.penaltyUntil, { hours: numberIn(locale, previous), percent }));
    } else {
      lines.push(fillLabel(labels.penaltyAny, { percent }));
    }
  });
  lines.push(labels.noRefundAfterDeparture);
  return lines;
}

export function fareRuleSummary(
  rules: FareRule[] | undefined,
  journeys: TicketJourneyView[],
  groups: FlightGroup[],
  locale: TicketLocale,
  labels: TicketLabels,
): string[] {
  if (!rules || rules.length === 0) return [labels.rulesNotAvailable];
  // Rules of the groups on this ticket (matched by route and flight number), else all given.
  const matching = rules.filter((rule) =>
    groups.some(
      (g) =>
        g.origin === rule.origin &&
        g.destination === rule.destination &&
        g.flightNumber === rule.flightNumber,
    ),
  );
  const shown = matching.length > 0 ? matching : rules;
  const key = (rule: FareRule) =>
    JSON.stringify([rule.refundable, rule.changeable, rule.cancellationPenalties]);
  const distinct = new Set(shown.map(key));
  if (distinct.size === 1 && shown[0]) return ruleLines(shown[0], locale, labels);
  return shown.flatMap((rule) => {
    const title =
      journeys.find((j) => j.route.includes(`(${rule.origin})`) && j.route.includes(`(${rule.destination})`))
        ?.title ?? `${rule.origin} - ${rule.destination}`;
    return ruleLines(rule, locale, labels).map((line, index) => (index === 0 ? `${title}: ${line}` : line));
  });
}

export function paymentLines(
  proposals: FlightProposal[],
  totalAmount: number,
  locale: TicketLocale,
  labels: TicketLabels,
) {
  const byType = new Map<number, { count: number; cents: number }>();
  for (const proposal of proposals) {
    for (const price of proposal.prices) {
      if (price.count <= 0) continue;
      const entry = byType.get(price.paxType) ?? { count: price.count, cents: 0 };
      entry.count = Math.max(entry.count, price.count);
      entry.cents += toCents(price.totalPrice);
      byType.set(price.paxType, entry);
    }
  }
  const entries = [...byType].sort(([a], [b]) => a - b);
  // Shown only when they add up to what was charged (a re-priced order keeps just the total).
  if (sumCents(entries.map(([, e]) => e.cents)) !== toCents(totalAmount)) return [];
  return entries.map(([type, entry]) => ({
    label: `${labels.fare}: ${typeText(type, labels)} × ${numberIn(locale, entry.count)}`,
    amount: moneyIn(locale, fromCents(entry.cents)),
  }));
}
