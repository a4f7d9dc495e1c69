/**
 * Tours in the back office (issue 16): every tour, on sale or not; add one; change one (its texts,
 * plan, photos, or take it off sale); its departures added, changed (capacity never below the seats
 * sold and held, checked under the departure's row lock) and removed while nothing is sold; photos
 * uploaded through the image host. The storefront shows a change within its minute of cache.
 */
import {
  calendarDateIn,
  departureIssues,
  fromCents,
  isUuid,
  MAX_TOUR_PHOTOS,
  returnDateOf,
  seatsLeftOf,
  type TourAdmin,
  type TourDepartureAdmin,
  type TourDepartureInput,
  type TourInput,
  type ToursAdmin,
  toCents,
} from "@safar/domain";
import { TourMessageKey as K } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { PhotoStore } from "../../platform/types";
import type {
  NewTourDepartureRow,
  NewTourRow,
  TourDepartureRow,
  TourRow,
  ToursRepository,
} from "./tours.repository";
import { type TourCity, tourNotFound } from "./tours.service";

export interface TourAdminDeps {
  repository: ToursRepository;
  /** The currencies the pricing module has a rate for (USD is always allowed). */
  currencies: () => Promise<string[]>;
  /** The hotel destinations (a tour goes to one of them). */
  cities: () => Promise<TourCity[]>;
  /** Without it (a module test), photos cannot be added. */
  photos?: () => PhotoStore;
  now?: () => Date;
}

const departureNotFound = () => AppError.single("not_found", "departureId", K.TOUR_DEPARTURE_NOT_FOUND);
const departureExists = () => AppError.single("conflict", "date", K.TOUR_DEPARTURE_EXISTS);
const hasSeatsSold = () => AppError.single("conflict", "date", K.TOUR_DEPARTURE_HAS_SEATS_SOLD);
const invalid = (issues: { path: string[]; message: string }[]) =>
  new AppError(
    "validation",
    issues.map((issue) => ({ key: issue.path.join("."), messages: [issue.message] })),
  );

function departureAdmin(tour: Pick<TourRow, "nights">, row: TourDepartureRow): TourDepartureAdmin {
  return {
    id: row.id,
    date: row.date,
    returnDate: returnDateOf(row.date, tour.nights),
    capacity: row.capacity,
    seatsSold: row.seatsSold,
    seatsHeld: row.seatsHeld,
    seatsLeft: seatsLeftOf(row),
    prices: {
      adult: fromCents(row.adultPriceMinor),
      child: fromCents(row.childPriceMinor),
      infant: fromCents(row.infantPriceMinor),
    },
  };
}

function tourAdmin(row: TourRow, departures: TourDepartureRow[]): TourAdmin {
  return {
    id: row.id,
    kind: row.kind,
    destination: row.destination,
    title: row.title,
    description: row.description,
    days: row.days,
    nights: row.nights,
    plan: row.plan,
    included: row.included,
    excluded: row.excluded,
    hotelStars: row.hotelStars,
    currency: row.currency,
    photos: row.photos,
    sortOrder: row.sortOrder,
    onSale: row.onSale,
    isDemo: row.isDemo,
    departures: departures.map((d) => departureAdmin(row, d)),
  };
}

function tourRow(input: TourInput): NewTourRow {
  return {
    kind: input.kind,
    destination: input.destination,
    title: input.title,
    description: input.description,
    days: input.days,
    nights: input.nights,
    plan: input.plan.map((entry, i) => ({ day: i + 1, title: entry.title, description: entry.description })),
    included: input.included,
    excluded: input.excluded,
    hotelStars: input.hotelStars,
    currency: input.currency,
    photos: input.photos,
    sortOrder: input.sortOrder,
    onSale: input.onSale,
  };
}

const departureRow = (input: TourDepartureInput): NewTourDepartureRow => ({
  date: input.date,
  capacity: input.capacity,
  adultPriceMinor: toCents(input.adultPrice),
  childPriceMinor: toCents(input.childPrice),
  infantPriceMinor: toCents(input.infantPrice),
});

