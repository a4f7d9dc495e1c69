import {
  type CabinClass,
  type CalendarDay,
  FlightMessageKey,
  type FlightScope,
  fromCents,
  type HomePageCalendarRequest,
  type PlpCalendarRequest,
  type QuickSearchInfo,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import { AppError } from "../../platform/errors";
import { applyMarkup, type MarkupRule, pickMarkupRule } from "./markup";
import type { ReferenceData } from "./reference";
import type { FlightSupplier } from "./supplier";

/**
 * Lowest fares by day, after markup, from every supplier that knows them: the home page's and the
 * results page's price calendars and the home page's popular routes (spec §7 GetHomePageCalendar,
 * GetPlpCalendar, GetQuickSearchInfos).
 */

/** Popular routes of the market for the home page (spec §7 GetQuickSearchInfos). */
export const POPULAR_ROUTES: readonly [string, string][] = [
  ["NJF", "IKA"],
  ["NJF", "MHD"],
  ["BGW", "IST"],
  ["BSR", "DXB"],
  ["EBL", "IST"],
  ["BGW", "DXB"],
  ["BGW", "AMM"],
  ["BGW", "BSR"],
  ["BGW", "EBL"],
  ["BSR", "EBL"],
  ["NJF", "EBL"],
  ["BGW", "ISU"],
];

const QUICK_SEARCH_DAYS = 30;
const QUICK_SEARCH_TTL_SECONDS = 600;

export interface FareCalendarDeps {
  cache: Cache;
  suppliers: readonly FlightSupplier[];
  reference: () => Promise<ReferenceData>;
  markupRules: () => Promise<MarkupRule[]>;
  /** Today in Baghdad (YYYY-MM-DD). */
  today: () => string;
  log: FastifyBaseLogger;
}

export function createFareCalendar(deps: FareCalendarDeps) {
  const { markupRules, today } = deps;
  const validation = (key: string, message: string) => AppError.single("validation", key, message);

  async function lowestFares(
    origin: string,
    destination: string,
    dates: string[],
    cabinClass: CabinClass,
    log: FastifyBaseLogger,
  ): Promise<Map<string, number>> {
    const reference = await deps.reference();
    const from = reference.airport(origin);
    const to = reference.airport(destination);
    if (!from) throw validation("origin", FlightMessageKey.AIRPORT_NOT_FOUND);
    if (!to) throw validation("destination", FlightMessageKey.AIRPORT_NOT_FOUND);
    const scope: FlightScope = from.isDomestic && to.isDomestic ? 2 : 1;
    const rules = await markupRules();
    const result = new Map<string, number>();
    const answers = await Promise.all(
      deps.suppliers.map(async (supplier) => {
        if (!supplier.lowestFares) return new Map();
        try {
          return await supplier.lowestFares(origin, destination, dates, cabinClass);
        } catch (error) {
          log.error({ err: error, supplier: supplier.name }, "supplier calendar failed");
          return new Map();
        }
      }),
    );
    for (const answer of answers) {
      for (const [date, fare] of answer as Map<string, { adult: number; airlineCode: string }>) {
        const rule = pickMarkupRule(rules, {
          flightScope: scope,
          origin,
          destination,
          airlineCode: fare.airlineCode,
        });
        const adult = applyMarkup({ adult: fare.adult, child: 0, infant: 0 }, rule).adult;
        const current = result.get(date);
        if (current === undefined || adult < current) result.set(date, adult);
      }
    }
    return result;
  }

  function calendarDays(dates: string[], fares: Map<string, number>, selected: string | null): CalendarDay[] {
    return dates.map((date) => {
      const cents = fares.get(date);
      return {
        date,
        lowestPrice: cents === undefined ? null : fromCents(cents),
        isSelected: date === selected,
      };
    });
  }

  async function homePageCalendar(
    request: HomePageCalendarRequest,
    log: FastifyBaseLogger = deps.log,
  ): Promise<CalendarDay[]> {
    const start = request.fromDate && request.fromDate > today() ? request.fromDate : today();
    const dates = Array.from({ length: request.days }, (_, i) => addDays(start, i));
    const fares = await lowestFares(request.origin, request.destination, dates, request.cabinClass, log);
    return calendarDays(dates, fares, null);
  }

  async function plpCalendar(
    request: PlpCalendarRequest,
    log: FastifyBaseLogger = deps.log,
  ): Promise<CalendarDay[]> {
    const first = today();
    const all = Array.from({ length: request.range * 2 + 1 }, (_, i) =>
      addDays(request.departureDate, i - request.range),
    );
    const future = all.filter((d) => d >= first);
    const fares =
      future.length > 0
        ? await lowestFares(request.origin, request.destination, future, request.cabinClass, log)
        : new Map<string, number>();
    return calendarDays(all, fares, request.departureDate);
  }

  async function quickSearchInfos(
    scope: FlightScope | undefined,
    log: FastifyBaseLogger = deps.log,
  ): Promise<QuickSearchInfo[]> {
    const key = `catalog:quick:${today()}:${scope ?? 0}`;
    const cached = await deps.cache.get<QuickSearchInfo[]>(key);
    if (cached) return cached;
    const reference = await deps.reference();
    const start = addDays(today(), 1);
    const dates = Array.from({ length: QUICK_SEARCH_DAYS }, (_, i) => addDays(start, i));
    const infos: QuickSearchInfo[] = [];
    for (const [origin, destination] of POPULAR_ROUTES) {
      const from = reference.airport(origin);
      const to = reference.airport(destination);
      if (!from || !to) continue;
      const routeScope: FlightScope = from.isDomestic && to.isDomestic ? 2 : 1;
      if (scope !== undefined && scope !== routeScope) continue;
      const fares = await lowestFares(origin, destination, dates, 1, log);
      let best: [string, number] | null = null;
      for (const [date, cents] of fares) if (!best || cents < best[1]) best = [date, cents];
      infos.push({
        origin,
        destination,
        originName: from.name,
        destinationName: to.name,
        flightScope: routeScope,
        lowestPrice: best ? fromCents(best[1]) : null,
        departureDate: best?.[0] ?? null,
      });
    }
    await deps.cache.set(key, infos, QUICK_SEARCH_TTL_SECONDS);
    return infos;
  }

  return { homePageCalendar, plpCalendar, quickSearchInfos };
}
