/**
 * The hotel page's two dialogs (the site's one dialog, decision 011): the new price a re-check found
 * (continue at it, or choose another room), and "Book this room" for a rate paid at the hotel that is
 * not sold online (a supplier that needs a card guarantee; the rates paid now and the contracts' rates
 * paid at the hotel go on to the guest details page): a summary of the stay and the
 * rate, and the agency's support to complete the booking (WhatsApp with a prefilled message in the
 * customer's language, or the support phone).
 */
import type { HotelDetail, HotelSearch } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { STAY_DAY } from "../../lib/hotel-stay";
import { bookingMessage, cancellationSentence } from "../../lib/hotel-terms";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";
import { DeskDialog } from "../../ui/desk-dialog";
import { Dialog } from "../../ui/dialog";
import type { ChosenRate } from "./hotel-rooms";
import { roomsSummary } from "./rooms-summary";

/** The stay's days with the year (and no weekday) in the message. */
const MESSAGE_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

export function PriceChangeDialog({
  chosen,
  previousTotal,
  onAccept,
  onClose,
}: {
  chosen: ChosenRate;
  previousTotal: number;
  onAccept: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { rate } = chosen;
  const higher = rate.totalPrice > previousTotal;
  return (
    <Dialog
      title={t("hotels.priceChange.title")}
      role="alertdialog"
      closeLabel={t("hotels.book.close")}
      closeOnBack={false}
      className="hotel-dialog hotel-price-change"
      onClose={onClose}
    >
      <p>
        {t(higher ? "hotels.priceChange.leadHigher" : "hotels.priceChange.leadLower", {
          room: chosen.roomName,
          board: t(`hotels.board.${rate.board}`),
        })}
      </p>
      <dl className="hotel-dialog__prices">
        <div>
          <dt>{t("hotels.priceChange.old")}</dt>
          <dd data-testid="previous-price">
            <s>{money(previousTotal)}</s>
          </dd>
        </div>
        <div className="hotel-dialog__total">
          <dt>{t("hotels.priceChange.new")}</dt>
          <dd data-testid="new-price" data-price={rate.totalPrice}>
            {money(rate.totalPrice)}
          </dd>
        </div>
      </dl>
      <div className="hotel-dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onAccept}>
          {t("hotels.priceChange.accept")}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("hotels.priceChange.another")}
        </button>
      </div>
    </Dialog>
  );
}

export function BookRoomDialog({
  chosen,
  detail,
  query,
  cityLabel,
  locale,
  onClose,
}: {
  chosen: ChosenRate;
  detail: HotelDetail;
  query: HotelSearch;
  cityLabel: string;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { rate, roomName } = chosen;
  const hotel = nameIn(detail.name, locale);
  const checkIn = displayDate(detail.checkIn, locale, STAY_DAY);
  const checkOut = displayDate(detail.checkOut, locale, STAY_DAY);
  const nights = counted(t, "hotels.count.nights", detail.nights, locale);
  const board = t(`hotels.board.${rate.board}`);
  const guests = roomsSummary(query.rooms, locale, t);
  const cancellation = cancellationSentence(rate, locale, t);
  const total = money(rate.totalPrice);
  const message = bookingMessage(t, {
    hotel,
    city: cityLabel,
    checkIn: displayDate(detail.checkIn, locale, MESSAGE_DAY),
    checkOut: displayDate(detail.checkOut, locale, MESSAGE_DAY),
    nights,
    room: roomName,
    board,
    guests,
    cancellation,
    total,
  });

  return (
    <DeskDialog
      title={t("hotels.book.title")}
      closeLabel={t("hotels.book.close")}
      className="hotel-book"
      rows={[
        { label: t("hotels.book.hotel"), value: hotel, sub: cityLabel, testId: "book-hotel" },
        {
          label: t("hotels.book.dates"),
          value: t("hotels.book.stayDates", { checkIn, checkOut }),
          sub: nights,
        },
        { label: t("hotels.book.room"), value: roomName, sub: board },
        { label: t("hotels.book.guests"), value: guests },
        { label: t("hotels.book.cancellation"), value: cancellation, testId: "book-cancellation" },
        {
          label: t("hotels.book.payment"),
          value: rate.payAtHotel ? t("hotels.card.payAtHotel") : t("hotels.book.payOnConfirmation"),
          sub:
            rate.dueAtHotel > 0 ? t("hotels.rate.dueAtHotel", { amount: money(rate.dueAtHotel) }) : undefined,
        },
        {
          label: t("hotels.book.total"),
          value: total,
          testId: "book-total",
          price: rate.totalPrice,
          total: true,
        },
      ]}
      how={t("hotels.book.how")}
      message={message}
      whatsappLabel={t("hotels.book.whatsapp")}
      callLabel={(number) => t("hotels.book.call", { number })}
      note={t("hotels.book.note")}
      testIdPrefix="book"
      onClose={onClose}
    />
  );
}
