/** The tours and their departures (`tours`, `tour_departures`): the only code that knows the tables. */
import { isUuid } from "@safar/domain";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { tourDepartures, tours } from "../../db/schema";
import type { Database } from "../../platform/db";

export type TourRow = typeof tours.$inferSelect;
export type TourDepartureRow = typeof tourDepartures.$inferSelect;
/** What the back office writes of a tour (the seed's key, demo mark and times stay). */
export type NewTourRow = Omit<
  typeof tours.$inferInsert,
  "id" | "seedKey" | "isDemo" | "createdAt" | "updatedAt"
>;
/** What the back office writes of a departure (its seats sold and held are the bookings'). */
export type NewTourDepartureRow = Pick<
  typeof tourDepartures.$inferInsert,
  "date" | "capacity" | "adultPriceMinor" | "childPriceMinor" | "infantPriceMinor"
>;

/** Seats neither sold nor held. */
const seatsFree = sql`${tourDepartures.capacity} - ${tourDepartures.seatsSold} - ${tourDepartures.seatsHeld}`;

/** The writes of one departure, on `db` or inside a transaction that holds its row lock. */
function departureWrites(db: Database) {
  return {
    /** Changes a departure's day, capacity and prices; undefined when another departure has the day. */
    async updateDeparture(id: string, row: NewTourDepartureRow): Promise<TourDepartureRow | undefined> {
      const clash = await db
        .select({ id: tourDepartures.id })
        .from(tourDepartures)
        .where(
          and(
            eq(tourDepartures.date, row.date),
            sql`${tourDepartures.tourId} = (select tour_id from tour_departures where id = ${id})`,
            sql`${tourDepartures.id} <> ${id}`,
          ),
        );
      if (clash.length > 0) return undefined;
      const [updated] = await db.update(tourDepartures).set(row).where(eq(tourDepartures.id, id)).returning();
      return updated;
    },

    /** Removes a departure with no seat sold or held; false otherwise. */
    async deleteUnsoldDeparture(id: string): Promise<boolean> {
      const deleted = await db
        .delete(tourDepartures)
        .where(
          and(eq(tourDepartures.id, id), eq(tourDepartures.seatsSold, 0), eq(tourDepartures.seatsHeld, 0)),
        )
        .returning({ id: tourDepartures.id });
      return deleted.length > 0;
    },
  };
}
export type DepartureWrites = ReturnType<typeof departureWrites>;

export function createToursRepository(db: Database) {
  /** Departures of `tourIds` after `today` with seats left, soonest first. */
  function openDepartures(tourIds: string[], today: string): Promise<TourDepartureRow[]> {
    if (tourIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(tourDepartures)
      .where(and(inArray(tourDepartures.tourId, tourIds), gt(tourDepartures.date, today), gt(seatsFree, 0)))
      .orderBy(asc(tourDepartures.date));
  }

  return {
    /** Every tour on sale with its departures after `today` that have seats left (the storefront's list). */
    async onSale(today: string): Promise<{ tours: TourRow[]; departures: TourDepartureRow[] }> {
      const rows = await db
        .select()
        .from(tours)
        .where(eq(tours.onSale, true))
        .orderBy(asc(tours.sortOrder), asc(tours.createdAt));
      return {
        tours: rows,
        departures: await openDepartures(
          rows.map((row) => row.id),
          today,
        ),
      };
    },

    /** A tour on sale with its open departures, or undefined. */
    async tourOnSale(id: string, today: string) {
      const [row] = await db
        .select()
        .from(tours)
        .where(and(eq(tours.id, id), eq(tours.onSale, true)));
      if (!row) return undefined;
      return { tour: row, departures: await openDepartures([row.id], today) };
    },

    /** A tour whether on sale or not (the image host's demo pictures, the back office). */
    async anyTour(id: string): Promise<TourRow | undefined> {
      const [row] = await db.select().from(tours).where(eq(tours.id, id));
      return row;
    },

    /** The back office's list: every tour in its order, and every departure. */
    async everything(): Promise<{ tours: TourRow[]; departures: TourDepartureRow[] }> {
      const [rows, departures] = await Promise.all([
        db.select().from(tours).orderBy(asc(tours.sortOrder), asc(tours.createdAt)),
        db.select().from(tourDepartures).orderBy(asc(tourDepartures.date)),
      ]);
      return { tours: rows, departures };
    },

    /** A departure of a tour (past or full too), or undefined. */
    async departureOf(tourId: string, departureId: string): Promise<TourDepartureRow | undefined> {
      if (!isUuid(departureId)) return undefined;
      const [row] = await db
        .select()
        .from(tourDepartures)
        .where(and(eq(tourDepartures.id, departureId), eq(tourDepartures.tourId, tourId)));
      return row;
    },

    /** Every departure of a tour, past ones too, by day. */
    departuresOf(tourId: string): Promise<TourDepartureRow[]> {
      return db
        .select()
        .from(tourDepartures)
        .where(eq(tourDepartures.tourId, tourId))
        .orderBy(asc(tourDepartures.date));
    },

    async insertTour(row: NewTourRow): Promise<TourRow> {
      const [created] = await db.insert(tours).values(row).returning();
      if (!created) throw new Error("tour insert returned no row");
      return created;
    },

    /** Changes a tour; undefined when there is none with this id. */
    async updateTour(id: string, row: Partial<NewTourRow>): Promise<TourRow | undefined> {
      const [updated] = await db
        .update(tours)
        .set({ ...row, updatedAt: sql`now()` })
        .where(eq(tours.id, id))
        .returning();
      return updated;
    },

    /** Adds a departure; undefined when the tour already leaves that day. */
    async insertDeparture(tourId: string, row: NewTourDepartureRow): Promise<TourDepartureRow | undefined> {
      const [created] = await db
        .insert(tourDepartures)
        .values({ ...row, tourId })
        .onConflictDoNothing()
        .returning();
      return created;
    },

    /**
     * Runs `change` on a departure of `tourId` locked (FOR UPDATE) inside a transaction: a booking
     * that holds seats at the same time waits, so the capacity checked is the one written.
     */
    async withDepartureLocked<T>(
      tourId: string,
      departureId: string,
      change: (departure: TourDepartureRow | undefined, tx: DepartureWrites) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const [row] = await t
          .select()
          .from(tourDepartures)
          .where(and(eq(tourDepartures.id, departureId), eq(tourDepartures.tourId, tourId)))
          .for("update");
        return change(row, departureWrites(t));
      });
    },

    ...departureWrites(db),
  };
}

export type ToursRepository = ReturnType<typeof createToursRepository>;
