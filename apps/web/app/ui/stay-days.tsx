/**
 * A stay's check-in and check-out days with the property's own times, and its nights: the rows of
 * a `<dl className="hotel-stay__list">` (the hotel page, the guest page, a booked stay's summary).
 */
import type { Locale } from "@safar/domain/site-config";
import { counted } from "../lib/counted";
import { hotelClock, STAY_DAY, stayDay } from "../lib/hotel-stay";
import { useTranslation } from "../lib/use-translation";
import { displayDate } from "./date-field";

export function StayDays({
  checkIn,
  checkOut,
  checkInTime,
  checkOutTime,
  nights,
  locale,
  withYear = false,
}: {
  checkIn: string;
  checkOut: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  nights: number;
  locale: Locale;
  /** A booked stay says its year (it may be read months later); a search does not. */
  withYear?: boolean;
}) {
  const { t } = useTranslation();
  const day = (value: string) => (withYear ? stayDay(value, locale) : displayDate(value, locale, STAY_DAY));
  return (
    <>
      <div>
        <dt>{t("hotels.search.checkIn")}</dt>
        <dd data-testid="stay-check-in">
          {day(checkIn)}
          {checkInTime ? (
            <span className="hotel-stay__time">
              {t("hotels.page.checkInFrom", { time: hotelClock(checkInTime, locale) })}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t("hotels.search.checkOut")}</dt>
        <dd data-testid="stay-check-out">
          {day(checkOut)}
          {checkOutTime ? (
            <span className="hotel-stay__time">
              {t("hotels.page.checkOutUntil", { time: hotelClock(checkOutTime, locale) })}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t("hotels.page.length")}</dt>
        <dd data-testid="stay-nights">{counted(t, "hotels.count.nights", nights, locale)}</dd>
      </div>
    </>
  );
}
