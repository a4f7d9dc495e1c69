/**
 * Tour orders (issue 16): the booking `tour/Order/SubmitTourOrder` sends (a departure of a tour on
 * sale, its travellers and the contact), and the tour an order keeps as its item. Travellers give
 * their passenger fields in the spec's `national` variant (nationality, passport and its expiry:
 * the operator registers every traveller with the hotels and at the borders); each one's age
 * category on the day of departure prices its place (adult, child or infant). The seats are held
 * when the order is reserved (like a charter's), sold when it is paid, and given back when the hold
 * runs out or the order fails.
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { AgeCategory, productChannelSchema } from "./enums";
import { localizedTextSchema } from "./localized-text";
import { type BookedPassenger, bookedPassengerSchema } from "./passenger";
import { TOUR_KINDS, tourDestinationSchema, tourPricesSchema } from "./tour";
import { TourMessageKey as K } from "./user-messages";

/** Travellers one booking may have (a group books twice). */
export const MAX_TOUR_TRAVELLERS = 9;

/** `POST tour/Order/SubmitTourOrder`. */
export const submitTourOrderRequestSchema = z.object({
  tourId: z.uuid({ error: K.TOUR_NOT_FOUND }),
  departureId: z.uuid({ error: K.TOUR_DEPARTURE_NOT_FOUND }),
  /** Each checked by the international flight's passenger form for its nationality, on the day of departure. */
  travellers: z
    .array(z.record(z.string(), z.unknown()), { error: K.TOUR_TRAVELLERS_OUT_OF_RANGE })
    .min(1, { error: K.TOUR_TRAVELLERS_OUT_OF_RANGE })
    .max(MAX_TOUR_TRAVELLERS, { error: K.TOUR_TRAVELLERS_OUT_OF_RANGE }),
  contact: contactSchema(),
  productChannel: productChannelSchema.default(1),
  /** Or the `Idempotency-Key` header. */
  idempotencyKey: z.string().optional(),
  /** The total the customer accepted after a PRICE_CHANGED answer (decimal USD). */
  acceptedTotalPrice: z.number().nonnegative().optional(),
});
export type SubmitTourOrderRequest = z.input<typeof submitTourOrderRequestSchema>;
export type SubmitTourOrderBody = z.output<typeof submitTourOrderRequestSchema>;

/** Places by age category. */
export const tourPlacesSchema = z.object({
  adult: z.number().int().min(0),
  child: z.number().int().min(0),
  infant: z.number().int().min(0),
});
export type TourPlaces = z.infer<typeof tourPlacesSchema>;

/** A traveller as the order keeps it (the passenger fields its form asked for; blank ones null). */
export const tourTravellerSchema = bookedPassengerSchema;
export type TourTraveller = BookedPassenger;

/** The tour an order sells, as priced at submit. */
export const tourOrderSchema = z.object({
  tourId: z.uuid(),
  departureId: z.uuid(),
  tourKind: z.enum(TOUR_KINDS),
  title: localizedTextSchema,
  destination: tourDestinationSchema,
  days: z.number().int(),
  nights: z.number().int(),
  hotelStars: z.number().int(),
  /** The first photo's path under the image base, or null. */
  photo: z.string().nullable(),
  /** The day the group leaves and the day it comes back (`YYYY-MM-DD`). */
  date: z.string(),
  returnDate: z.string(),
  places: tourPlacesSchema,
  /** One place's prices and the total in the tour's currency; the order is charged in USD. */
  currency: z.string(),
  prices: tourPricesSchema,
  totalPrice: z.number(),
  exchangeRate: z.number(),
  travellers: z.array(tourTravellerSchema),
});
export type TourOrder = z.infer<typeof tourOrderSchema>;

/** What a tour order's row in my trips shows. */
export const orderTourSummarySchema = z.object({
  title: localizedTextSchema,
  destination: localizedTextSchema,
  date: z.string(),
  returnDate: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
});
export type OrderTourSummary = z.infer<typeof orderTourSummarySchema>;

/** The places a list of travellers takes, by each one's age category. */
export function placesOf(travellers: readonly { type?: number | undefined }[]): TourPlaces {
  const places = { adult: 0, child: 0, infant: 0 };
  for (const { type } of travellers) {
    if (type === AgeCategory.Adult) places.adult += 1;
    else if (type === AgeCategory.Child) places.child += 1;
    else if (type === AgeCategory.Infant) places.infant += 1;
  }
  return places;
}

/** Seats the places take: an infant sits on a lap, but the operator counts every traveller. */
export const seatsOf = (places: TourPlaces) => places.adult + places.child + places.infant;

/**
 * Why a group cannot book together, or null: at least one adult, and no more infants than adults
 * (each infant travels on an adult's lap).
 */
export function tourPlacesIssue(places: TourPlaces): string | null {
  if (places.adult < 1) return K.TOUR_ADULT_REQUIRED;
  if (places.infant > places.adult) return K.TOUR_INFANTS_EXCEED_ADULTS;
  return null;
}

/**
 * What a party pays for a departure in USD cents: each place at its age's USD price (as the tour's
 * page shows it, rounded up to the cent from the tour's currency), summed. The server's total.
 */
export function tourPartyUsdCents(
  pricesUsd: { adult: number; child: number; infant: number },
  party: { adults: number; children: number; infants: number },
): number {
  const cents = (amount: number) => Math.round(amount * 100);
  return (
    party.adults * cents(pricesUsd.adult) +
    party.children * cents(pricesUsd.child) +
    party.infants * cents(pricesUsd.infant)
  );
}
