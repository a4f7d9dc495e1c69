/**
 * /confirm?orderId=… (spec §2 "confirmation and payment"): the reserved order (a flight's, a hotel's
 * stay, or a visa application with its travellers) with its price
 * details per passenger type, the seat-hold countdown, a discount code, the wallet toggle and the
 * payment gateway choice (the first active one preselected, spec §4; a failed gateway load is
 * swallowed, spec §8), then Pay: Pay/Create sends the browser to the gateway's page (or, when the
 * wallet pays it all, wallet/ConfirmOrder settles it here and the result page follows). A stay paid
 * at the hotel (decision 022) has nothing to pay now: the amount due there and "Book" instead of the
 * discount code, the wallet and the gateways.
 */

import { amountDueAtHotel, type OrderDetail, OrderStatus, orderProposals } from "@safar/domain";
import { intlLocaleFor } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import type { VisaOrder } from "@safar/domain/visa-order";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { nameIn } from "../../lib/format";
import { paymentResultPathOf } from "../../lib/order-paths";
import { stayRooms } from "../../lib/stay-rooms";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { HotelGuests, HotelStaySummary } from "../../ui/hotel-stay-summary";
import { TourSummary, TourTravellers } from "../../ui/tour-summary";
import { useLocale } from "../../ui/use-locale";
import { VisaSummary, type VisaSummaryFacts } from "../../ui/visa-summary";
import { LoadError } from "./booking-states";
import { getOrder } from "./checkout-api";
import {
  bookingStatusKey,
  canPay,
  formatCountdown,
  holdSecondsLeft,
  PAYABLE_STATUSES,
  priceRows,
  resultsUrlOfOrder,
} from "./checkout-rules";
import { BookingFrame, type Product } from "./checkout-steps";
import type { ConfirmData } from "./confirm-data";
import { FlightSummary, PriceDetails } from "./flight-summary";
import { GatewayChoice, useGatewayChoice } from "./gateway-choice";
import { PayAction, usePayOrder } from "./pay-action";
import { PayAtHotelAction } from "./pay-at-hotel-action";
import { tourOrderPriceRows } from "./tour-booking-flow";
import { useNow } from "./use-now";
import { VoucherForm } from "./voucher-form";
import { useWalletChoice, WalletToggle } from "./wallet-toggle";
import "../../ui/form-field.css";
import "./booking.css";

export function ConfirmPage({ data }: { data: ConfirmData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ConfirmFrame
      product={data.status === "ready" ? productOf(data.order) : "flight"}
      payAtHotel={data.status === "ready" && data.order.hotelOrder?.rate.payAtHotel === true}
    >
      {data.status === "missing" ? (
        <section className="card booking-state" role="alert">
          <p>{t("booking.confirm.noOrder")}</p>
          <Link className="button" to="/">
            {t("booking.notFound.home")}
          </Link>
        </section>
      ) : data.status === "error" ? (
        <LoadError message={data.message} />
      ) : (
        <ConfirmOrder key={data.order.orderId} data={data} locale={locale} />
      )}
    </ConfirmFrame>
  );
}

/** A tour's words where a flight's would be wrong (its seats, not a ticket). */
const TOUR_WORDS: Record<string, string> = {
  "booking.confirm.payToIssue": "tours.confirm.payToBook",
  "booking.confirm.failedBefore": "booking.confirm.failedBefore",
  "booking.confirm.holdExpired": "tours.confirm.holdExpired",
};

/** What an order sells, as the booking steps name it. */
function productOf(order: OrderDetail): Product {
  return order.visaOrder ? "visa" : order.tourOrder ? "tour" : order.hotelOrder ? "hotel" : "flight";
}

