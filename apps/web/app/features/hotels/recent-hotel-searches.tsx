/**
 * /hotel-home's recent searches (spec §7): the signed-in customer's hotel searches
 * (GetHotelSearchHistories), each a link to its results, the city in the page's language, the
 * dates (Jalali in Persian) and the rooms and guests; removed through the flight DeActive path.
 * A stay whose check-in has passed is listed and opens from today (reopen-hotel-search.ts).
 * Nothing for a signed-out customer or an empty history.
 */
import type { HotelSearchHistory } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { hotelResultsUrl } from "../../lib/hotel-search-params";
import { getHotelSearchHistories } from "../../lib/hotels-api";
import { deActiveSearchHistory } from "../../lib/search-history-api";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";
import { type RecentSearchItem, RecentSearchList } from "../../ui/recent-searches";
import { baghdadToday } from "./hotel-today";
import { reopenHotelSearch } from "./reopen-hotel-search";
import { roomsSummary } from "./rooms-summary";

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

/** A row, with the searched dates for the remove button's name. */
type Item = RecentSearchItem & { dates: string };

export function RecentHotelSearches({ signedIn, locale }: { signedIn: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const day = (iso: string) => displayDate(iso, locale, DAY);

  const item = (history: HotelSearchHistory, today: string): Item => {
    const { query, moved } = reopenHotelSearch(history, today);
    const dates = `${day(history.checkIn)} – ${day(history.checkOut)}`;
    return {
      id: history.id,
      url: hotelResultsUrl(query),
      title: history.cityName[locale] || history.cityName.en,
      details: `${dates} · ${roomsSummary(history.rooms, locale, t)}`,
      note: moved
        ? t("hotels.recent.moved", { from: day(query.checkIn), to: day(query.checkOut) })
        : undefined,
      dates,
    };
  };

  return (
    <RecentSearchList
      heading={t("hotels.recent.title")}
      loadKey={`${signedIn}/${locale}`}
      load={
        signedIn
          ? async (signal) => {
              const list = await getHotelSearchHistories(signal);
              const today = baghdadToday();
              return list.map((history) => item(history, today));
            }
          : null
      }
      remove={(x) => deActiveSearchHistory(x.id)}
      removeLabel={(x) => t("hotels.recent.remove", { city: x.title, dates: x.dates })}
    />
  );
}
