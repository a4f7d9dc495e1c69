import {
  calendarDateIn,
  DOMESTIC_HOTEL_COUNTRY,
  type HotelOrderItem,
  hotelStayIssues,
  type RateRecheck,
  RecheckStatus,
} from "@safar/domain";
import { localToUtc } from "@safar/domain/time-zones";
import { HotelMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import { markUpRates } from "./hotel-markup";
import type { HotelSearches } from "./hotel-searches";
import type { HotelsContext } from "./hotels-service-deps";
import type { createShowHotel } from "./show-hotel";

type RateOfSearch = { requestId: string; hotelId: string; rateKey: string };

/** A rate of a live search priced again with its supplier: for the customer, and for the order. */
export function createRecheckRate(
  context: Pick<HotelsContext, "repository" | "suppliers" | "now" | "markupRules">,
  searches: Pick<HotelSearches, "storedHotel" | "keep">,
  detailOf: ReturnType<typeof createShowHotel>["detailOf"],
) {
  const { repository, now, markupRules } = context;
  const { storedHotel } = searches;

  /**
   * Prices a rate of a live search again with its supplier (before the guest details and before
   * booking): the same, a new price (the search keeps it), or sold out (the search drops it).
   */
  async function recheck(input: RateOfSearch): Promise<RateRecheck> {
    const { stored, hotel } = await storedHotel(input.requestId, input.hotelId);
    const seen = hotel.rates.find((rate) => rate.rateKey === input.rateKey);
    if (!seen) throw AppError.single("not_found", "rateKey", HotelMessageKey.HOTEL_ROOM_SOLD_OUT);
    const supplier = context.suppliers.find((s) => s.name === seen.supplier);
    const answered = await supplier?.recheck(seen.rateKey, now());
    const city = answered ? await repository.city(hotel.cityCode) : undefined;
    // Priced as the search priced it: the markup rule that matches now.
    const rate =
      answered && city
        ? (markUpRates(
            [answered],
            await markupRules(),
            { ...hotel, countryCode: city.countryCode },
            { nights: stored.nights, rooms: stored.query.rooms.length },
          )[0] ?? null)
        : null;
    hotel.rates = rate
      ? hotel.rates
          .map((r) => (r.rateKey === seen.rateKey ? rate : r))
          .sort((a, b) => a.totalPrice - b.totalPrice)
      : hotel.rates.filter((r) => r.rateKey !== seen.rateKey);
    if (!rate || rate.totalPrice !== seen.totalPrice) await searches.keep(stored);
    return {
      status: !rate
        ? RecheckStatus.SoldOut
        : rate.totalPrice !== seen.totalPrice
          ? RecheckStatus.PriceChanged
          : RecheckStatus.Available,
      rate,
      previousTotal: seen.totalPrice,
    };
  }

  return {
    recheck,

    /**
     * For the orders module: a rate of a live search priced again for booking, with the property and
     * the stay as the order keeps them. `seenTotal` is the price the search showed; the rate is as it
     * is now. 404 when the search, the hotel or the rate is gone; 409 HOTEL_ROOM_SOLD_OUT when its
     * room is no longer on sale; 409 HOTEL_STAY_NOT_BOOKABLE when the check-in has passed.
     */
    async quoteForOrder(input: RateOfSearch): Promise<{
      item: Omit<HotelOrderItem, "guests" | "specialRequests">;
      seenTotal: number;
      isDomestic: boolean;
      startsAt: Date;
    }> {
      const { stored, hotel } = await storedHotel(input.requestId, input.hotelId);
      const detail = await detailOf(stored, hotel);
      const city = await repository.city(hotel.cityCode);
      if (!city) throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
      if (hotelStayIssues(stored.query, calendarDateIn(now(), city.timeZone) ?? "").length > 0)
        throw AppError.single("conflict", "requestId", HotelMessageKey.HOTEL_STAY_NOT_BOOKABLE);
      const checked = await recheck(input);
      if (!checked.rate) throw AppError.single("conflict", "rateKey", HotelMessageKey.HOTEL_ROOM_SOLD_OUT);
      return {
        item: {
          kind: "hotel",
          requestId: stored.requestId,
          hotelId: hotel.hotelId,
          hotel: {
            hotelId: hotel.hotelId,
            name: detail.name,
            stars: detail.stars,
            cityCode: detail.cityCode,
            cityName: city.name,
            area: detail.area,
            address: detail.content.address,
            photo: detail.photo,
            latitude: detail.latitude,
            longitude: detail.longitude,
            checkInTime: detail.content.checkInTime,
            checkOutTime: detail.content.checkOutTime,
            importantInfo: detail.content.importantInfo,
            timeZone: city.timeZone,
          },
          checkIn: stored.query.checkIn,
          checkOut: stored.query.checkOut,
          nights: stored.nights,
          rooms: stored.query.rooms,
          rate: checked.rate,
        },
        seenTotal: checked.previousTotal,
        isDomestic: city.countryCode === DOMESTIC_HOTEL_COUNTRY,
        startsAt: localToUtc(stored.query.checkIn, 0, city.timeZone),
      };
    },
  };
}