/** A visa order's visa as the summary shows it: the travellers named as in their passports. */
export function visaFactsOf(visa: VisaOrder, locale: Locale, totalUsd: number): VisaSummaryFacts {
  return {
    countryName: nameIn(visa.countryName, locale),
    visa,
    processing: visa.processing,
    processingDays: visa.processingDays,
    travelDate: visa.travelDate,
    travellers: visa.travellers.length,
    travellerNames: visa.travellers.map((p) => `${p.firstName} ${p.lastName}`),
    currency: visa.currency,
    unitPrice: visa.unitPrice,
    totalPrice: visa.totalPrice,
    totalPriceUsd: visa.currency === "USD" ? null : totalUsd,
  };
}

/** The page's frame; with the skeleton, the server's HTML while the page's data loads. */
export function ConfirmFrame({
  children,
  product,
  payAtHotel = false,
}: {
  children?: ReactNode;
  product?: Product;
  /** A stay paid at the hotel (decision 022): nothing to pay here, no code, wallet or gateway. */
  payAtHotel?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <BookingFrame
      step="confirm"
      product={product}
      title={t("meta.confirm.title")}
      lead={t(payAtHotel ? "booking.confirm.hotel.frameLead" : "meta.confirm.description")}
    >
      {children}
    </BookingFrame>
  );
}

