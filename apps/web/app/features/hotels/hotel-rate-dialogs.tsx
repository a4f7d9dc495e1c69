/**
 * The hotel page's two dialogs (the site's one dialog, decision 011): the new price a re-check found
 * (continue at it, or choose another room), and "Book this room" for a rate paid at the hotel (not
 * sold online: the rates paid now go on to the guest details page): a summary of the stay and the
 * rate, and the agency's support to complete the booking (WhatsApp with a prefilled message in the
 * customer's language, or the support phone).
 */
import type { HotelDetail, HotelSearch } from "@safar/domain/hotel-search";
import { type Locale, siteConfig } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { STAY_DAY } from "../../lib/hotel-stay";
import { bookingMessage, cancellationSentence, whatsappLink } from "../../lib/hotel-terms";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";
import { Dialog } from "../../ui/dialog";
import { ChatIcon, PhoneIcon } from "../../ui/icons";
import type { ChosenRate } from "./hotel-rooms";
import { roomsSummary } from "./rooms-picker";

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
  const phone = siteConfig.supportShortNumber;

  return (
    <Dialog
      title={t("hotels.book.title")}
      closeLabel={t("hotels.book.close")}
      className="hotel-dialog hotel-book"
      describedBy="hotel-book-how"
      onClose={onClose}
    >
      <dl className="hotel-book__summary">
        <div>
          <dt>{t("hotels.book.hotel")}</dt>
          <dd data-testid="book-hotel">
            {hotel}
            <span className="hotel-book__sub">{cityLabel}</span>
          </dd>
        </div>
        <div>
          <dt>{t("hotels.book.dates")}</dt>
          <dd>
            {t("hotels.book.stayDates", { checkIn, checkOut })}
            <span className="hotel-book__sub">{nights}</span>
          </dd>
        </div>
        <div>
          <dt>{t("hotels.book.room")}</dt>
          <dd>
            {roomName}
            <span className="hotel-book__sub">{board}</span>
          </dd>
        </div>
        <div>
          <dt>{t("hotels.book.guests")}</dt>
          <dd>{guests}</dd>
        </div>
        <div>
          <dt>{t("hotels.book.cancellation")}</dt>
          <dd data-testid="book-cancellation">{cancellation}</dd>
        </div>
        <div>
          <dt>{t("hotels.book.payment")}</dt>
          <dd>
            {rate.payAtHotel ? t("hotels.card.payAtHotel") : t("hotels.book.payOnConfirmation")}
            {rate.dueAtHotel > 0 ? (
              <span className="hotel-book__sub">
                {t("hotels.rate.dueAtHotel", { amount: money(rate.dueAtHotel) })}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="hotel-dialog__total">
          <dt>{t("hotels.book.total")}</dt>
          <dd data-testid="book-total" data-price={rate.totalPrice}>
            {total}
          </dd>
        </div>
      </dl>
      <p id="hotel-book-how" className="hotel-book__how">
        {t("hotels.book.how")}
      </p>
      <div className="hotel-dialog__actions">
        <a
          className="button button--primary"
          href={whatsappLink(siteConfig.whatsappUrl, message)}
          target="_blank"
          rel="noopener noreferrer"
          data-autofocus
          data-testid="book-whatsapp"
        >
          <ChatIcon />
          {t("hotels.book.whatsapp")}
        </a>
        <a className="button button--ghost" href={`tel:${phone}`} data-testid="book-phone">
          <PhoneIcon />
          {t("hotels.book.call", { number: localizeDigits(phone, locale) })}
        </a>
      </div>
      <p className="hotel-book__note">{t("hotels.book.note")}</p>
    </Dialog>
  );
}
