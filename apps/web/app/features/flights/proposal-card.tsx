import { formatDate } from "@safar/domain/dates";
import { COMBINED_PROVIDER } from "@safar/domain/flight-proposal-facts";
import type { FlightProposal } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import { memo } from "react";
import { clock, formatNumber, nameIn, remembered } from "../../lib/format";
import { duration } from "../../lib/format-duration";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";

/** A flight's departure day in Baghdad time, in the page's calendar and digits ("Thu 12 Dec"). */
function departureDay(iso: string, locale: Locale): string {
  return remembered(`dd|${locale}|${iso}`, () =>
    formatDate(iso, locale, { weekday: "short", day: "numeric", month: "short" }),
  );
}

/**
 * One proposal of the results list: its flight groups, badges, price and actions. A proposal of
 * several routes (multi-destination) shows each route's day.
 */
export const ProposalCard = memo(function ProposalCard({
  proposal,
  locale,
  selectLabel,
  onSelect,
  onDetails,
}: {
  proposal: FlightProposal;
  locale: Locale;
  selectLabel: string;
  onSelect: (proposal: FlightProposal) => void;
  onDetails: (proposal: FlightProposal) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const soldOut = proposal.seat === 0;
  const severalRoutes = proposal.flightGroups.length > 1;
  return (
    <article
      className={`proposal card${soldOut ? " proposal--sold-out" : ""}`}
      data-proposal-id={proposal.proposalId}
      aria-label={`${nameIn(proposal.flightGroups[0]?.marketingAirlineName ?? { ar: "", fa: "", en: "" }, locale)} ${money(proposal.totalPrice)}`}
    >
      <div className="proposal__groups">
        {proposal.flightGroups.map((group) => (
          <div key={`${group.origin}-${group.departureTime}`} className="proposal__group">
            {severalRoutes ? (
              <p className="proposal__route">
                <time className="proposal__date" dateTime={group.departureTime}>
                  {departureDay(group.departureTime, locale)}
                </time>{" "}
                {nameIn(group.originName, locale)} {t("flights.arrow")}{" "}
                {nameIn(group.destinationName, locale)}
              </p>
            ) : null}
            <div className="proposal__airline">
              <span className="airline-badge" aria-hidden="true">
                {group.marketingAirlineCode}
              </span>
              <span>
                {nameIn(group.marketingAirlineName, locale)}{" "}
                <bdi className="flight-number" dir="ltr">
                  {group.flightNumber}
                </bdi>
              </span>
            </div>
            <div className="proposal__times">
              <div className="proposal__point">
                <time className="proposal__time" dateTime={group.departureTime}>
                  {clock(group.departureTime, locale)}
                </time>
                <bdi className="iata">{group.origin}</bdi>
              </div>
              <div className="proposal__line">
                <span className="proposal__duration">{duration(group.durationMinutes, locale, t)}</span>
                <span className="proposal__track" aria-hidden="true" />
                <span className="proposal__stops">
                  {group.stops === 0
                    ? t("flights.direct")
                    : t("flights.stopsVia", {
                        n: formatNumber(group.stops, locale),
                        via: group.flightLegs
                          .slice(0, -1)
                          .map((leg) => leg.destination)
                          .join("، "),
                      })}
                </span>
              </div>
              <div className="proposal__point">
                <time className="proposal__time" dateTime={group.arrivalTime}>
                  {clock(group.arrivalTime, locale)}
                </time>
                <bdi className="iata">{group.destination}</bdi>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="proposal__side">
        <div className="proposal__badges">
          <span className={`badge badge--${proposal.flightKind}`}>
            {t(`flights.kind.${proposal.flightKind}`)}
          </span>
          {proposal.provider === COMBINED_PROVIDER ? (
            <span className="badge badge--separate" title={t("flights.separateTickets")}>
              {t("flights.separateTickets")}
            </span>
          ) : null}
          {soldOut ? (
            <span className="badge badge--sold-out">{t("flights.soldOut")}</span>
          ) : (
            <span className="badge">
              {t("flights.seatsLeft", { n: formatNumber(proposal.seat, locale) })}
            </span>
          )}
        </div>
        <p className="proposal__price">
          <span className="proposal__amount" data-price={proposal.totalPrice}>
            {money(proposal.totalPrice)}
          </span>
          <span className="proposal__per">
            {t("flights.perAdult", { price: money(proposal.adultPrice) })}
          </span>
        </p>
        <div className="proposal__actions">
          <button type="button" className="button button--ghost" onClick={() => onDetails(proposal)}>
            {t("flights.details")}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={soldOut}
            onClick={() => onSelect(proposal)}
          >
            {selectLabel}
          </button>
        </div>
      </div>
    </article>
  );
});

export function ProposalSkeleton() {
  return (
    <div className="proposal card skeleton" aria-hidden="true">
      <div className="skeleton__line skeleton__line--short" />
      <div className="skeleton__line" />
      <div className="skeleton__line skeleton__line--short" />
    </div>
  );
}
