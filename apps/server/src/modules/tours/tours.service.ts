/**
 * Tours on the storefront (issue 16): the list with its filters and a tour's page. Only tours on
 * sale show, with their departures after today (Baghdad) that still have seats; prices are kept in
 * the tour's currency and answered in it and in USD at the display rate of now (the pricing
 * module), rounded up to the cent, as visas do. The budget filter compares the adult price in USD.
 */
import {
  calendarDateIn,
  departureMatches,
  fromCents,
  isUuid,
  type LocalizedText,
  returnDateOf,
  seatsLeftOf,
  TOUR_ADULT_MIN_AGE,
  TOUR_CHILD_MIN_AGE,
  type TourCard,
  type TourDeparture,
  type TourDestination,
  type TourDetail,
  type TourList,
  type TourListQuery,
  tourUsdCents,
} from "@safar/domain";
import { TourMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { TourDepartureRow, TourRow, ToursRepository } from "./tours.repository";

/** A hotel destination as the hotels module answers it (what names a tour's destination). */
export interface TourCity {
  cityCode: string;
  name: LocalizedText;
  country: LocalizedText;
}

export interface ToursServiceDeps {
  repository: ToursRepository;
  /** Units of `currency` for one USD now (the pricing module's display rates). */
  exchangeRate: (currency: string) => Promise<number>;
  /** The hotel destinations (names of the tours' destinations). */
  cities: () => Promise<TourCity[]>;
  now?: () => Date;
}

export const tourNotFound = () => AppError.single("not_found", "id", TourMessageKey.TOUR_NOT_FOUND);

/** A departure with its prices in USD cents (adult, child, infant). */
type PricedDeparture = { row: TourDepartureRow; usd: [number, number, number] };

export function createToursService(deps: ToursServiceDeps) {
  const { repository } = deps;
  const today = () => {
    const now = deps.now?.() ?? new Date();
    return calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  };

  /** Each currency's rate, asked once per call. */
  async function ratesFor(rows: TourRow[]): Promise<Map<string, number>> {
    const currencies = [...new Set(rows.map((row) => row.currency))];
    const rates = await Promise.all(
      currencies.map(async (code) => [code, code === "USD" ? 1 : await deps.exchangeRate(code)] as const),
    );
    return new Map(rates);
  }

  function priced(row: TourDepartureRow, rate: number): PricedDeparture {
    return {
      row,
      usd: [
        tourUsdCents(row.adultPriceMinor, rate),
        tourUsdCents(row.childPriceMinor, rate),
        tourUsdCents(row.infantPriceMinor, rate),
      ],
    };
  }

  function departureView(tour: TourRow, { row, usd }: PricedDeparture): TourDeparture {
    return {
      id: row.id,
      date: row.date,
      returnDate: returnDateOf(row.date, tour.nights),
      seatsLeft: seatsLeftOf(row),
      prices: {
        adult: fromCents(row.adultPriceMinor),
        child: fromCents(row.childPriceMinor),
        infant: fromCents(row.infantPriceMinor),
      },
      pricesUsd: { adult: fromCents(usd[0]), child: fromCents(usd[1]), infant: fromCents(usd[2]) },
    };
  }

  async function destinationsBy(): Promise<(code: string) => TourDestination> {
    const cities = new Map((await deps.cities()).map((city) => [city.cityCode, city]));
    return (code) => {
      const city = cities.get(code);
      const unknown = { ar: code, fa: code, en: code };
      return { cityCode: code, name: city?.name ?? unknown, country: city?.country ?? unknown };
    };
  }

  /** The card of a tour from its matching departures (at least one, soonest first). */
  function card(tour: TourRow, matching: PricedDeparture[], destination: TourDestination): TourCard {
    const cheapest = matching.reduce((low, d) => (d.row.adultPriceMinor < low.row.adultPriceMinor ? d : low));
    const next = matching[0] as PricedDeparture;
    return {
      id: tour.id,
      kind: tour.kind,
      title: tour.title,
      description: tour.description,
      destination,
      days: tour.days,
      nights: tour.nights,
      hotelStars: tour.hotelStars,
      photo: tour.photos[0] ?? null,
      currency: tour.currency,
      fromPrice: fromCents(cheapest.row.adultPriceMinor),
      fromPriceUsd: fromCents(cheapest.usd[0]),
      nextDeparture: next.row.date,
      nextDepartureSeatsLeft: seatsLeftOf(next.row),
      departureCount: matching.length,
    };
  }

  return {
    /**
     * `GetTours`: the tours on sale with a departure ahead that matches the destination, month and
     * budget per adult (USD), in the operator's order; every destination and month that has one
     * (whatever the filters) for the filters' choices.
     */
    async list(query: TourListQuery): Promise<TourList> {
      const { tours, departures } = await repository.onSale(today());
      const [rates, destinationOf] = await Promise.all([ratesFor(tours), destinationsBy()]);
      const byTour = new Map<string, PricedDeparture[]>();
      for (const row of departures) {
        const tour = tours.find((t) => t.id === row.tourId);
        if (!tour) continue;
        const list = byTour.get(row.tourId) ?? [];
        list.push(priced(row, rates.get(tour.currency) ?? 1));
        byTour.set(row.tourId, list);
      }
      const open = tours.filter((tour) => (byTour.get(tour.id)?.length ?? 0) > 0);
      const counts = new Map<string, number>();
      for (const tour of open) counts.set(tour.destination, (counts.get(tour.destination) ?? 0) + 1);
      const months = [...new Set(departures.map((row) => row.date.slice(0, 7)))].sort();
      const cards = open.flatMap((tour) => {
        if (query.destination && tour.destination !== query.destination) return [];
        const matching = (byTour.get(tour.id) ?? []).filter((d) =>
          departureMatches({ date: d.row.date, adultUsd: fromCents(d.usd[0]) }, query),
        );
        return matching.length > 0 ? [card(tour, matching, destinationOf(tour.destination))] : [];
      });
      return {
        tours: cards,
        destinations: [...counts].map(([code, tourCount]) => ({ ...destinationOf(code), tourCount })),
        months,
      };
    },

    /** `GetTour/{id}`: a tour on sale with its departures ahead that have seats (404 TOUR_NOT_FOUND). */
    async detail(id: string): Promise<TourDetail> {
      if (!isUuid(id)) throw tourNotFound();
      const found = await repository.tourOnSale(id.toLowerCase(), today());
      if (!found) throw tourNotFound();
      const { tour } = found;
      const [rates, destinationOf] = await Promise.all([ratesFor([tour]), destinationsBy()]);
      const departures = found.departures.map((row) => priced(row, rates.get(tour.currency) ?? 1));
      const cheapest = departures.length > 0 ? card(tour, departures, destinationOf(tour.destination)) : null;
      return {
        id: tour.id,
        kind: tour.kind,
        title: tour.title,
        description: tour.description,
        destination: destinationOf(tour.destination),
        days: tour.days,
        nights: tour.nights,
        hotelStars: tour.hotelStars,
        currency: tour.currency,
        fromPrice: cheapest?.fromPrice ?? null,
        fromPriceUsd: cheapest?.fromPriceUsd ?? null,
        photos: tour.photos,
        plan: tour.plan,
        included: tour.included,
        excluded: tour.excluded,
        departures: departures.map((d) => departureView(tour, d)),
        childMinAge: TOUR_CHILD_MIN_AGE,
        adultMinAge: TOUR_ADULT_MIN_AGE,
      };
    },

    /** What a demo tour's picture shows (the image host draws it); null unless `path` is its photo. */
    async demoPhoto(tourId: string, path: string) {
      if (!isUuid(tourId)) return null;
      const tour = await repository.anyTour(tourId);
      if (!tour?.isDemo || !tour.photos.includes(path)) return null;
      const destination = (await destinationsBy())(tour.destination);
      return {
        title: tour.title.en,
        city: destination.name.en,
        subtitle: `${destination.name.en} · ${tour.days} days, ${tour.nights} nights`,
        hue: hueOf(tour.id),
        pilgrimage: tour.kind === "Pilgrimage",
        hotelStars: tour.hotelStars,
      };
    },
  };
}

/** A colour per tour (0–359), steady across restarts. */
function hueOf(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export type ToursService = ReturnType<typeof createToursService>;

/** Booking a departure (tour-bookings.ts): what the orders and fulfilment modules use of tours. */
export { type TourBookings, TourSeatsGoneError } from "./tour-bookings";
