/**
 * Booking a tour (issue 16): what the orders module asks of the tours when a customer books a
 * departure (the travellers checked, the places priced), holds its seats (when the order is
 * reserved), and what fulfilment asks when the order is paid (the seats sold) or fails (given back).
 *
 * Prices: each place is the departure's price for its age category in USD at the display rate of
 * now, rounded up to the cent (what the tour's page shows); the total is their sum. Seats: every
 * traveller takes one (infants too: the operator counts them on the bus and at the hotels).
 */
import {
  AgeCategory,
  calendarDateIn,
  flightPassengerForm,
  flightPassengerRequiredFields,
  isUuid,
  passengerSchemaRequiring,
  placesOf,
  returnDateOf,
  type SubmitTourOrderBody,
  seatsLeftOf,
  seatsOf,
  type TourDestination,
  type TourOrderItem,
  type TourTraveller,
  tourPlacesIssue,
  tourUsdCents,
} from "@safar/domain";
import { TourMessageKey as K } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { validationError } from "../../platform/http";
import { tourSeats } from "./tour-seats.repository";
import type { ToursRepository } from "./tours.repository";

/** The paid order's seats could not be sold (its hold ran out and the departure filled meanwhile). */
export class TourSeatsGoneError extends Error {
  constructor(orderId: string) {
    super(`tour order ${orderId}: its departure has no seats left`);
    this.name = "TourSeatsGoneError";
  }
}

export interface TourBookingsDeps {
  db: Database;
  repository: Pick<ToursRepository, "tourOnSale" | "departureOf">;
  exchangeRate: (currency: string) => Promise<number>;
  /** The hotel destinations (what names the tour's destination). */
  cities: () => Promise<TourDestination[]>;
  now: () => Date;
}

/** A tour order as the tours module reads it: its id and what it sells. */
type BookedOrder = { id: string; item: Pick<TourOrderItem, "departureId" | "places"> };

const notFound = (field: string, key: string) => AppError.single("not_found", field, key);
const notEnoughSeats = () => AppError.single("conflict", "departureId", K.TOUR_NOT_ENOUGH_SEATS);

