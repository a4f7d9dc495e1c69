/**
 * /profile/my-travels/order-details/TourOrderDetails?orderId=… (issue 16): a tour order's page, as
 * the hotel order's is built (order-parts.tsx): the order's numbers and status, the booking number,
 * what happened to it, the tour and its dates (ui/tour-summary.tsx), the travellers, the price with
 * each payment, what happens next, and the actions that apply (pay while the hold lives, contact
 * support). Another customer's order, or a missing one, is "not found".
 */
import { OrderStatus } from "@safar/domain";
import { nameIn } from "../../lib/format";
import { PaidCurrencyContext } from "../../lib/format-money";
import { departureDates } from "../../lib/tour-dates";
import { useTranslation } from "../../lib/use-translation";
import { TourSummary, TourTravellers } from "../../ui/tour-summary";
import { useLocale } from "../../ui/use-locale";
import { PriceDetails } from "./order-money";
import { OrderActions, OrderFacts, OrderHead, OrderPage, OrderSkeleton, Timeline } from "./order-parts";
import { StatusBadge } from "./trip-parts";
import type { TourOrderPageData } from "./trips-data";
import "./trips.css";

type Ready = Extract<TourOrderPageData, { status: "ready" }>;

export function TourOrderDetailsPage({ data }: { data: TourOrderPageData }) {
  const { t } = useTranslation();
  return (
    <OrderPage data={data} title={t("tours.order.title")}>
      {(ready) => (
        <PaidCurrencyContext.Provider value={ready.order.paidCurrency}>
          <TourOrderDetails data={ready} />
        </PaidCurrencyContext.Provider>
      )}
    </OrderPage>
  );
}

/** The loading placeholder (the server's HTML while the page's data loads). */
export function TourOrderDetailsSkeleton() {
  const { t } = useTranslation();
  return <OrderSkeleton title={t("tours.order.title")} />;
}

function TourOrderDetails({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { order, tour } = data;
  const facts = { ...tour, destination: tour.destination.name };
  return (
    <div className="order-page" data-testid="tour-order">
      <OrderHead
        title={t("tours.order.title")}
        number={order.orderNumber}
        status={<StatusBadge status={order.status} hotel />}
        trip={
          <>
            <strong>{nameIn(tour.title, locale)}</strong> · {nameIn(tour.destination.name, locale)}
            <br />
            {departureDates(tour, locale)}
          </>
        }
      >
        <OrderFacts order={order} />
        {order.status === OrderStatus.Successful ? (
          <p data-testid="tour-booked">{t("tours.order.booked")}</p>
        ) : null}
        <OrderActions order={order} />
      </OrderHead>
      <Timeline events={order.timeline} tour />
      <TourSummary tour={facts} locale={locale} />
      <TourTravellers travellers={tour.travellers} />
      <PriceDetails order={order} />
    </div>
  );
}
