/**
 * /profile/my-travels/order-details/HotelOrderDetails?orderId=… (spec §2, issue 14): a hotel order's
 * page, as the flight order's page is built (order-parts.tsx): the order's numbers and status, the
 * booking reference and when the hotel confirmed it, what happened to it, the stay
 * (ui/hotel-stay-summary.tsx), each room with its lead guest, the price with each payment, how to
 * change or cancel it, and the actions that apply (pay while the hold lives, contact support). No
 * voucher to download yet. Another customer's order, or a missing one, is "not found".
 */
import { OrderStatus } from "@safar/domain";
import { displayDateTime } from "../../lib/format";
import { PaidCurrencyContext } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { HotelGuests, HotelStaySummary } from "../../ui/hotel-stay-summary";
import { useLocale } from "../../ui/use-locale";
import { VoucherButton } from "../../ui/voucher-button";
import { PriceDetails } from "./order-money";
import { OrderActions, OrderFacts, OrderHead, OrderPage, OrderSkeleton, Timeline } from "./order-parts";
import { RefundItemWhat } from "./refund/refund-action";
import { RefundSection } from "./refund/refund-section";
import { stayLine } from "./stay-row";
import { StatusBadge } from "./trip-parts";
import type { HotelOrderPageData } from "./trips-data";
import "./trips.css";

type Ready = Extract<HotelOrderPageData, { status: "ready" }>;

/** Paid, and the hotel has not confirmed the booking yet. */
const CONFIRMING: readonly OrderStatus[] = [
  OrderStatus.Paid,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.FinalizationPending,
];

export function HotelOrderDetailsPage({ data }: { data: HotelOrderPageData }) {
  const { t } = useTranslation();
  return (
    <OrderPage data={data} title={t("profile.hotelOrderDetails")}>
      {(ready) => (
        <PaidCurrencyContext.Provider value={ready.order.paidCurrency}>
          <HotelOrderDetails data={ready} />
        </PaidCurrencyContext.Provider>
      )}
    </OrderPage>
  );
}

/** The loading placeholder (the server's HTML while the page's data loads). */
export function HotelOrderDetailsSkeleton() {
  const { t } = useTranslation();
  return <OrderSkeleton title={t("profile.hotelOrderDetails")} />;
}

function HotelOrderDetails({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { order, stay, guests } = data;
  const line = stayLine(
    order.stay ?? {
      hotelName: stay.hotel.name,
      cityName: stay.hotel.cityName,
      stars: stay.hotel.stars,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      rooms: stay.rooms.length,
    },
    locale,
    t,
  );
  return (
    <div className="order-page" data-testid="hotel-order">
      <OrderHead
        title={t("profile.hotelOrderDetails")}
        number={order.orderNumber}
        status={<StatusBadge status={order.status} hotel />}
        trip={
          <>
            <strong>{line.hotel}</strong> · {line.city}
            <br />
            {line.dates} · {line.nights}
          </>
        }
      >
        <OrderFacts order={order}>
          {guests.confirmedAt ? (
            <div>
              <dt>{t("trips.hotel.confirmedAt")}</dt>
              <dd>{displayDateTime(guests.confirmedAt, locale)}</dd>
            </div>
          ) : null}
        </OrderFacts>
        {CONFIRMING.includes(order.status) && !guests.confirmedAt ? (
          <p className="trips-muted" data-testid="hotel-confirming">
            {t("trips.hotel.confirming")}
          </p>
        ) : null}
        <OrderActions order={order}>
          {order.status === OrderStatus.Successful ? <VoucherButton orderId={order.orderId} /> : null}
        </OrderActions>
      </OrderHead>
      <Timeline events={order.timeline} hotel />
      <HotelStaySummary stay={stay} locale={locale} />
      <HotelGuests rooms={guests.rooms} specialRequests={stay.specialRequests} locale={locale} />
      <PriceDetails order={order} />
      <RefundItemWhat.Provider value={() => `${line.hotel} · ${line.dates}`}>
        <RefundSection order={order} refunds={data.refunds} />
      </RefundItemWhat.Provider>
      <section className="card" aria-labelledby="hotel-changes-title">
        <h2 id="hotel-changes-title">{t("trips.hotel.changesTitle")}</h2>
        <p>{t("trips.hotel.changesText")}</p>
      </section>
    </div>
  );
}
