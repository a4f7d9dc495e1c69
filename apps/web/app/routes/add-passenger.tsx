import { useSearchParams } from "react-router";
import { requireUser } from "../features/auth/auth.server";
import { bookingVariantNamespaces, bookingVariantOf } from "../features/checkout/add-passenger-variant";
import {
  AddPassengerFrame,
  HotelGuestsFrame,
  TourBookingFrame,
  VisaApplicationFrame,
} from "../features/checkout/booking-frames";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { lazyComponent } from "../lib/lazy-component";
import { metaT, noIndex, pageMeta } from "../lib/meta";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/add-passenger";
// The hotel variant's summary uses the hotel pages' classes (photo, stars, stay, badges).
import "../features/hotels/hotels.css";

/**
 * The translation namespaces of the booking the URL is for (decision 007): the flight's passengers,
 * a hotel's lead guests, a visa application's travellers and documents, or a tour's travellers.
 */
export const handle: I18nHandle = {
  i18n: (search) => bookingVariantNamespaces[bookingVariantOf(search)],
};

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/**
 * Each variant's page, loaded only when its URL asks for it: a flight's passengers do not load the
 * hotel's, the tour's and the visa's code (and their schemas), nor they the flight's.
 */
const FlightPassengersPage = lazyComponent("add-passenger-page", () =>
  import("../features/checkout/add-passenger-page").then((m) => ({ default: m.AddPassengerPage })),
);
const HotelGuestsPage = lazyComponent("hotel-guests-page", () =>
  import("../features/checkout/hotel-guests-page").then((m) => ({ default: m.HotelGuestsPage })),
);
const TourBookingPage = lazyComponent("tour-booking-page", () =>
  import("../features/checkout/tour-booking-page").then((m) => ({ default: m.TourBookingPage })),
);
const VisaApplicationPage = lazyComponent("visa-application-page", () =>
  import("../features/checkout/visa-application-page").then((m) => ({ default: m.VisaApplicationPage })),
);

/**
 * A visa request (`visa=1&product=…`), a hotel's rate (`hotelId`, `requestId`, `rateKey` and the
 * stay) or the chosen flight, the search behind it, countries and saved travellers (decision 012);
 * the variant's page code loads beside its data.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { signal } = request;
  return withServerCheck(serverLoader, async () => {
    switch (bookingVariantOf(params)) {
      case "visa":
        return variantData(
          "visa",
          () => import("../features/checkout/visa-application-data"),
          VisaApplicationPage,
          (m) => m.loadVisaApplication(params, signal),
        );
      case "tour":
        return variantData(
          "tour",
          () => import("../features/checkout/tour-booking-data"),
          TourBookingPage,
          (m) => m.loadTourBooking(params, signal),
        );
      case "hotel":
        return variantData(
          "hotel",
          () => import("../features/checkout/hotel-guests-data"),
          HotelGuestsPage,
          (m) => m.loadHotelGuests(params, signal),
        );
      case "flight":
        return variantData(
          "flight",
          () => import("../features/checkout/add-passenger-data"),
          FlightPassengersPage,
          (m) => m.loadAddPassenger(params, signal),
        );
    }
  });
}

/** A variant's data module and page code loaded together, then its data read with the module. */
async function variantData<const V extends string, M, D>(
  variant: V,
  dataModule: () => Promise<M>,
  page: { preload: () => Promise<unknown> },
  read: (module: M) => Promise<D>,
): Promise<{ variant: V; data: D }> {
  const [module] = await Promise.all([dataModule(), page.preload()]);
  return { variant, data: await read(module) };
}
clientLoader.hydrate = true as const;

const frames = {
  flight: AddPassengerFrame,
  hotel: HotelGuestsFrame,
  tour: TourBookingFrame,
  visa: VisaApplicationFrame,
} as const;

export function HydrateFallback() {
  const [params] = useSearchParams();
  const Frame = frames[bookingVariantOf(params)];
  return <Frame />;
}

/** The page's title and description: the variant's own (its frame's heading and lead). */
const variantMeta = {
  visa: { title: "booking.visa.title", description: "booking.visa.lead" },
  tour: { title: "booking.tour.title", description: "booking.tour.lead" },
  hotel: { title: "booking.hotel.title", description: "booking.hotel.lead" },
} as const;

export function meta({ matches, location }: Route.MetaArgs) {
  const variant = bookingVariantOf(new URLSearchParams(location.search));
  if (variant === "flight") return [...pageMeta(matches, "addPassenger"), noIndex];
  const { t } = metaT(matches);
  const keys = variantMeta[variant];
  return [
    ...pageMeta(matches, "addPassenger", {}, { title: t(keys.title), description: t(keys.description) }),
    noIndex,
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.variant === "visa") return <VisaApplicationPage data={loaderData.data} />;
  if (loaderData.variant === "tour") return <TourBookingPage data={loaderData.data} />;
  return loaderData.variant === "hotel" ? (
    <HotelGuestsPage data={loaderData.data} />
  ) : (
    <FlightPassengersPage data={loaderData.data} />
  );
}
