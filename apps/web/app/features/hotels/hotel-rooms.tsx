/**
 * The hotel page's rooms: every rate of the stay grouped by room type (cheapest first), each with
 * its board, its cancellation terms in plain words (Baghdad time), how it is paid, taxes, the rooms
 * left and the price of the stay and per night. "Choose this room" prices the rate again
 * (`Recheck`): sold out, it leaves the list with a message; a new price asks first (price-change
 * dialog); available, a rate paid now goes on to the guest details page (/add-passenger, which
 * sends a signed-out customer to sign in first), and a rate paid at the hotel opens the booking
 * dialog, which hands the booking to the agency's support.
 */
import { isBookedOnline } from "@safar/domain/hotel-rules";
import type { HotelDetail, HotelRate, HotelSearch } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { isApiError } from "../../lib/api";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { hotelGuestsUrl, hotelResultsUrl } from "../../lib/hotel-search-params";
import { penaltySteps } from "../../lib/hotel-terms";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { StayPrice } from "./hotel-card";
import { BookRoomDialog, PriceChangeDialog } from "./hotel-rate-dialogs";

/** The rate chosen, with the name of its room type. */
export type ChosenRate = { rate: HotelRate; roomName: string };

type Notice =
  | { kind: "soldOut"; roomName: string }
  | { kind: "expired"; key: string }
  | { kind: "failed"; keys: string[] };

