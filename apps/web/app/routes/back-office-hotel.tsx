import { calendarDateIn } from "@safar/domain";
import { getHotel, getHotelCalendar, getHotelCities } from "../features/back-office/hotel-admin-api";
import { isMonth, monthOf, monthRange } from "../features/back-office/hotel-admin-rules";
import { HotelPage } from "../features/back-office/hotel-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-hotel";

export const handle: I18nHandle = { i18n: ["back-office", "hotels"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "hotel");
}

/**
 * The hotel with its room types and plans, the destinations, and the calendar of the room type and
 * month the URL names (`room`, `month`; the first room type and the hotel's month today otherwise).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return {
    state: await loadOperatorPage(request, async () => {
      const [hotel, cities] = await Promise.all([
        getHotel(params.id, request.signal),
        getHotelCities(request.signal),
      ]);
      const today = calendarDateIn(new Date(), hotel.timeZone) ?? new Date().toISOString().slice(0, 10);
      const asked = search.get("month");
      const month = isMonth(asked) ? asked : monthOf(today);
      const room = hotel.roomTypes.find((r) => r.id === search.get("room")) ?? hotel.roomTypes[0];
      const calendar = room
        ? await getHotelCalendar(hotel.id, { roomTypeId: room.id, ...monthRange(month) }, request.signal)
        : null;
      return { hotel, cities, today, month, roomTypeId: room?.id ?? null, calendar };
    }),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HotelPage state={loaderData.state} />;
}
