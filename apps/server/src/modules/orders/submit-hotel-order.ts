/**
 * Submitting a hotel order (issue 14): the rate of a live search priced again with its supplier
 * (through the hotels service), one lead guest per searched room, the price the customer accepted
 * compared with the price now (PRICE_CHANGED with both), and the order created once per idempotency
 * key as Submitted, DomesticHotel or InternationalHotel. The rooms are held by ReserveHotelOrder.
 *
 * A rate paid at the hotel (decision 022) is ordered with nothing to pay now (total 0; the rate the
 * order keeps says what is due at the hotel) when its supplier books it without a card guarantee;
 * otherwise 409 HOTEL_PAY_AT_HOTEL_NOT_ONLINE (the booking desk takes it). The guarantee and the limit
 * of open stays paid at the hotel are checked by ReserveHotelOrder, with the customer's row locked.
 */
import { type HotelOrderItem, ServiceType, type submitHotelOrderRequestSchema, toCents } from "@safar/domain";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { HotelMessageKey } from "@safar/domain/user-messages";
import type { z } from "zod";
import { AppError } from "../../platform/errors";
import type { HotelsService } from "../hotels/hotels.service";
import type { OrdersRepository } from "./orders.repository";
import { checkAcceptedPrice, createOrderOnce } from "./submit-order";

export type SubmitHotelBody = z.output<typeof submitHotelOrderRequestSchema>;

export interface SubmitHotelOrderDeps {
  repository: OrdersRepository;
  hotels: Pick<HotelsService, "quoteForOrder" | "booksPayAtHotelOnline">;
}

export function createSubmitHotelOrder(deps: SubmitHotelOrderDeps) {
  const { repository, hotels } = deps;

  async function priceHotel(body: SubmitHotelBody) {
    const quote = await hotels.quoteForOrder(body);
    if (body.guests.length !== quote.item.rooms.length)
      throw AppError.single("validation", "guests", HotelMessageKey.HOTEL_GUESTS_DO_NOT_MATCH_ROOMS);
    const payAtHotel = quote.item.rate.payAtHotel;
    // A supplier that needs a card to guarantee a stay paid at the hotel: the booking desk takes it.
    if (payAtHotel && !hotels.booksPayAtHotelOnline(quote.item.rate))
      throw AppError.single("conflict", "rateKey", HotelMessageKey.HOTEL_PAY_AT_HOTEL_NOT_ONLINE);
    // The price the customer accepted is the stay's, paid now or at the hotel.
    const currentCents = toCents(quote.item.rate.totalPrice);
    const expected = toCents(body.acceptedTotalPrice ?? quote.seenTotal);
    checkAcceptedPrice(expected, currentCents);
    const item: HotelOrderItem = {
      ...quote.item,
      guests: body.guests,
      specialRequests: body.specialRequests ?? null,
    };
    return {
      type: quote.isDomestic ? ServiceType.DomesticHotel : ServiceType.InternationalHotel,
      // Paid at the hotel: nothing to pay now; the rate kept in the item says what is due there.
      totalCents: payAtHotel ? 0 : currentCents,
      productChannel: body.productChannel,
      contact: body.contact,
      item,
      startsAt: quote.startsAt,
    };
  }

  return {
    submitHotel(
      userId: string,
      body: SubmitHotelBody,
      headerKey: string | undefined,
      locale: Locale = defaultLocale,
    ) {
      return createOrderOnce(repository, { userId, body, headerKey, locale, price: () => priceHotel(body) });
    },
  };
}
