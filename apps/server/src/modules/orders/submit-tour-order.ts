/**
 * Submitting a tour order (issue 16): a departure of a tour on sale priced for its travellers
 * (through the tours module: the travellers checked on the day of departure, the places by age),
 * the total the customer saw compared with the price now (PRICE_CHANGED with both), and the order
 * created once per idempotency key as Submitted, ServiceType Tour. The seats are held by
 * ReserveTourOrder.
 */
import { ServiceType, type SubmitTourOrderBody, toCents } from "@safar/domain";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import type { TourBookings } from "../tours/tours.service";
import type { OrdersRepository } from "./orders.repository";
import { checkAcceptedPrice, createOrderOnce } from "./submit-order";

export interface SubmitTourOrderDeps {
  repository: OrdersRepository;
  tours: Pick<TourBookings, "quoteForOrder">;
}

export function createSubmitTourOrder(deps: SubmitTourOrderDeps) {
  const { repository, tours } = deps;

  async function priceTour(body: SubmitTourOrderBody) {
    const quote = await tours.quoteForOrder(body);
    // The total the tour's page showed (the client sends it); without one, the price now.
    if (body.acceptedTotalPrice !== undefined)
      checkAcceptedPrice(toCents(body.acceptedTotalPrice), quote.totalCents);
    return {
      type: ServiceType.Tour,
      totalCents: quote.totalCents,
      productChannel: body.productChannel,
      contact: { ...body.contact, email: body.contact.email ?? null },
      item: quote.item,
      startsAt: quote.startsAt,
    };
  }

  return {
    submitTour(
      userId: string,
      body: SubmitTourOrderBody,
      headerKey: string | undefined,
      locale: Locale = defaultLocale,
    ) {
      return createOrderOnce(repository, { userId, body, headerKey, locale, price: () => priceTour(body) });
    },
  };
}