/** What an audit entry keeps of a tour (its fields as the operator typed them, without departures). */
function auditOf(tour: TourAdmin) {
  const { id: _id, departures: _departures, ...fields } = tour;
  return fields;
}

function departureAudit(departure: TourDepartureAdmin) {
  const { id: _id, returnDate: _returnDate, seatsLeft: _seatsLeft, ...fields } = departure;
  return fields;
}

export function createTourAdmin(deps: TourAdminDeps) {
  const { repository } = deps;
  const today = () => {
    const now = deps.now?.() ?? new Date();
    return calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  };
  const photoStore = () => {
    if (!deps.photos) throw new Error("tour admin: no photo store");
    return deps.photos();
  };

  async function currencies(): Promise<string[]> {
    return [...new Set(["USD", ...(await deps.currencies())])];
  }

  /** The tour, on sale or not (404 TOUR_NOT_FOUND, also for a malformed id). */
  async function found(id: string): Promise<TourRow> {
    if (!isUuid(id)) throw tourNotFound();
    const row = await repository.anyTour(id.toLowerCase());
    if (!row) throw tourNotFound();
    return row;
  }

  /** The rules the schema cannot know: a destination the site serves, a currency with a rate, own photos. */
  async function checkTour(input: TourInput, tourId: string | null) {
    const issues: { path: string[]; message: string }[] = [];
    const [cities, codes] = await Promise.all([deps.cities(), currencies()]);
    if (!cities.some((city) => city.cityCode === input.destination))
      issues.push({ path: ["destination"], message: K.TOUR_DESTINATION_IS_INVALID });
    if (!codes.includes(input.currency))
      issues.push({ path: ["currency"], message: K.TOUR_CURRENCY_IS_INVALID });
    const ownPhotos = tourId
      ? input.photos.every((path) => deps.photos?.().isPathOf(tourId, path) ?? false)
      : input.photos.length === 0;
    if (!ownPhotos) issues.push({ path: ["photos"], message: K.TOUR_PHOTOS_ARE_INVALID });
    if (issues.length > 0) throw invalid(issues);
  }

  async function view(id: string): Promise<TourAdmin> {
    const row = await found(id);
    return tourAdmin(row, await repository.departuresOf(row.id));
  }

  return {
    /** Every tour in its order with its departures ahead, the destinations and the currencies. */
    async list(): Promise<ToursAdmin> {
      const [{ tours, departures }, cities, codes] = await Promise.all([
        repository.everything(),
        deps.cities(),
        currencies(),
      ]);
      const day = today();
      return {
        tours: tours.map((tour) => {
          const ahead = departures.filter((d) => d.tourId === tour.id && d.date > day);
          return {
            id: tour.id,
            kind: tour.kind,
            title: tour.title,
            destination: tour.destination,
            days: tour.days,
            nights: tour.nights,
            currency: tour.currency,
            onSale: tour.onSale,
            isDemo: tour.isDemo,
            sortOrder: tour.sortOrder,
            departuresAhead: ahead.length,
            seatsLeftAhead: ahead.reduce((sum, d) => sum + seatsLeftOf(d), 0),
            nextDeparture: ahead.find((d) => seatsLeftOf(d) > 0)?.date ?? null,
          };
        }),
        destinations: cities.map((city) => ({
          cityCode: city.cityCode,
          name: city.name,
          country: city.country,
        })),
        currencies: codes,
      };
    },

    /** A tour with every departure, past ones too (404 TOUR_NOT_FOUND). */
    get: view,

    /** Adds a tour (its photos come after, by upload); its audit entry's `after`. */
    async create(input: TourInput): Promise<{ tour: TourAdmin }> {
      await checkTour(input, null);
      const row = await repository.insertTour(tourRow(input));
      return { tour: tourAdmin(row, []) };
    },

    /** Changes a tour (404 TOUR_NOT_FOUND); photos left out are deleted; before and after for the audit. */
    async update(id: string, input: TourInput): Promise<{ tour: TourAdmin; before: object; after: object }> {
      const before = await view(id);
      await checkTour(input, before.id);
      const updated = await repository.updateTour(before.id, tourRow(input));
      if (!updated) throw tourNotFound();
      const dropped = before.photos.filter((path) => !input.photos.includes(path));
      if (dropped.length > 0) {
        const store = photoStore();
        await Promise.all(dropped.map((path) => store.remove(path)));
      }
      const tour = tourAdmin(updated, await repository.departuresOf(updated.id));
      return { tour, before: auditOf(before), after: auditOf(tour) };
    },

    /**
     * Adds a departure: after today (Baghdad) and at most two years ahead (400
     * TOUR_DEPARTURE_DATE_IS_INVALID); 409 TOUR_DEPARTURE_EXISTS when the tour already leaves that day.
     */
    async addDeparture(tourId: string, input: TourDepartureInput) {
      const tour = await found(tourId);
      const issues = departureIssues(input, today());
      if (issues.length > 0) throw invalid(issues);
      const row = await repository.insertDeparture(tour.id, departureRow(input));
      if (!row) throw departureExists();
      const departure = departureAdmin(tour, row);
      return { departure, after: departureAudit(departure) };
    },

    /**
     * Changes a departure under its row lock: its capacity never below the seats sold and held (400
     * TOUR_CAPACITY_IS_INVALID); its day moved only while none is sold or held (409
     * TOUR_DEPARTURE_HAS_SEATS_SOLD), to a day after today the tour does not already leave on.
     */
    async updateDeparture(tourId: string, departureId: string, input: TourDepartureInput) {
      const tour = await found(tourId);
      if (!isUuid(departureId)) throw departureNotFound();
      return repository.withDepartureLocked(tour.id, departureId.toLowerCase(), async (row, tx) => {
        if (!row) throw departureNotFound();
        const taken = row.seatsSold + row.seatsHeld;
        const moved = input.date !== row.date;
        if (moved && taken > 0) throw hasSeatsSold();
        const issues = departureIssues(input, today(), taken).filter(
          (issue) => moved || issue.path[0] !== "date",
        );
        if (issues.length > 0) throw invalid(issues);
        const updated = await tx.updateDeparture(row.id, departureRow(input));
        if (!updated) throw departureExists();
        const departure = departureAdmin(tour, updated);
        return {
          departure,
          before: departureAudit(departureAdmin(tour, row)),
          after: departureAudit(departure),
        };
      });
    },

    /** Removes a departure nobody has a seat on (409 TOUR_DEPARTURE_HAS_SEATS_SOLD otherwise). */
    async removeDeparture(tourId: string, departureId: string) {
      const tour = await found(tourId);
      if (!isUuid(departureId)) throw departureNotFound();
      return repository.withDepartureLocked(tour.id, departureId.toLowerCase(), async (row, tx) => {
        if (!row) throw departureNotFound();
        if (!(await tx.deleteUnsoldDeparture(row.id))) throw hasSeatsSold();
        return { before: departureAudit(departureAdmin(tour, row)) };
      });
    },

    /** Adds an uploaded photo after the others (409 TOUR_PHOTOS_ARE_INVALID beyond MAX_TOUR_PHOTOS). */
    async addPhoto(tourId: string, file: { bytes: Buffer }) {
      const tour = await found(tourId);
      if (tour.photos.length >= MAX_TOUR_PHOTOS)
        throw AppError.single("conflict", "photo", K.TOUR_PHOTOS_ARE_INVALID);
      const path = await photoStore().store(tour.id, file);
      const updated = await repository.updateTour(tour.id, { photos: [...tour.photos, path] });
      return { path, before: tour.photos, after: updated?.photos ?? [...tour.photos, path] };
    },

    audit: auditOf,
  };
}

export type TourAdminService = ReturnType<typeof createTourAdmin>;