export function HotelRooms({
  detail,
  query,
  cityLabel,
  locale,
}: {
  detail: HotelDetail;
  query: HotelSearch;
  cityLabel: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { retry } = useRetry();
  const navigate = useNavigate();
  const navigation = useNavigation();
  /** On the way to the guest details page: the chosen rate's button stays busy until the page leaves. */
  const leaving = useRef(false);
  /** Rates sold out since the page loaded, and rates whose price the re-check changed. */
  const [soldOut, setSoldOut] = useState<ReadonlySet<string>>(() => new Set());
  const [repriced, setRepriced] = useState<ReadonlyMap<string, HotelRate>>(() => new Map());
  const [checking, setChecking] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [priceChange, setPriceChange] = useState<(ChosenRate & { previousTotal: number }) | null>(null);
  const [booking, setBooking] = useState<ChosenRate | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // A navigation to the guest details page that ended here (Back, a failure) frees the buttons.
  useEffect(() => {
    if (navigation.state === "idle" && leaving.current) {
      leaving.current = false;
      setChecking(null);
    }
  }, [navigation.state]);

  // A message that replaces a rate takes the focus the rate's button had.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const groups = detail.roomGroups
    .map((group) => ({
      ...group,
      rates: group.rates
        .filter((rate) => !soldOut.has(rate.rateKey))
        .map((rate) => repriced.get(rate.rateKey) ?? rate)
        .sort((a, b) => a.totalPrice - b.totalPrice),
    }))
    .filter((group) => group.rates.length > 0);

  /**
   * Books a rate the re-check confirmed on the guest details page (the button stays busy while it
   * loads): paid now, or paid at the hotel with the operator's own contracts (decision 022); another
   * supplier's rate paid at the hotel through the booking desk's dialog.
   */
  const book = (rate: HotelRate, roomName: string): boolean => {
    if (!isBookedOnline(rate)) {
      setBooking({ rate, roomName });
      return false;
    }
    leaving.current = true;
    setChecking(rate.rateKey);
    void navigate(
      hotelGuestsUrl(query, { requestId: detail.requestId, hotelId: detail.hotelId, rateKey: rate.rateKey }),
    );
    return true;
  };

  const choose = async (rate: HotelRate, roomName: string) => {
    if (checking) return;
    setNotice(null);
    setChecking(rate.rateKey);
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    let left = false;
    try {
      // The call and its schemas load when a rate is chosen, not with the page (decision 028).
      const { recheckRate } = await import("../../lib/hotels-api");
      const answer = await recheckRate(
        { requestId: detail.requestId, hotelId: detail.hotelId, rateKey: rate.rateKey },
        ctrl.signal,
      );
      if (ctrl.signal.aborted) return;
      if (answer.status === "SoldOut" || !answer.rate) {
        setSoldOut((s) => new Set([...s, rate.rateKey]));
        setNotice({ kind: "soldOut", roomName });
      } else if (answer.status === "PriceChanged") {
        const fresh = answer.rate;
        setRepriced((m) => new Map([...m, [rate.rateKey, fresh]]));
        setPriceChange({ rate: fresh, roomName, previousTotal: answer.previousTotal });
      } else {
        left = book(answer.rate, roomName);
      }
    } catch (error) {
      if (ctrl.signal.aborted) return;
      const entry = isApiError(error) && error.status === 404 ? error.errors[0] : undefined;
      if (entry?.key === "rateKey") {
        setSoldOut((s) => new Set([...s, rate.rateKey]));
        setNotice({ kind: "soldOut", roomName });
      } else if (entry) {
        setNotice({ kind: "expired", key: entry.messages[0] ?? "HOTEL_SEARCH_EXPIRED" });
      } else {
        setNotice({ kind: "failed", keys: isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"] });
      }
    } finally {
      if (controller.current === ctrl && !left) setChecking(null);
    }
  };

  return (
    <section className="hotel-rooms" aria-labelledby="hotel-rooms-title">
      <h2 id="hotel-rooms-title">{t("hotels.page.rooms")}</h2>

      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={`hotel-notice${notice.kind === "soldOut" ? " hotel-notice--sold-out" : ""}`}
          role="alert"
          data-testid="hotel-rooms-notice"
        >
          {notice.kind === "soldOut" ? (
            <p>
              <strong>{notice.roomName}</strong>: {t("HOTEL_ROOM_SOLD_OUT")}
            </p>
          ) : notice.kind === "expired" ? (
            <>
              <p>{t(notice.key)}</p>
              <button type="button" className="button button--ghost" onClick={retry}>
                {t("hotels.page.searchAgain")}
              </button>
            </>
          ) : (
            <ul>
              {notice.keys.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}

      {groups.length === 0 ? (
        <div className="hotel-results__state card" data-testid="hotel-rooms-empty">
          <p>{t("hotels.page.roomsNone")}</p>
          <div className="hotel-results__actions">
            <Link className="button button--primary" to={hotelResultsUrl(query)}>
              {t("hotels.page.backToResults", { city: cityLabel })}
            </Link>
          </div>
        </div>
      ) : (
        groups.map((group) => {
          const roomName = nameIn(group.name, locale);
          return (
            <section
              key={group.roomTypeId}
              className="hotel-room-group card"
              aria-label={roomName}
              data-room-type={group.roomTypeId}
            >
              <h3 className="hotel-room-group__name">{roomName}</h3>
              <ul className="hotel-rates">
                {group.rates.map((rate) => (
                  <RateRow
                    key={rate.rateKey}
                    rate={rate}
                    roomName={roomName}
                    nights={detail.nights}
                    locale={locale}
                    checking={checking === rate.rateKey}
                    busy={checking !== null}
                    onChoose={() => void choose(rate, roomName)}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}

      {priceChange ? (
        <PriceChangeDialog
          chosen={priceChange}
          previousTotal={priceChange.previousTotal}
          onAccept={() => {
            setPriceChange(null);
            book(priceChange.rate, priceChange.roomName);
          }}
          onClose={() => setPriceChange(null)}
        />
      ) : null}
      {booking ? (
        <BookRoomDialog
          chosen={booking}
          detail={detail}
          query={query}
          cityLabel={cityLabel}
          locale={locale}
          onClose={() => setBooking(null)}
        />
      ) : null}
    </section>
  );
}

function RateRow({
  rate,
  roomName,
  nights,
  locale,
  checking,
  busy,
  onChoose,
}: {
  rate: HotelRate;
  roomName: string;
  nights: number;
  locale: Locale;
  checking: boolean;
  busy: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const steps = penaltySteps(rate, locale);
  const free = steps.find((step) => step.kind === "free");
  const board = t(`hotels.board.${rate.board}`);
  return (
    <li
      className="hotel-rate"
      data-rate-key={rate.rateKey}
      data-board={rate.board}
      data-refundable={rate.refundable ? "" : undefined}
    >
      <div className="hotel-rate__terms">
        <p className="hotel-rate__board" id={`${id}-board`}>
          {board}
        </p>
        <p
          className={`hotel-rate__cancel${free ? " hotel-rate__cancel--free" : ""}`}
          data-testid="rate-cancellation"
        >
          {free ? t("hotels.rate.freeUntil", free.until) : t("hotels.rate.nonRefundable")}
        </p>
        {steps.some((step) => step.kind === "charge") ? (
          <details className="hotel-rate__timeline">
            <summary>{t("hotels.rate.timeline")}</summary>
            <ul>
              {steps.map((step) => (
                <li key={step.kind === "free" ? "free" : `${step.from?.date ?? "now"}|${step.amount}`}>
                  {step.kind === "free"
                    ? t("hotels.rate.timelineFree", step.until)
                    : step.from
                      ? t("hotels.rate.timelineFrom", { ...step.from, amount: money(step.amount) })
                      : t("hotels.rate.timelineNow", { amount: money(step.amount) })}
                </li>
              ))}
            </ul>
            <p className="hotel-rate__zone">{t("hotels.rate.baghdadTime")}</p>
          </details>
        ) : null}
        <ul className="hotel-card__badges">
          <li className={`hotel-badge${rate.payAtHotel ? " hotel-badge--pay" : ""}`}>
            {rate.payAtHotel ? t("hotels.card.payAtHotel") : t("hotels.rate.payNow")}
          </li>
          <li className="hotel-badge">{t("hotels.rate.taxesIncluded")}</li>
        </ul>
        {rate.dueAtHotel > 0 ? (
          <p className="hotel-rate__due">{t("hotels.rate.dueAtHotel", { amount: money(rate.dueAtHotel) })}</p>
        ) : null}
        {rate.roomsLeft !== null ? (
          <p className="hotel-rate__left" data-testid="rooms-left">
            {counted(t, "hotels.rate.roomsLeft", rate.roomsLeft, locale)}
          </p>
        ) : null}
      </div>
      <div className="hotel-rate__price">
        <StayPrice rate={rate} nights={nights} locale={locale} />
        <button
          type="button"
          className="button button--primary hotel-rate__choose"
          aria-describedby={`${id}-room ${id}-board`}
          aria-disabled={busy && !checking ? true : undefined}
          aria-busy={checking || undefined}
          data-checking={checking ? "" : undefined}
          onClick={onChoose}
        >
          {checking ? <span className="hotel-rate__spinner" aria-hidden="true" /> : null}
          {checking ? t("hotels.rate.checking") : t("hotels.rate.choose")}
        </button>
        <span id={`${id}-room`} hidden>
          {roomName}
        </span>
      </div>
    </li>
  );
}
