import type { CalendarDay } from "@safar/domain/flight-search";
import type { Locale } from "@safar/domain/site-config";
import { useLayoutEffect, useRef } from "react";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";

/** The price calendar strip (spec §2): the cheapest adult fare of the days around the search date. */
export function PriceCalendar({
  days,
  selected,
  today,
  locale,
  onChoose,
}: {
  days: CalendarDay[] | null;
  selected: string;
  today: string;
  locale: Locale;
  onChoose: (date: string) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // The chosen day sits in the middle of the strip, whichever side the strip scrolls from: on a
  // phone it was left at the far end, almost out of view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre when the days or the choice change
  useLayoutEffect(() => {
    const strip = list.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!strip || !chosen) return;
    strip.scrollLeft += centerOffset(strip.getBoundingClientRect(), chosen.getBoundingClientRect());
  }, [days, selected]);
  if (!days) {
    return (
      // The same boxes as the days (weekday, date, price: three lines in every language), blank:
      // the strip keeps its height when the days come.
      <div className="price-calendar price-calendar--loading" aria-hidden="true">
        <ul>
          {Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <li key={i} className="price-calendar__day skeleton__line">
              <span className="price-calendar__date">
                <span>&nbsp;</span>
                <span>&nbsp;</span>
              </span>
              <span className="price-calendar__price">&nbsp;</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <nav className="price-calendar" aria-label={t("flights.calendar")}>
      <ul ref={list}>
        {days.map((day) => {
          const current = day.date === selected;
          return (
            <li key={day.date}>
              <button
                type="button"
                className="price-calendar__day"
                aria-current={current ? "date" : undefined}
                disabled={day.date < today}
                data-date={day.date}
                onClick={() => onChoose(day.date)}
              >
                <span className="price-calendar__date">
                  <span>{displayDate(day.date, locale, { weekday: "short" })}</span>
                  <span>{displayDate(day.date, locale, { day: "numeric", month: "short" })}</span>
                </span>
                <span className="price-calendar__price">
                  {day.lowestPrice === null ? t("flights.noFlights") : money(day.lowestPrice)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** How far a strip scrolls (positive: to the right) to bring a day to its middle. */
export function centerOffset(
  strip: { left: number; width: number },
  day: { left: number; width: number },
): number {
  return Math.round(day.left + day.width / 2 - (strip.left + strip.width / 2));
}
