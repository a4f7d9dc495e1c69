/** The back-office hotel page's calendar: a room type's month, per day its rooms, price and restrictions. */
import type { HotelCalendarDay, HotelRoomTypeAdmin } from "@safar/domain";
import { intlLocaleFor } from "@safar/domain/dates";
import { Link } from "react-router";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { withParams } from "./back-office-query";
import { monthWeeks, shiftMonth } from "./hotel-admin-rules";
import type { HotelPageData } from "./hotel-page-data";

const P = "back-office.hotels";

/** The weekday names from Saturday, in the page's language. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2000, 0, 1 + i))));
}

export function CalendarSection({
  data,
  room,
  onChange,
}: {
  data: HotelPageData;
  room: HotelRoomTypeAdmin | null;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { hotel, month } = data;
  const path = `/back-office/hotels/${hotel.id}`;
  const link = (params: { room?: string; month?: string }) =>
    withParams(
      path,
      new URLSearchParams({ room: params.room ?? room?.id ?? "", month: params.month ?? month }),
    );
  // The page's locale as Intl names it everywhere (Arabic digits in Arabic); the grid itself stays
  // Gregorian: allotments are loaded by Gregorian day.
  const monthName = new Intl.DateTimeFormat(`${intlLocaleFor(locale).split("-u-")[0]}-u-ca-gregory`, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T12:00:00Z`));
  const days = new Map((data.calendar?.days ?? []).map((day) => [day.day, day]));
  const priceAdults = room && room.maxAdults >= 2 ? "2" : "1";
  return (
    <section className="card bo-section" aria-labelledby="bo-hotel-calendar" data-testid="bo-hotel-calendar">
      <div className="bo-hotel-section-head">
        <h2 id="bo-hotel-calendar">{t(`${P}.calendar.title`)}</h2>
        {room ? (
          <button type="button" className="button button--primary" onClick={onChange}>
            {t(`${P}.calendar.change`)}
          </button>
        ) : null}
      </div>
      <nav className="bo-hotel-calendar__rooms" aria-label={t(`${P}.calendar.roomsLabel`)}>
        {hotel.roomTypes.map((r) => (
          <Link
            key={r.id}
            to={link({ room: r.id })}
            className={`button bo-button--small${r.id === room?.id ? " button--primary" : ""}`}
            aria-current={r.id === room?.id ? "true" : undefined}
            preventScrollReset
          >
            {r.name[locale]}
          </Link>
        ))}
      </nav>
      <div className="bo-hotel-calendar__month">
        <Link
          className="button bo-button--small"
          to={link({ month: shiftMonth(month, -1) })}
          preventScrollReset
        >
          {t(`${P}.calendar.previous`)}
        </Link>
        <h3 aria-live="polite">{monthName}</h3>
        <Link
          className="button bo-button--small"
          to={link({ month: shiftMonth(month, 1) })}
          preventScrollReset
        >
          {t(`${P}.calendar.next`)}
        </Link>
      </div>
      <p className="bo-muted">
        {t(`${P}.calendar.legend`, { adults: formatNumber(Number(priceAdults), locale) })}
      </p>
      <div className="bo-hotel-calendar__scroll">
        <table className="bo-hotel-calendar__grid">
          <caption className="visually-hidden">
            {t(`${P}.calendar.caption`, { room: room?.name[locale] ?? "", month: monthName })}
          </caption>
          <thead>
            <tr>
              {weekdayNames(locale).map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean) ?? "week"}>
                {week.map((day, i) =>
                  day ? (
                    <CalendarCell key={day} day={day} data={days.get(day)} priceAdults={priceAdults} />
                  ) : (
                    <td key={`empty-${i.toString()}`} className="bo-hotel-day bo-hotel-day--outside" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CalendarCell({
  day,
  data,
  priceAdults,
}: {
  day: string;
  data: HotelCalendarDay | undefined;
  priceAdults: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const dayNumber = n(Number(day.slice(8)));
  const label = displayIsoDate(day, locale);
  if (!data?.open)
    return (
      <td className="bo-hotel-day bo-hotel-day--closed" data-day={day}>
        <span className="bo-hotel-day__n" title={label}>
          {dayNumber}
        </span>
        <span className="bo-muted">{t(`${P}.calendar.notOpen`)}</span>
      </td>
    );
  const price = data.prices[priceAdults];
  const left = Math.max(0, data.allotment - data.held - data.sold);
  return (
    <td
      className={`bo-hotel-day${data.stopSell ? " bo-hotel-day--stop" : ""}${left === 0 ? " bo-hotel-day--full" : ""}`}
      data-day={day}
      data-testid="bo-calendar-day"
    >
      <span className="bo-hotel-day__n" title={label}>
        {dayNumber}
      </span>
      <span data-testid="bo-calendar-rooms">
        {t(`${P}.calendar.rooms`, { allotment: n(data.allotment), held: n(data.held), sold: n(data.sold) })}
      </span>
      <span className="bo-hotel-day__price" data-testid="bo-calendar-price">
        {price === undefined ? "—" : money(price, locale)}
      </span>
      {data.stopSell ? (
        <span className="bo-badge bo-badge--closed">{t(`${P}.calendar.stopSell`)}</span>
      ) : null}
      {data.closedToArrival ? <span className="bo-muted">{t(`${P}.calendar.cta`)}</span> : null}
      {data.minStay > 1 ? (
        <span className="bo-muted">
          {t(`${P}.calendar.minStay`, { count: data.minStay, n: n(data.minStay) })}
        </span>
      ) : null}
    </td>
  );
}
