import { type CabinClass, type FlightSlice, multiplyCents, type PassengerCounts } from "@safar/domain";
import type { CatalogRepository, CharterFlightRow } from "../catalog.repository";
import {
  type CancellationPenalty,
  combineSlices,
  type FlightSupplier,
  type HoldOptions,
  type LowestFare,
  SupplierError,
  type SupplierOffer,
  type SupplierQuery,
} from "../supplier";

/** A charter cannot be sold in its last two hours. */
const SALES_CLOSE_MS = 2 * 3600_000;
const HOLD_MINUTES = 20;
/**
 * A search's charter offers for a route and day are reused this long. On PGlite the two queries of
 * a search take most of its time; seat counts in results are advisory (a hold re-checks them under a
 * row lock), every hold, cancel and issue in this process forgets what was kept, and another
 * instance shows a change at most this late.
 */
const SEARCH_MEMO_MS = 2000;
const SEARCH_MEMO_MAX = 1000;

/**
 * `charter`: the operator's own seat allotments in the database (flight kind charter). Fares per age
 * category in integer cents; seats held with a conditional update, never oversold.
 */
export function createCharterSupplier(
  repository: CatalogRepository,
  now: () => Date = () => new Date(),
): FlightSupplier & { forget(): void } {
  let rules: Promise<Map<string, CancellationPenalty[]>> | undefined;
  const ruleSets = () => {
    rules ??= repository.listCancellationRules().then((rows) => {
      const map = new Map<string, CancellationPenalty[]>();
      for (const row of rows) {
        const list = map.get(row.ruleSet) ?? [];
        list.push({
          fromHoursBeforeDeparture: row.fromHoursBeforeDeparture,
          penaltyPercent: row.penaltyPercent,
        });
        map.set(row.ruleSet, list);
      }
      for (const list of map.values())
        list.sort((a, b) => b.fromHoursBeforeDeparture - a.fromHoursBeforeDeparture);
      return map;
    });
    rules.catch(() => {
      rules = undefined;
    });
    return rules;
  };

  async function toOffers(rows: CharterFlightRow[]): Promise<SupplierOffer[]> {
    const legs = await repository.listLegs(rows.map((r) => r.id));
    const sets = await ruleSets();
    return rows
      .filter((row) => row.adultCents !== null)
      .map((row) => {
        const adult = row.adultCents ?? 0;
        const ownLegs = legs.filter((l) => l.flightId === row.id);
        const penalties = sets.get(row.cancellationRuleSet) ?? [];
        return {
          provider: "charter",
          ref: row.id,
          isCharter: true,
          seat: Math.max(0, row.seatsLeft),
          fares: {
            adult,
            child: row.childCents ?? multiplyCents(adult, "0.75"),
            infant: row.infantCents ?? multiplyCents(adult, "0.1"),
          },
          groups: [
            {
              marketingAirlineCode: row.airlineCode,
              flightNumber: row.flightNumber,
              cabinClass: row.cabinClass as CabinClass,
              fareClass: row.fareClass,
              baggage: { amount: row.baggageAmount, unit: row.baggageUnit },
              legs: (ownLegs.length > 0 ? ownLegs : [{ ...row, sequence: 0, flightId: row.id }]).map((l) => ({
                origin: l.origin,
                destination: l.destination,
                departureTime: l.departureAt.toISOString(),
                arrivalTime: l.arrivalAt.toISOString(),
                flightNumber: l.flightNumber,
                airlineCode: row.airlineCode,
                aircraft: row.aircraftName ?? l.aircraftCode,
              })),
            },
          ],
          refundable: penalties.some((p) => p.penaltyPercent < 100),
          changeable: false,
          cancellationPenalties: penalties,
        } satisfies SupplierOffer;
      });
  }

  const searches = new Map<string, { at: number; offers: Promise<SupplierOffer[]> }>();
  const forget = () => searches.clear();

  function searchSlice(slice: FlightSlice, cabinClass: CabinClass): Promise<SupplierOffer[]> {
    const key = `${slice.origin}-${slice.destination}-${slice.departureDate}-${cabinClass}`;
    const at = now().getTime();
    const kept = searches.get(key);
    if (kept && at - kept.at < SEARCH_MEMO_MS) return kept.offers;
    if (searches.size >= SEARCH_MEMO_MAX) forget();
    const offers = repository
      .findCharterFlights({
        origin: slice.origin,
        destination: slice.destination,
        dates: [slice.departureDate],
        cabinClass,
        notBefore: new Date(at + SALES_CLOSE_MS),
      })
      .then(toOffers);
    searches.set(key, { at, offers });
    offers.catch(() => searches.delete(key));
    return offers;
  }

  const flightIds = (offer: SupplierOffer): string[] =>
    offer.ref.startsWith("[") ? (JSON.parse(offer.ref) as string[]) : [offer.ref];

  return {
    name: "charter",
    /** Forgets the searches kept (after the inventory changed outside this supplier). */
    forget,
    async search(query: SupplierQuery) {
      const perSlice: SupplierOffer[][] = [];
      for (const slice of query.slices) perSlice.push(await searchSlice(slice, query.cabinClass));
      return combineSlices(perSlice, "charter");
    },
    async price(offer: SupplierOffer) {
      const ids = flightIds(offer);
      const rows = await repository.findCharterFlightsById(ids);
      if (rows.length !== ids.length) return null;
      const parts = await toOffers(ids.map((id) => rows.find((r) => r.id === id) as CharterFlightRow));
      if (parts.length !== ids.length) return null;
      const combined =
        parts.length === 1
          ? parts[0]
          : combineSlices(
              parts.map((p) => [p]),
              "charter",
              1,
            )[0];
      return combined ? { ...combined, ref: offer.ref } : null;
    },
    async hold(offer: SupplierOffer, passengers: PassengerCounts, options: HoldOptions = {}) {
      const seats = passengers.adults + passengers.children; // infants sit on a lap
      const ids = flightIds(offer);
      const holdIds: string[] = [];
      const expiresAt = options.expiresAt ?? new Date(now().getTime() + HOLD_MINUTES * 60_000);
      for (const id of ids) {
        const holdId = await repository.holdSeats(id, seats, expiresAt, options.db);
        if (!holdId) {
          for (const held of holdIds) await repository.cancelHold(held, options.db);
          throw new SupplierError("charter", "not enough seats left", "sold_out");
        }
        holdIds.push(holdId);
      }
      forget();
      return { holdId: holdIds.join(","), expiresAt: expiresAt.toISOString() };
    },
    async confirm(holdId: string) {
      for (const id of holdId.split(",")) {
        const status = await repository.holdStatus(id);
        if (status !== "held" && status !== "issued")
          throw new SupplierError("charter", "hold is not open", "not_found");
      }
    },
    async issue(holdId: string) {
      for (const id of holdId.split(",")) {
        if (!(await repository.issueHold(id)))
          throw new SupplierError("charter", "hold is not open", "not_found");
      }
      forget();
      return { ticketRef: holdId.split(",")[0]?.slice(0, 8).toUpperCase() ?? "" };
    },
    async cancel(holdId: string, options: HoldOptions = {}) {
      for (const id of holdId.split(",")) await repository.cancelHold(id, options.db);
      forget();
    },
    async lowestFares(origin: string, destination: string, dates: string[], cabinClass: CabinClass) {
      const rows = await repository.findCharterFlights({
        origin,
        destination,
        dates,
        cabinClass,
        notBefore: new Date(now().getTime() + SALES_CLOSE_MS),
      });
      const result = new Map<string, LowestFare>();
      for (const row of rows) {
        if (row.seatsLeft <= 0 || row.adultCents === null) continue;
        const current = result.get(row.departureDate);
        if (current === undefined || row.adultCents < current.adult) {
          result.set(row.departureDate, { adult: row.adultCents, airlineCode: row.airlineCode });
        }
      }
      return result;
    },
  };
}
