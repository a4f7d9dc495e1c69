/** The back office's reads and writes of the charter tables (the charter supplier's own reads are in catalog.repository). */
import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import {
  charterAircraft,
  charterCancellationRules,
  charterFares,
  charterFlightLegs,
  charterFlights,
} from "../../db/schema";
import type { Database } from "../../platform/db";

export type NewCharterFlight = typeof charterFlights.$inferInsert & { id: string };

export function createCharterAdminRepository(db: Database) {
  return {
    async aircraft() {
      return db.select().from(charterAircraft).orderBy(asc(charterAircraft.code));
    },

    async ruleSets(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ruleSet: charterCancellationRules.ruleSet })
        .from(charterCancellationRules)
        .orderBy(asc(charterCancellationRules.ruleSet));
      return rows.map((r) => r.ruleSet);
    },

    /** The flight, its legs and its fares in one transaction; false when the number already departs then. */
    async insert(
      flight: NewCharterFlight,
      legs: { sequence: number; origin: string; destination: string; departureAt: Date; arrivalAt: Date }[],
      fares: { ageCategory: number; amountCents: number }[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(charterFlights)
          .values(flight)
          .onConflictDoNothing()
          .returning({ id: charterFlights.id });
        if (inserted.length === 0) return false;
        await tx.insert(charterFares).values(fares.map((f) => ({ ...f, flightId: flight.id })));
        await tx.insert(charterFlightLegs).values(
          legs.map((leg) => ({
            ...leg,
            flightId: flight.id,
            flightNumber: flight.flightNumber,
            aircraftCode: flight.aircraftCode,
          })),
        );
        return true;
      });
    },

    async list(filter: {
      origin?: string | undefined;
      destination?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const where = and(
        filter.origin ? eq(charterFlights.origin, filter.origin) : undefined,
        filter.destination ? eq(charterFlights.destination, filter.destination) : undefined,
        filter.from ? gte(charterFlights.departureDate, filter.from) : undefined,
        filter.to ? lte(charterFlights.departureDate, filter.to) : undefined,
      );
      const adultFare = sql<number>`(select f.amount_cents from charter_fares f where f.flight_id = charter_flights.id and f.age_category = 1)`;
      // The airports between the first leg's and the last leg's, space-separated ("" for a direct flight);
      // the outer columns named in full (drizzle leaves a column of the query's one table unqualified).
      const stops = sql<
        string[]
      >`(select coalesce(array_agg(l.destination order by l.sequence), '{}') from charter_flight_legs l where l.flight_id = charter_flights.id and l.destination <> charter_flights.destination)`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ flight: charterFlights, adultFareCents: adultFare, stops })
          .from(charterFlights)
          .where(where)
          .orderBy(asc(charterFlights.departureAt), asc(charterFlights.flightNumber))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(charterFlights).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async setActive(id: string, isActive: boolean) {
      const [row] = await db
        .update(charterFlights)
        .set({ isActive })
        .where(eq(charterFlights.id, id))
        .returning();
      return row;
    },
  };
}
export type CharterAdminRepository = ReturnType<typeof createCharterAdminRepository>;
