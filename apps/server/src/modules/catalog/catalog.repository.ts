import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  charterCancellationRules,
  charterFares,
  charterFlightLegs,
  charterFlights,
  charterHolds,
  markupRules,
} from "../../db/schema";
import type { Database } from "../../platform/db";
import type { MarkupRule } from "./markup";

export interface CharterFlightRow {
  id: string;
  airlineCode: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departureDate: string;
  departureAt: Date;
  arrivalAt: Date;
  aircraftCode: string;
  aircraftName: string | null;
  cabinClass: number;
  fareClass: string;
  baggageAmount: number;
  baggageUnit: "Kg" | "Pc";
  seatsLeft: number;
  cancellationRuleSet: string;
  adultCents: number | null;
  childCents: number | null;
  infantCents: number | null;
}

/** The only code of the catalog that knows its tables. */
export function createCatalogRepository(db: Database) {
  const flightColumns = {
    id: charterFlights.id,
    airlineCode: charterFlights.airlineCode,
    flightNumber: charterFlights.flightNumber,
    origin: charterFlights.origin,
    destination: charterFlights.destination,
    departureDate: charterFlights.departureDate,
    departureAt: charterFlights.departureAt,
    arrivalAt: charterFlights.arrivalAt,
    aircraftCode: charterFlights.aircraftCode,
    aircraftName: sql<
      string | null
    >`(select name from charter_aircraft a where a.code = ${charterFlights.aircraftCode})`,
    cabinClass: charterFlights.cabinClass,
    fareClass: charterFlights.fareClass,
    baggageAmount: charterFlights.baggageAmount,
    baggageUnit: charterFlights.baggageUnit,
    seatsLeft: sql<number>`(${charterFlights.seatsTotal} - ${charterFlights.seatsHeld} - ${charterFlights.seatsSold})::int`,
    cancellationRuleSet: charterFlights.cancellationRuleSet,
    adultCents: sql<
      number | null
    >`max(case when ${charterFares.ageCategory} = 1 then ${charterFares.amountCents} end)::int`,
    childCents: sql<
      number | null
    >`max(case when ${charterFares.ageCategory} = 2 then ${charterFares.amountCents} end)::int`,
    infantCents: sql<
      number | null
    >`max(case when ${charterFares.ageCategory} = 3 then ${charterFares.amountCents} end)::int`,
  };

  return {
    /** Active charters on a route and date that still leave after `notBefore`, with their fares. */
    async findCharterFlights(query: {
      origin: string;
      destination: string;
      dates: string[];
      cabinClass: number;
      notBefore: Date;
    }): Promise<CharterFlightRow[]> {
      return db
        .select(flightColumns)
        .from(charterFlights)
        .leftJoin(charterFares, eq(charterFares.flightId, charterFlights.id))
        .where(
          and(
            eq(charterFlights.origin, query.origin),
            eq(charterFlights.destination, query.destination),
            inArray(charterFlights.departureDate, query.dates),
            eq(charterFlights.cabinClass, query.cabinClass),
            eq(charterFlights.isActive, true),
            gt(charterFlights.departureAt, query.notBefore),
          ),
        )
        .groupBy(charterFlights.id)
        .orderBy(asc(charterFlights.departureAt)) as Promise<CharterFlightRow[]>;
    },

    async findCharterFlightsById(ids: string[]): Promise<CharterFlightRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(flightColumns)
        .from(charterFlights)
        .leftJoin(charterFares, eq(charterFares.flightId, charterFlights.id))
        .where(and(inArray(charterFlights.id, ids), eq(charterFlights.isActive, true)))
        .groupBy(charterFlights.id) as Promise<CharterFlightRow[]>;
    },

    listLegs(flightIds: string[]) {
      if (flightIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(charterFlightLegs)
        .where(inArray(charterFlightLegs.flightId, flightIds))
        .orderBy(asc(charterFlightLegs.flightId), asc(charterFlightLegs.sequence));
    },

    listCancellationRules() {
      return db.select().from(charterCancellationRules);
    },

    /**
     * `on`: the caller's transaction (the order's), run as a savepoint inside it.
     * Holds `seats` on a flight if that many are left: one conditional update, never oversold. */
    async holdSeats(
      flightId: string,
      seats: number,
      expiresAt: Date,
      on: Database = db,
    ): Promise<string | null> {
      return on.transaction(async (tx) => {
        const updated = await tx
          .update(charterFlights)
          .set({ seatsHeld: sql`${charterFlights.seatsHeld} + ${seats}` })
          .where(
            and(
              eq(charterFlights.id, flightId),
              sql`${charterFlights.seatsTotal} - ${charterFlights.seatsHeld} - ${charterFlights.seatsSold} >= ${seats}`,
            ),
          )
          .returning({ id: charterFlights.id });
        if (updated.length === 0) return null;
        const [hold] = await tx
          .insert(charterHolds)
          .values({ flightId, seats, expiresAt })
          .returning({ id: charterHolds.id });
        return hold?.id ?? null;
      });
    },

    /** The status of a hold (held, issued, cancelled), or undefined when there is none. */
    async holdStatus(holdId: string): Promise<string | undefined> {
      const [hold] = await db
        .select({ status: charterHolds.status })
        .from(charterHolds)
        .where(eq(charterHolds.id, holdId));
      return hold?.status;
    },

    /**
     * Held seats become sold. Idempotent: true when the hold is issued now or was already; false
     * when it is not open (cancelled or unknown).
     */
    async issueHold(holdId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [hold] = await tx
          .update(charterHolds)
          .set({ status: "issued" })
          .where(and(eq(charterHolds.id, holdId), eq(charterHolds.status, "held")))
          .returning();
        if (!hold) {
          const [current] = await tx
            .select({ status: charterHolds.status })
            .from(charterHolds)
            .where(eq(charterHolds.id, holdId));
          return current?.status === "issued";
        }
        await tx
          .update(charterFlights)
          .set({
            seatsHeld: sql`${charterFlights.seatsHeld} - ${hold.seats}`,
            seatsSold: sql`${charterFlights.seatsSold} + ${hold.seats}`,
          })
          .where(eq(charterFlights.id, hold.flightId));
        return true;
      });
    },

    /** Gives the seats of a hold (held or issued) back. */
    async cancelHold(holdId: string, on: Database = db): Promise<boolean> {
      return on.transaction(async (tx) => {
        const [previous] = await tx
          .select({ status: charterHolds.status })
          .from(charterHolds)
          .where(eq(charterHolds.id, holdId))
          .for("update");
        if (!previous || previous.status === "cancelled") return false;
        const [hold] = await tx
          .update(charterHolds)
          .set({ status: "cancelled" })
          .where(eq(charterHolds.id, holdId))
          .returning();
        if (!hold) return false;
        await tx
          .update(charterFlights)
          .set(
            previous.status === "held"
              ? { seatsHeld: sql`${charterFlights.seatsHeld} - ${hold.seats}` }
              : { seatsSold: sql`${charterFlights.seatsSold} - ${hold.seats}` },
          )
          .where(eq(charterFlights.id, hold.flightId));
        return true;
      });
    },

    async listActiveMarkupRules(): Promise<MarkupRule[]> {
      const rows = await db.select().from(markupRules).where(eq(markupRules.isActive, true));
      return rows.map((r) => ({
        flightScope: r.flightScope,
        origin: r.origin,
        destination: r.destination,
        airlineCode: r.airlineCode,
        percent: r.percent,
        fixedCents: r.fixedCents,
        priority: r.priority,
      }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