function ConfirmOrder({ data, locale }: { data: Extract<ConfirmData, { status: "ready" }>; locale: Locale }) {
  const { t } = useTranslation();
  // The order as last read: after a conflict or the hold's end it is read again here.
  const [order, onOrder] = useState<OrderDetail>(data.order);
  const now = useNow(1000, order.holdExpiresAt !== null);
  const left = holdSecondsLeft(order.holdExpiresAt, now);
  const payable = canPay(order, now);
  const holdExpired = left === 0 || order.status === OrderStatus.Rejected;
  const proposals = orderProposals(order);

  const gateways = useGatewayChoice(data.gateways);
  // Wallet balance, and what it covers of the payable amount when the toggle is on.
  const wallet = useWalletChoice(order.payableAmount, data.balance);

  /** Reads the order again (its status after a conflict or the hold's end); the page keeps the last one on failure. */
  const getOrderAgain = () => {
    getOrder(order.orderId).then(onOrder, (error: unknown) => void showApiErrors(error, t));
  };
  const payment = usePayOrder({ order, gateways, wallet, onOrderChanged: getOrderAgain });
  const canSubmit =
    payable &&
    !payment.paying &&
    (wallet.covers || !gateways.none) &&
    (!wallet.useWallet || wallet.difference !== null);

  // When the countdown ends, read the order again: the server has then given the seats back.
  const expiredNow = left === 0 && order.status !== OrderStatus.Rejected;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the hold runs out
  useEffect(() => {
    if (expiredNow) getOrderAgain();
  }, [expiredNow]);

  const searchAgain = resultsUrlOfOrder(order);
  const passengers = order.flightOrder?.flightPassengers ?? [];
  const stay = order.hotelOrder;
  const visa = order.visaOrder;
  const tour = order.tourOrder;
  const status = t(bookingStatusKey(order.status, stay !== null));
  /** The product's own words where a flight's would be wrong (a hotel's room, a visa's application). */
  const worded = (flightKey: string, hotelKey: string, visaKey: string) =>
    t(visa ? visaKey : stay ? hotelKey : tour ? (TOUR_WORDS[flightKey] ?? flightKey) : flightKey);

  return (
    <div className="booking-confirm">
      <section className="card booking-order" aria-labelledby="booking-order-title">
        <h2 id="booking-order-title">
          {t("booking.confirm.orderNumber", { number: localizeDigits(String(order.orderNumber), locale) })}
        </h2>
        <p className="booking-order__meta">
          {t("booking.confirm.tracking")} <bdi dir="ltr">{order.trackingNumber}</bdi>
        </p>
        {/* An order waiting for payment says what the customer must do, not an internal state. */}
        <p className="booking-order__next">
          {PAYABLE_STATUSES.includes(order.status) && !holdExpired && stay?.rate.payAtHotel
            ? t("booking.confirm.hotel.atHotelLead")
            : PAYABLE_STATUSES.includes(order.status) && !holdExpired
              ? worded(
                  "booking.confirm.payToIssue",
                  "booking.confirm.hotel.payToBook",
                  "visas.confirm.payToFile",
                )
              : t("booking.confirm.status", { status })}
        </p>
        {left !== null && !holdExpired ? (
          <p className="booking-hold" role="timer" aria-live="off">
            <span>
              {t(stay?.rate.payAtHotel ? "booking.confirm.hotel.holdLabel" : "booking.confirm.holdLabel")}
            </span>{" "}
            <strong data-testid="hold-countdown">{formatCountdown(left, intlLocaleFor(locale))}</strong>
          </p>
        ) : null}
        {order.status === OrderStatus.PaymentFailed && !holdExpired ? (
          <p className="booking-notice">
            {worded(
              "booking.confirm.failedBefore",
              "booking.confirm.hotel.failedBefore",
              "visas.confirm.failedBefore",
            )}
          </p>
        ) : null}
      </section>

      {holdExpired ? (
        <section className="card booking-state booking-state--warning" role="alert">
          <p>
            {worded(
              "booking.confirm.holdExpired",
              "booking.confirm.hotel.holdExpired",
              "visas.confirm.holdExpired",
            )}
          </p>
          <Link className="button button--primary" to={searchAgain}>
            {t(visa ? "visas.confirm.applyAgain" : "booking.confirm.searchAgain")}
          </Link>
        </section>
      ) : !PAYABLE_STATUSES.includes(order.status) ? (
        <section className="card booking-state" role="status">
          <p>{t("booking.confirm.status", { status })}</p>
          <Link className="button button--primary" to={paymentResultPathOf(order)}>
            {t("booking.confirm.viewResult")}
          </Link>
        </section>
      ) : null}

      <div className="booking-layout">
        <div className="booking-layout__aside">
          {visa ? (
            <VisaSummary facts={visaFactsOf(visa, locale, order.totalAmount)} locale={locale} />
          ) : tour ? (
            <TourSummary tour={{ ...tour, destination: tour.destination.name }} locale={locale} />
          ) : stay ? (
            <HotelStaySummary stay={stay} locale={locale} />
          ) : (
            <FlightSummary proposals={proposals} locale={locale} />
          )}
          <PriceDetails
            rows={tour ? tourOrderPriceRows(tour) : priceRows(proposals)}
            locale={locale}
            total={order.totalAmount}
            discount={order.discountAmount}
            voucherCode={order.discountVoucherCode}
            payable={order.payableAmount}
            wallet={wallet.difference?.walletAmount}
            remaining={wallet.difference?.remainingAmount}
            {...(stay?.rate.payAtHotel ? { atHotel: amountDueAtHotel(stay.rate) } : {})}
          />
        </div>

        <div className="booking-layout__main">
          {visa ? null : tour ? (
            <TourTravellers travellers={tour.travellers} />
          ) : stay ? (
            <HotelGuests rooms={stayRooms(stay)} specialRequests={stay.specialRequests} locale={locale} />
          ) : (
            <section className="card booking-travellers" aria-labelledby="booking-travellers-title">
              <h2 id="booking-travellers-title">{t("booking.confirm.travellers")}</h2>
              <ol className="booking-travellers__list">
                {passengers.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the order's passengers never reorder
                  <li key={i}>
                    <bdi dir="ltr">{`${p.firstName} ${p.lastName}`}</bdi>
                    <span className="booking-travellers__type">{t(`booking.category.${p.type}`)}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {payable && stay?.rate.payAtHotel ? (
            <PayAtHotelAction order={order} canSubmit={payable} onOrderChanged={getOrderAgain} />
          ) : payable ? (
            <>
              <VoucherForm order={order} onOrder={onOrder} />

              <WalletToggle wallet={wallet} locale={locale} />
              <GatewayChoice selection={gateways} walletCovers={wallet.covers} />
              <PayAction
                order={order}
                wallet={wallet}
                payment={payment}
                gateways={gateways}
                canSubmit={canSubmit}
              />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
