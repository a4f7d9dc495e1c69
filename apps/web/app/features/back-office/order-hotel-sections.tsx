/**
 * A hotel order's sections on its back-office page, in place of the travellers' table: the stay (the
 * property, the days with its times, the room, board and terms, what is paid at the hotel, the
 * special requests) and each room with its lead guest.
 */
import type { HotelOrder } from "@safar/domain";
import { useMemo } from "react";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { hotelClock, stayDay } from "../../lib/hotel-stay";
import { cancellationSentence } from "../../lib/hotel-terms";
import { guestName, roomLabel, roomOccupancy, type StayRoom, stayRooms } from "../../lib/stay-rooms";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { FactList } from "./page-states";

/** A hotel order's stay: the property, the days with its times, the room, board and terms, the requests. */
export function HotelStay({ stay }: { stay: HotelOrder }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { hotel, rate } = stay;
  const place = [hotel.cityName, hotel.area, hotel.address]
    .map((text) => nameIn(text, locale).trim())
    .filter(Boolean)
    .join(" · ");
  const time = (key: string, hhmm: string | null) =>
    hhmm ? ` · ${t(key, { time: hotelClock(hhmm, locale) })}` : "";
  const stars = Math.floor(hotel.stars);
  return (
    <section className="card bo-section" aria-labelledby="bo-stay-title" data-testid="bo-order-stay">
      <h2 id="bo-stay-title">{t("back-office.order.stayTitle")}</h2>
      <FactList
        prefix="back-office.order.stay"
        facts={[
          [
            "hotel",
            `${nameIn(hotel.name, locale)}${stars > 0 ? ` · ${counted(t, "hotels.count.stars", stars, locale)}` : ""}`,
          ],
          ["place", place],
          [
            "checkIn",
            `${stayDay(stay.checkIn, locale)}${time("hotels.page.checkInFrom", hotel.checkInTime)}`,
          ],
          [
            "checkOut",
            `${stayDay(stay.checkOut, locale)}${time("hotels.page.checkOutUntil", hotel.checkOutTime)}`,
          ],
          ["nights", counted(t, "hotels.count.nights", stay.nights, locale)],
          ["room", `${nameIn(rate.roomName, locale)} · ${t(`hotels.board.${rate.board}`)}`],
          ["cancellation", cancellationSentence(rate, locale, t)],
          ["payAtHotel", rate.payAtHotel ? t("hotels.card.payAtHotel") : null],
          [
            "dueAtHotel",
            rate.dueAtHotel > 0
              ? t("hotels.rate.dueAtHotel", { amount: money(rate.dueAtHotel, locale) })
              : null,
          ],
          [
            "specialRequests",
            stay.specialRequests ? (
              <span key="requests" dir="auto">
                {stay.specialRequests}
              </span>
            ) : null,
          ],
        ]}
      />
    </section>
  );
}

const guestHelper = columnHelper<StayRoom & { index: number }>();

/** Each room of a hotel order with who sleeps in it and the guest it is booked under. */
export function HotelGuests({ stay }: { stay: HotelOrder }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows = stayRooms(stay).map((room, index) => ({ ...room, index }));
  const columns = useMemo(
    () => [
      guestHelper.accessor("index", {
        header: t("back-office.order.guestColumns.room"),
        cell: (info) => roomLabel(info.getValue(), locale, t),
      }),
      guestHelper.display({
        id: "leadGuest",
        header: t("back-office.order.guestColumns.leadGuest"),
        cell: (info) => <bdi dir="ltr">{guestName(info.row.original) || "—"}</bdi>,
      }),
      guestHelper.display({
        id: "occupancy",
        header: t("back-office.order.guestColumns.occupancy"),
        cell: (info) => roomOccupancy(info.row.original, locale, t),
      }),
    ],
    [t, locale],
  );
  return (
    <section className="card bo-section" aria-labelledby="bo-guests-title">
      <h2 id="bo-guests-title">{t("back-office.order.guestsTitle")}</h2>
      <DataTable
        label={t("back-office.order.guestsTitle")}
        data={rows}
        columns={columns}
        rowId={(row) => String(row.index)}
        rowTestId="bo-order-guest"
      />
    </section>
  );
}
