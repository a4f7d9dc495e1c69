import { useSearchParams } from "react-router";
import { requireUser } from "../features/auth/auth.server";
import { loadAddPassenger } from "../features/checkout/add-passenger-data";
import { AddPassengerFrame, AddPassengerPage } from "../features/checkout/add-passenger-page";
import { loadHotelGuests } from "../features/checkout/hotel-guests-data";
import { isHotelGuestsUrl } from "../features/checkout/hotel-guests-form";
import { HotelGuestsFrame, HotelGuestsPage } from "../features/checkout/hotel-guests-page";
import { loadTourBooking } from "../features/checkout/tour-booking-data";
import { TourBookingFrame, TourBookingPage } from "../features/checkout/tour-booking-page";
import { loadVisaApplication } from "../features/checkout/visa-application-data";
import { VisaApplicationFrame, VisaApplicationPage } from "../features/checkout/visa-application-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { metaT, noIndex, pageMeta } from "../lib/meta";
import { withServerCheck } from "../lib/page-data";
import { isTourBookingUrl } from "../lib/tour-booking-params";
import { isVisaApplicationUrl } from "../lib/visa-application-params";
import type { Route } from "./+types/add-passenger";
// The hotel variant's summary uses the hotel pages' classes (photo, stars, stay, badges).
import "../features/hotels/hotels.css";

/**
 * The translation namespaces this page uses (decision 007): the flight's passengers, a hotel's lead
 * guests when the URL names a hotel's rate, a visa application's travellers and documents, or a
 * tour's travellers.
 */
export const handle: I18nHandle = { i18n: ["flights", "booking", "passport", "hotels", "visas", "tours"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/**
 * A visa request (`visa=1&product=…`), a hotel's rate (`hotelId`, `requestId`, `rateKey` and the
 * stay) or the chosen flight, the search behind it, countries and saved travellers (decision 012).
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  return withServerCheck(serverLoader, async () =>
    isVisaApplicationUrl(params)
      ? { variant: "visa" as const, data: await loadVisaApplication(params, request.signal) }
      : isTourBookingUrl(params)
        ? { variant: "tour" as const, data: await loadTourBooking(params, request.signal) }
        : isHotelGuestsUrl(params)
          ? { variant: "hotel" as const, data: await loadHotelGuests(params, request.signal) }
          : { variant: "flight" as const, data: await loadAddPassenger(params, request.signal) },
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const [params] = useSearchParams();
  if (isVisaApplicationUrl(params)) return <VisaApplicationFrame />;
  if (isTourBookingUrl(params)) return <TourBookingFrame />;
  return isHotelGuestsUrl(params) ? <HotelGuestsFrame /> : <AddPassengerFrame />;
}

export function meta({ matches, location }: Route.MetaArgs) {
  if (isVisaApplicationUrl(new URLSearchParams(location.search))) {
    const { t } = metaT(matches);
    return [
      ...pageMeta(
        matches,
        "addPassenger",
        {},
        { title: t("visas.apply.title"), description: t("visas.apply.lead") },
      ),
      noIndex,
    ];
  }
  if (isTourBookingUrl(new URLSearchParams(location.search))) {
    const { t } = metaT(matches);
    return [
      ...pageMeta(
        matches,
        "addPassenger",
        {},
        { title: t("tours.book.title"), description: t("tours.book.lead") },
      ),
      noIndex,
    ];
  }
  if (isHotelGuestsUrl(new URLSearchParams(location.search))) {
    const { t } = metaT(matches);
    return [
      ...pageMeta(
        matches,
        "addPassenger",
        {},
        { title: t("booking.hotel.title"), description: t("booking.hotel.lead") },
      ),
      noIndex,
    ];
  }
  return [...pageMeta(matches, "addPassenger"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.variant === "visa") return <VisaApplicationPage data={loaderData.data} />;
  if (loaderData.variant === "tour") return <TourBookingPage data={loaderData.data} />;
  return loaderData.variant === "hotel" ? (
    <HotelGuestsPage data={loaderData.data} />
  ) : (
    <AddPassengerPage data={loaderData.data} />
  );
}
