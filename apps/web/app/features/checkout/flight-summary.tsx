/**
 * The chosen flight(s) of a booking: each direction or route with date, airline, flight number,
 * Baghdad times, duration, stops, cabin and baggage; and the price details per passenger type.
 */
import { formatDate } from "@safar/domain/dates";
import type { FlightProposal } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import type { ReactNode } from "react";
import { clock, formatNumber, listSeparator, nameIn } from "../../lib/format";
import { duration } from "../../lib/format-duration";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import type { PriceRow } from "./checkout-rules";

export function FlightSummary({
  proposals,
  locale,
  children,
}: {
  /** Outbound, then the returning proposal of a round trip. */
  proposals: readonly FlightProposal[];
  locale: Locale;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const groups = proposals.flatMap((proposal) => proposal.flightGroups.map((group) => ({ group, proposal })));
  const roundTrip = proposals.length > 1;
  const label = (index: number, isReturning: boolean) => {
    if (roundTrip) return t(isReturning ? "booking.flight.returning" : "booking.flight.outbound");
    if (groups.length > 1) return t("booking.flight.route", { n: formatNumber(index + 1, locale) });
    return null;
  };

  return (
    <section className="card booking-flight" aria-labelledby="booking-flight-title">
      <h2 id="booking-flight-title">{t("booking.flight.title")}</h2>
      <ol className="booking-flight__groups">
        {groups.map(({ group, proposal }, index) => {
          const heading = label(index, proposal.isReturning);
          return (
            <li key={`${proposal.proposalId}-${group.departureTime}`} className="booking-flight__group">
              <p className="booking-flight__day">
                {heading ? <strong>{heading} · </strong> : null}
                <time dateTime={group.departureTime}>
                  {formatDate(group.departureTime, locale, {
                    weekday: "long",
                    day: "numeric",
                    month: "long",
                    year: "numeric",
                  })}
                </time>
              </p>
              <p className="booking-flight__airline">
                <span className="booking-flight__badge" aria-hidden="true">
                  {group.marketingAirlineCode}
                </span>
                <span>
                  {nameIn(group.marketingAirlineName, locale)}{" "}
                  <bdi dir="ltr" className="booking-flight__number">
                    {group.flightNumber}
                  </bdi>
                </span>
              </p>
              <div className="booking-flight__times">
                <div>
                  <time className="booking-flight__time" dateTime={group.departureTime}>
                    {clock(group.departureTime, locale)}
                  </time>
                  <span className="booking-flight__place">
                    {nameIn(group.originName, locale)} <bdi dir="ltr">({group.origin})</bdi>
                  </span>
                </div>
                <div className="booking-flight__line" aria-hidden="true">
                  <span>{duration(group.durationMinutes, locale, t)}</span>
                </div>
                <div>
                  <time className="booking-flight__time" dateTime={group.arrivalTime}>
                    {clock(group.arrivalTime, locale)}
                  </time>
                  <span className="booking-flight__place">
                    {nameIn(group.destinationName, locale)} <bdi dir="ltr">({group.destination})</bdi>
                  </span>
                </div>
              </div>
              <ul className="booking-flight__facts">
                <li>
                  {group.stops === 0
                    ? t("flights.direct")
                    : t("flights.stopsVia", {
                        n: formatNumber(group.stops, locale),
                        via: group.flightLegs
                          .slice(0, -1)
                          .map((leg) => leg.destination)
                          .join(listSeparator(locale)),
                      })}
                </li>
                <li>{t(`flights.cabin.${group.cabinClass}`)}</li>
                <li>
                  {t("booking.flight.baggage", {
                    amount: `${formatNumber(group.baggage.amount, locale)} ${t(`flights.unit.${group.baggage.unit}`)}`,
                  })}
                </li>
                <li>{t(`flights.kind.${proposal.flightKind}`)}</li>
              </ul>
            </li>
          );
        })}
      </ol>
      {children}
    </section>
  );
}

export function PriceDetails({
  rows,
  locale,
  total,
  discount,
  voucherCode,
  payable,
  wallet,
  remaining,
  atHotel,
}: {
  rows: readonly PriceRow[];
  locale: Locale;
  total: number;
  discount?: number;
  voucherCode?: string | null;
  payable?: number;
  wallet?: number;
  remaining?: number;
  /** A stay paid at the hotel (decision 022): the total is what is paid now, and this at the hotel. */
  atHotel?: number;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  return (
    <section className="card booking-price" aria-labelledby="booking-price-title">
      <h2 id="booking-price-title">{t("booking.price.title")}</h2>
      <dl className="booking-price__list">
        {rows.map((row) => (
          <div key={row.paxType} className="booking-price__row">
            <dt>
              {t("booking.price.row", {
                type: t(`booking.category.${row.paxType}`),
                count: formatNumber(row.count, locale),
              })}
              <span className="booking-price__each">
                {t("booking.price.each", { price: money(row.unitPrice) })}
              </span>
            </dt>
            <dd>{money(row.totalPrice)}</dd>
          </div>
        ))}
        <div className="booking-price__row booking-price__row--total">
          <dt>{t(atHotel === undefined ? "booking.price.total" : "booking.price.payNow")}</dt>
          <dd data-testid="price-total">{money(total)}</dd>
        </div>
        {atHotel === undefined ? null : (
          <div className="booking-price__row">
            <dt>{t("booking.price.atHotel")}</dt>
            <dd data-testid="price-at-hotel">{money(atHotel)}</dd>
          </div>
        )}
        {discount ? (
          <div className="booking-price__row booking-price__row--discount">
            <dt>{t("booking.price.discount", { code: voucherCode ?? "" })}</dt>
            <dd>−{money(discount)}</dd>
          </div>
        ) : null}
        {payable !== undefined && (discount || wallet) ? (
          <div className="booking-price__row booking-price__row--total">
            <dt>{t("booking.price.payable")}</dt>
            <dd data-testid="price-payable">{money(payable)}</dd>
          </div>
        ) : null}
        {wallet ? (
          <div className="booking-price__row">
            <dt>{t("booking.price.wallet")}</dt>
            <dd>−{money(wallet)}</dd>
          </div>
        ) : null}
        {wallet && remaining !== undefined ? (
          <div className="booking-price__row booking-price__row--total">
            <dt>{t("booking.price.remaining")}</dt>
            <dd data-testid="price-remaining">{money(remaining)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
