/**
 * The data of /add-passenger for a hotel's rate (decision 012), read by its route's client loader:
 * the hotel of the live search with the chosen rate in it (`HotelDetail`), and the cities (the
 * destination's name; a failed load leaves the code). States as data: ready, a rate that cannot be
 * booked (sold out, the search expired, a link that names no stay) with the way back to the hotel
 * page for the same stay, or a failure (retry).
 */
import { isBookedOnline } from "@safar/domain/hotel-rules";
import type { HotelCity, HotelDetail, HotelRate, HotelSearch } from "@safar/domain/hotel-search";
import { HotelMessageKey } from "@safar/domain/user-messages";
import { isApiError } from "../../lib/api";
import { type HotelRateRef, hotelPageUrl } from "../../lib/hotel-search-params";
import { hotelCities, hotelDetail } from "../../lib/hotels-api";
import { settle } from "../../lib/page-data";
import type { HotelUnavailableReason } from "./hotel-guests-flow";
import { hotelGuestsRefsOf } from "./hotel-guests-form";

/** Shown for a link that names no rate or no stay. */
export const INVALID_HOTEL_LINK_KEY = "booking.hotel.invalidLink";

export type HotelGuestsData =
  | {
      status: "ready";
      ref: HotelRateRef;
      stay: HotelSearch;
      detail: HotelDetail;
      rate: HotelRate;
      /** The destination, when the cities answered and know it. */
      city: HotelCity | null;
    }
  | {
      status: "unavailable";
      reason: HotelUnavailableReason | "invalid";
      /** A message key. */
      message: string;
      /** The hotel page for the same stay (which searches again), or the hotel search. */
      backUrl: string;
    }
  | { status: "error" };

/** A 404 naming the search or the hotel: the key to show. */
function missingKey(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 404) return null;
  const entry = error.errors.find((e) => e.key === "hotelId" || e.key === "requestId");
  if (!entry) return null;
  return (
    entry.messages[0] ??
    (entry.key === "hotelId" ? HotelMessageKey.HOTEL_NOT_FOUND : HotelMessageKey.HOTEL_SEARCH_EXPIRED)
  );
}

/** The rate of `rateKey` in the hotel's rooms, or null when the search no longer has it. */
export function rateOf(detail: HotelDetail, rateKey: string): HotelRate | null {
  for (const group of detail.roomGroups) {
    const rate = group.rates.find((r) => r.rateKey === rateKey);
    if (rate) return rate;
  }
  return null;
}

export async function loadHotelGuests(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<HotelGuestsData> {
  const refs = hotelGuestsRefsOf(params);
  if (!refs?.stay) {
    return {
      status: "unavailable",
      reason: "invalid",
      message: INVALID_HOTEL_LINK_KEY,
      backUrl: "/hotel-home",
    };
  }
  const { ref, stay } = refs;
  const backUrl = hotelPageUrl(stay, ref.hotelId);
  const [cities, found] = await Promise.all([
    settle(hotelCities()),
    settle(hotelDetail({ requestId: ref.requestId, hotelId: ref.hotelId }, signal)),
  ]);
  if (!found.ok) {
    const key = missingKey(found.error);
    return key ? { status: "unavailable", reason: "expired", message: key, backUrl } : { status: "error" };
  }
  const detail = found.value;
  const rate = rateOf(detail, ref.rateKey);
  if (!rate)
    return {
      status: "unavailable",
      reason: "soldOut",
      message: HotelMessageKey.HOTEL_ROOM_SOLD_OUT,
      backUrl,
    };
  if (!isBookedOnline(rate))
    return {
      status: "unavailable",
      reason: "closed",
      message: HotelMessageKey.HOTEL_PAY_AT_HOTEL_NOT_ONLINE,
      backUrl,
    };
  const city = (cities.ok ? cities.value : []).find((c) => c.cityCode === detail.cityCode) ?? null;
  return { status: "ready", ref, stay, detail, rate, city };
}
