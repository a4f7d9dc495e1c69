/**
 * A tour's departure (issue 16), as the booking page, the confirm page, the payment result and the
 * tour order's page in my trips show it: `TourSummary` (the tour, its destination, the days it
 * leaves and comes back, how long) and `TourTravellers` (who travels, as in their passports, with
 * each one's age category). Words from the tours namespace; the headings are cards' h2.
 */

import type { LocalizedText } from "@safar/domain/localized-text";
import type { Locale } from "@safar/domain/site-config";
import { type ReactNode, useId } from "react";
import { formatNumber, nameIn } from "../lib/format";
import { departureDates } from "../lib/tour-dates";
import { useTranslation } from "../lib/use-translation";
import "./tour-summary.css";

export type TourFacts = {
  title: LocalizedText;
  destination: LocalizedText;
  date: string;
  returnDate: string;
  days: number;
  nights: number;
};

export function TourSummary({
  tour,
  locale,
  children,
}: {
  tour: TourFacts;
  locale: Locale;
  /** More of the section (a way back to the tour). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card tour-summary" aria-labelledby={titleId} data-testid="tour-summary">
      <h2 id={titleId}>{nameIn(tour.title, locale)}</h2>
      <dl className="tour-summary__facts">
        <div>
          <dt>{t("tours.order.destination")}</dt>
          <dd>{nameIn(tour.destination, locale)}</dd>
        </div>
        <div>
          <dt>{t("tours.order.dates")}</dt>
          <dd data-testid="tour-summary-dates">{departureDates(tour, locale)}</dd>
        </div>
        <div>
          <dt>{t("tours.page.duration")}</dt>
          <dd>
            {t("tours.book.length", {
              days: formatNumber(tour.days, locale),
              nights: formatNumber(tour.nights, locale),
            })}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

export function TourTravellers({
  travellers,
}: {
  travellers: readonly { firstName: string; lastName: string; type: number }[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card tour-travellers" aria-labelledby={titleId} data-testid="tour-travellers">
      <h2 id={titleId}>{t("tours.order.travellers")}</h2>
      <ol className="tour-travellers__list">
        {travellers.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's travellers never reorder
          <li key={i}>
            <bdi dir="ltr">{`${p.firstName} ${p.lastName}`}</bdi>
            <span className="tour-travellers__type">{t(`booking.category.${p.type}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
