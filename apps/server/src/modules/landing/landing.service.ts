import {
  type CalendarDay,
  calendarDateIn,
  FlightScope,
  type HotelCity,
  LANDING_FLIGHT_DAYS,
  type LandingFlight,
  type LandingPageAdmin,
  type LandingPageContent,
  type LandingPageInput,
  type LandingPageSummary,
  type LocalizedText,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { LandingMessageKey } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import { AppError } from "../../platform/errors";
import type { LandingPageRow, LandingRepository } from "./landing.repository";

/** The market's airports a city page offers flights from (Iraq's four busiest). */
export const LANDING_ORIGINS: readonly string[] = ["BGW", "NJF", "BSR", "EBL"];
/** A city's flights are worked out again at most this often (the fare calendars are cached too). */
const FLIGHTS_TTL_SECONDS = 600;

export const landingPageNotFound = () =>
  AppError.single("not_found", "cityCode", LandingMessageKey.LANDING_PAGE_NOT_FOUND);

export interface LandingServiceDeps {
  repository: LandingRepository;
  cache: Cache;
  /** Our hotel destinations (the hotels module's): a page's city and country names. */
  cities: () => Promise<HotelCity[]>;
  /** An airport of the catalog's reference data, or undefined. */
  airport: (code: string) => Promise<{ name: LocalizedText; isDomestic: boolean } | undefined>;
  /** The catalog's cheapest adult fare per day from `fromDate` for `days` days (its fare calendar). */
  fareCalendar: (
    request: { origin: string; destination: string; fromDate: string; days: number },
    log: FastifyBaseLogger,
  ) => Promise<CalendarDay[]>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * City landing pages (spec §7 GetLandingPageContent, GetLandingPageFlights): the operator's words
 * about a city, named by the hotels module, and the cheapest flights to its airport in the next
 * LANDING_FLIGHT_DAYS days from each of the market's airports (the catalog's fare calendar, after
 * markup). Only published pages are public; the back office sees and edits them all.
 */
export function createLandingService(deps: LandingServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function names() {
    return new Map((await deps.cities()).map((city) => [city.cityCode, city]));
  }

  function summaryOf(row: LandingPageRow, city: HotelCity | undefined): LandingPageSummary {
    return {
      cityCode: row.cityCode,
      name: city?.name ?? { ar: row.cityCode, fa: row.cityCode, en: row.cityCode },
      country: city?.country ?? null,
      title: row.title,
      description: row.description,
      heroPhoto: row.heroPhoto,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function contentOf(row: LandingPageRow, city: HotelCity | undefined): LandingPageContent {
    return { ...summaryOf(row, city), airportCode: row.airportCode, sections: row.sections };
  }

  function adminOf(row: LandingPageRow, city: HotelCity | undefined): LandingPageAdmin {
    return { ...contentOf(row, city), published: row.published, isDemo: row.isDemo };
  }

  async function published(cityCode: string): Promise<LandingPageRow> {
    const row = await repository.byCity(cityCode);
    if (!row?.published) throw landingPageNotFound();
    return row;
  }

  async function cheapestFlights(row: LandingPageRow, log: FastifyBaseLogger): Promise<LandingFlight[]> {
    const destination = await deps.airport(row.airportCode);
    if (!destination) return [];
    const fromDate = addDays(calendarDateIn(now()) ?? now().toISOString().slice(0, 10), 1);
    const flights: LandingFlight[] = [];
    for (const origin of LANDING_ORIGINS) {
      if (origin === row.airportCode) continue;
      const from = await deps.airport(origin);
      if (!from) continue;
      const days = await deps.fareCalendar(
        { origin, destination: row.airportCode, fromDate, days: LANDING_FLIGHT_DAYS },
        log,
      );
      let best: CalendarDay | undefined;
      for (const day of days)
        if (day.lowestPrice !== null && (!best || day.lowestPrice < (best.lowestPrice ?? Infinity)))
          best = day;
      if (!best || best.lowestPrice === null) continue;
      flights.push({
        origin,
        destination: row.airportCode,
        originName: from.name,
        destinationName: destination.name,
        flightScope:
          from.isDomestic && destination.isDomestic
            ? FlightScope.DomesticFlight
            : FlightScope.InternationalFlight,
        departureDate: best.date,
        lowestPrice: best.lowestPrice,
      });
    }
    return flights.sort((a, b) => a.lowestPrice - b.lowestPrice);
  }

  return {
    /** The published cities, in the operator's order (`/landing`, the sitemap). */
    async list(): Promise<LandingPageSummary[]> {
      const [rows, cities] = await Promise.all([repository.all(), names()]);
      return rows.filter((row) => row.published).map((row) => summaryOf(row, cities.get(row.cityCode)));
    },

    /** A published city's page; 404 LANDING_PAGE_NOT_FOUND otherwise. */
    async content(cityCode: string): Promise<LandingPageContent> {
      const row = await published(cityCode);
      return contentOf(row, (await names()).get(cityCode));
    },

    /** The cheapest upcoming flight to a published city from each of the market's airports, cheapest first. */
    async flights(cityCode: string, log: FastifyBaseLogger = deps.log): Promise<LandingFlight[]> {
      const row = await published(cityCode);
      const today = calendarDateIn(now()) ?? now().toISOString().slice(0, 10);
      const key = `landing:flights:${row.cityCode}:${row.airportCode}:${today}`;
      const cached = await deps.cache.get<LandingFlight[]>(key);
      if (cached) return cached;
      const flights = await cheapestFlights(row, log);
      await deps.cache.set(key, flights, FLIGHTS_TTL_SECONDS);
      return flights;
    },

    /** The back office's editor (`landing-pages:manage`). */
    admin: {
      async list(): Promise<LandingPageAdmin[]> {
        const [rows, cities] = await Promise.all([repository.all(), names()]);
        return rows.map((row) => adminOf(row, cities.get(row.cityCode)));
      },

      async get(cityCode: string): Promise<LandingPageAdmin> {
        const row = await repository.byCity(cityCode);
        if (!row) throw landingPageNotFound();
        return adminOf(row, (await names()).get(cityCode));
      },

      /** Changes a city's page (or publishes, unpublishes it); with what it was, for the audit log. */
      async update(
        cityCode: string,
        input: LandingPageInput,
      ): Promise<{
        page: LandingPageAdmin;
        before: Record<string, unknown>;
        after: Record<string, unknown>;
      }> {
        const before = await repository.byCity(cityCode);
        if (!before) throw landingPageNotFound();
        const row = await repository.update(cityCode, {
          title: input.title,
          description: input.description,
          sections: input.sections,
          heroPhoto: input.heroPhoto,
          published: input.published,
        });
        if (!row) throw landingPageNotFound();
        return {
          page: adminOf(row, (await names()).get(cityCode)),
          before: audit(before),
          after: audit(row),
        };
      },
    },
  };
}

/** What the audit log keeps of a page. */
function audit(row: LandingPageRow): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    sections: row.sections,
    heroPhoto: row.heroPhoto,
    published: row.published,
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
export type LandingAdmin = LandingService["admin"];
