/**
 * Submitting a hotel order (issue 14): the rate of a live search priced again with its supplier
 * (through the hotels service), one lead guest per searched room, the price the customer accepted
 * compared with the price now (PRICE_CHANGED with both), and the order created once per idempotency
 * key as Submitted, DomesticHotel or InternationalHotel. The rooms are held by ReserveHotelOrder.
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
  hotels: Pick<HotelsService, "quoteForOrder">;
}

export function createSubmitHotelOrder(deps: SubmitHotelOrderDeps) {
  const { repository, hotels } = deps;

  async function priceHotel(body: SubmitHotelBody) {
    const quote = await hotels.quoteForOrder(body);
    if (body.guests.length !== quote.item.rooms.length)
      throw AppError.single("validation", "guests", HotelMessageKey.HOTEL_GUESTS_DO_NOT_MATCH_ROOMS);
    // A rate paid at the hotel has nothing to pay here: the booking desk takes it for now.
    if (quote.item.rate.payAtHotel)
      throw AppError.single("conflict", "rateKey", HotelMessageKey.HOTEL_PAY_AT_HOTEL_NOT_ONLINE);
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
      totalCents: currentCents,
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
