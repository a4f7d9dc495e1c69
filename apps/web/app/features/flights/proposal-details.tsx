/**
 * Proposal details (spec §3 "Flight details"): every leg with Baghdad times, airline name and code,
 * flight number, aircraft, cabin, fare class, baggage, stops, remaining seats, provider, charter or
 * system, and the fare rules (GetFareRules). A sheet (ui/dialog): Back closes it (spec §2, `rqs`).
 */
import { formatDate } from "@safar/domain/dates";
import type { FareRule, FlightProposal } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useState } from "react";
import { clock, formatNumber, nameIn } from "../../lib/format";
import { duration } from "../../lib/format-duration";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";
import { fareRuleLines } from "./fare-rule-lines";
import { getFareRules } from "./flight-api";

export function ProposalDetails({
  proposal,
  locale,
  onClose,
}: {
  proposal: FlightProposal;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rules, setRules] = useState<
    { status: "loading" } | { status: "ready"; rules: FareRule[] } | { status: "error" }
  >({
    status: "loading",
  });

  useEffect(() => {
    const controller = new AbortController();
    getFareRules({ requestId: proposal.requestId, proposalId: proposal.proposalId }, controller.signal).then(
      (list) => setRules({ status: "ready", rules: list }),
      () => {
        if (!controller.signal.aborted) setRules({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [proposal]);

  const day = (iso: string) => formatDate(iso, locale, { weekday: "short", day: "numeric", month: "short" });
  const baggage = (b: { amount: number; unit: string }) =>
    `${formatNumber(b.amount, locale)} ${t(`flights.unit.${b.unit}`)}`;

  return (
    <Dialog
      variant="sheet"
      side="end"
      className="details-dialog"
      title={t("flights.detailsTitle")}
      closeLabel={t("flights.close")}
      onClose={onClose}
    >
      <dl className="details-facts">
        <div>
          <dt>{t("flights.flightKind")}</dt>
          <dd>{t(`flights.kind.${proposal.flightKind}`)}</dd>
        </div>
        <div>
          <dt>{t("flights.remainingSeats")}</dt>
          <dd>{proposal.seat === 0 ? t("flights.soldOut") : formatNumber(proposal.seat, locale)}</dd>
        </div>
        <div>
          <dt>{t("flights.provider")}</dt>
          <dd>{t(`flights.providerName.${proposal.flightKind === "charter" ? "charter" : "system"}`)}</dd>
        </div>
        <div>
          <dt>{t("flights.totalDuration")}</dt>
          <dd>{duration(proposal.totalDurationMinutes, locale, t)}</dd>
        </div>
      </dl>
      {proposal.flightGroups.map((group) => (
        <section key={`${group.origin}-${group.departureTime}`} className="details-group">
          <h3>
            {nameIn(group.originName, locale)} {t("flights.arrow")} {nameIn(group.destinationName, locale)}
          </h3>
          <dl className="details-facts">
            <div>
              <dt>{t("flights.airline")}</dt>
              <dd>
                {nameIn(group.marketingAirlineName, locale)} (<bdi>{group.marketingAirlineCode}</bdi>)
              </dd>
            </div>
            <div>
              <dt>{t("flights.cabinClass")}</dt>
              <dd>{t(`flights.cabin.${group.cabinClass}`)}</dd>
            </div>
            <div>
              <dt>{t("flights.fareClass")}</dt>
              <dd>
                <bdi>{group.fareClass}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t("flights.baggage")}</dt>
              <dd>{baggage(group.baggage)}</dd>
            </div>
            <div>
              <dt>{t("flights.stopsLabel")}</dt>
              <dd>{group.stops === 0 ? t("flights.direct") : formatNumber(group.stops, locale)}</dd>
            </div>
          </dl>
          <ol className="legs">
            {group.flightLegs.map((leg) => (
              <li key={`${leg.flightNumber}-${leg.departureTime}`} className="leg">
                <p className="leg__title">
                  <bdi className="flight-number" dir="ltr">
                    {leg.flightNumber}
                  </bdi>{" "}
                  · {leg.aircraft} · {duration(leg.durationMinutes, locale, t)}
                </p>
                <p>
                  <time dateTime={leg.departureTime}>
                    {day(leg.departureTime)} {clock(leg.departureTime, locale)}
                  </time>{" "}
                  {nameIn(leg.originName, locale)} (<bdi>{leg.origin}</bdi>)
                </p>
                <p>
                  <time dateTime={leg.arrivalTime}>
                    {day(leg.arrivalTime)} {clock(leg.arrivalTime, locale)}
                  </time>{" "}
                  {nameIn(leg.destinationName, locale)} (<bdi>{leg.destination}</bdi>)
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section className="details-group">
        <h3>{t("flights.fareRules")}</h3>
        {rules.status === "loading" ? <p>{t("common.loading")}</p> : null}
        {rules.status === "error" ? <p>{t("GENERIC_ERROR")}</p> : null}
        {rules.status === "ready"
          ? rules.rules.map((rule) => {
              const lines = fareRuleLines(rule, locale, t);
              return (
                <div key={`${rule.origin}-${rule.flightNumber}`} className="fare-rule">
                  <p className="leg__title">
                    <bdi>{rule.origin}</bdi> {t("flights.arrow")} <bdi>{rule.destination}</bdi> ·{" "}
                    <bdi>{rule.flightNumber}</bdi> · {t(`flights.cabin.${rule.cabinClass}`)} ·{" "}
                    {t("flights.fareClass")} <bdi>{rule.fareClass}</bdi> · {baggage(rule.baggage)}
                  </p>
                  <p>{lines.summary}</p>
                  {lines.fees.length > 0 ? (
                    <ul>
                      {lines.fees.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              );
            })
          : null}
      </section>
    </Dialog>
  );
}