export function createTourBookings(deps: TourBookingsDeps) {
  const today = () => calendarDateIn(deps.now()) ?? deps.now().toISOString().slice(0, 10);

  /**
   * Each traveller by the international flight's passenger form for its nationality (what the
   * booking page shows), on the day of departure; errors keyed `travellers[0].passportNumber`.
   */
  function travellersOf(input: Record<string, unknown>[], travelDate: string): TourTraveller[] {
    const issues: { path: (string | number)[]; message: string }[] = [];
    const travellers: TourTraveller[] = [];
    input.forEach((raw, index) => {
      const fields = flightPassengerRequiredFields(flightPassengerForm(false, raw.nationalityCountry));
      const result = passengerSchemaRequiring(fields, { travelDate }).safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues)
          issues.push({ path: ["travellers", index, ...issue.path.map(String)], message: issue.message });
        return;
      }
      const p = result.data;
      travellers.push({
        firstName: p.firstName ?? "",
        lastName: p.lastName ?? "",
        firstNameFarsi: p.firstNameFarsi ?? null,
        lastNameFarsi: p.lastNameFarsi ?? null,
        genderTitle: p.genderTitle ?? "",
        birthDate: p.birthDate ?? "",
        nationalCode: p.nationalCode ?? null,
        nationalityCountry: p.nationalityCountry ?? null,
        passportIssuingCountry: p.passportIssuingCountry ?? null,
        passportType: p.passportType ?? null,
        passportNumber: p.passportNumber ?? null,
        passportExpirationDate: p.passportExpirationDate ?? null,
        type: p.type ?? AgeCategory.Unknown,
      });
    });
    if (issues.length > 0) throw validationError(issues);
    return travellers;
  }

  return {
    /**
     * A departure of a tour on sale priced for the travellers (404 TOUR_NOT_FOUND or
     * TOUR_DEPARTURE_NOT_FOUND; 400 per traveller field, TOUR_ADULT_REQUIRED,
     * TOUR_INFANTS_EXCEED_ADULTS; 409 TOUR_NOT_ENOUGH_SEATS): the order's item, its total in USD
     * cents, and when the trip starts.
     */
    async quoteForOrder(body: SubmitTourOrderBody) {
      if (!isUuid(body.tourId)) throw notFound("tourId", K.TOUR_NOT_FOUND);
      const found = await deps.repository.tourOnSale(body.tourId.toLowerCase(), today());
      if (!found) throw notFound("tourId", K.TOUR_NOT_FOUND);
      const { tour } = found;
      const departure = found.departures.find((d) => d.id === body.departureId.toLowerCase());
      if (!departure) {
        // A departure of this tour that is full (or leaves too soon) is a conflict, not a 404.
        const known = await deps.repository.departureOf(tour.id, body.departureId.toLowerCase());
        if (known && known.date > today()) throw notEnoughSeats();
        throw notFound("departureId", K.TOUR_DEPARTURE_NOT_FOUND);
      }
      const travellers = travellersOf(body.travellers, departure.date);
      const places = placesOf(travellers);
      const issue = tourPlacesIssue(places);
      if (issue) throw AppError.single("validation", "travellers", issue);
      if (seatsOf(places) > seatsLeftOf(departure)) throw notEnoughSeats();

      const rate = tour.currency === "USD" ? 1 : await deps.exchangeRate(tour.currency);
      const totalCents =
        places.adult * tourUsdCents(departure.adultPriceMinor, rate) +
        places.child * tourUsdCents(departure.childPriceMinor, rate) +
        places.infant * tourUsdCents(departure.infantPriceMinor, rate);
      const city = (await deps.cities()).find((c) => c.cityCode === tour.destination);
      const named = (code: string) => ({ ar: code, fa: code, en: code });
      const totalMinor =
        places.adult * departure.adultPriceMinor +
        places.child * departure.childPriceMinor +
        places.infant * departure.infantPriceMinor;
      return {
        totalCents,
        startsAt: new Date(`${departure.date}T00:00:00+03:00`),
        item: {
          kind: "tour" as const,
          tourId: tour.id,
          departureId: departure.id,
          tourKind: tour.kind,
          title: tour.title,
          destination: {
            cityCode: tour.destination,
            name: city?.name ?? named(tour.destination),
            country: city?.country ?? named(tour.destination),
          },
          days: tour.days,
          nights: tour.nights,
          hotelStars: tour.hotelStars,
          photo: tour.photos[0] ?? null,
          date: departure.date,
          returnDate: returnDateOf(departure.date, tour.nights),
          places,
          currency: tour.currency,
          prices: {
            adult: departure.adultPriceMinor / 100,
            child: departure.childPriceMinor / 100,
            infant: departure.infantPriceMinor / 100,
          },
          totalPrice: totalMinor / 100,
          exchangeRate: rate,
          travellers,
        } satisfies TourOrderItem,
      };
    },

    /** Holds the order's seats on its departure (in the orders module's transaction); false when too few are left. */
    holdSeats(tx: Database, order: BookedOrder): Promise<boolean> {
      return tourSeats(tx).hold(order.id, order.item.departureId, seatsOf(order.item.places), today());
    },

    /** Gives an order's held seats back (its hold ran out, or the reserve failed half way). */
    async releaseSeats(tx: Database, orderId: string): Promise<void> {
      const seats = tourSeats(tx);
      const row = await seats.lock(orderId);
      if (row) await seats.release(row);
    },

    /**
     * The paid order's seats become sold (its own transaction; again for an order already sold is
     * nothing); throws TourSeatsGoneError when its hold had run out and the departure has filled since.
     */
    async sellSeats(order: BookedOrder): Promise<void> {
      await deps.db.transaction(async (t) => {
        const seats = tourSeats(t as unknown as Database);
        const row = await seats.lock(order.id);
        if (row?.status === "Sold") return;
        if (row?.status !== "Held") {
          const wanted = row?.seats ?? seatsOf(order.item.places);
          const departureId = row?.departureId ?? order.item.departureId;
          if (!(await seats.hold(order.id, departureId, wanted, "0000-00-00")))
            throw new TourSeatsGoneError(order.id);
        }
        const held = await seats.lock(order.id);
        if (held) await seats.sellHeld(held);
      });
    },

    /** A failed paid order's seats go back to the departure (its own transaction). */
    async giveBack(orderId: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const seats = tourSeats(tx as unknown as Database);
        const row = await seats.lock(orderId);
        if (row) await seats.release(row);
      });
    },
  };
}

export type TourBookings = ReturnType<typeof createTourBookings>;
