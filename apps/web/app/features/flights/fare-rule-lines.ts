/**
 * The fare rules of one fare as lines a customer reads: refundable or not, changeable or not, and,
 * for a refundable fare only, the cancellation fee of each notice period ("less than 3 hours before
 * departure: 70 %"). A non-refundable fare lists no fees: there is nothing to refund.
 * The e-ticket words its rules the same way (server tickets/ticket-view-text.ts).
 */
import type { FareRule } from "@safar/domain/flights";
import { numberFormat } from "@safar/domain/intl";
import type { Locale } from "@safar/domain/site-config";

type Translate = (key: string, vars?: Record<string, string>) => string;

export function fareRuleLines(
  rule: Pick<FareRule, "refundable" | "changeable" | "cancellationPenalties">,
  locale: Locale,
  t: Translate,
): { summary: string; fees: string[] } {
  const summary = `${rule.refundable ? t("flights.refundable") : t("flights.nonRefundable")} · ${
    rule.changeable ? t("flights.changeable") : t("flights.notChangeable")
  }`;
  if (!rule.refundable) return { summary, fees: [] };
  const hours = numberFormat(locale);
  const percent = numberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const tiers = [...rule.cancellationPenalties].sort(
    (a, b) => b.fromHoursBeforeDeparture - a.fromHoursBeforeDeparture,
  );
  const fees = tiers.map((tier, index) => {
    const vars = { percent: percent.format(tier.penaltyPercent / 100) };
    if (tier.fromHoursBeforeDeparture > 0)
      return t("flights.penaltyFrom", { ...vars, hours: hours.format(tier.fromHoursBeforeDeparture) });
    const previous = tiers[index - 1];
    return previous
      ? t("flights.penaltyUntil", { ...vars, hours: hours.format(previous.fromHoursBeforeDeparture) })
      : t("flights.penaltyAny", vars);
  });
  return { summary, fees: [...fees, t("flights.noRefundAfterDeparture")] };
}
