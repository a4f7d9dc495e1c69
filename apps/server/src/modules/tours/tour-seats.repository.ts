/**
 * The seats tour orders take (`tour_seat_holds`) and the departure's counts they move
 * (`tour_departures.seats_held`, `seats_sold`): every write runs on the caller's transaction (the
 * orders module's, which holds the order's row lock), so an order's seats move exactly once. The
 * departure's own check (sold + held ≤ capacity) is the last guard against overselling; the
 * conditional UPDATE below is the first, atomic under concurrent bookings.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { type TourSeatHoldStatus, tourDepartures, tourSeatHolds } from "../../db/schema";
import type { Database } from "../../platform/db";

export type TourSeatHoldRow = typeof tourSeatHolds.$inferSelect;

const seatsFree = sql`${tourDepartures.capacity} - ${tourDepartures.seatsSold} - ${tourDepartures.seatsHeld}`;

export function tourSeats(tx: Database) {
  /** Adds `seats` to a departure's held or sold count when that many are free; false otherwise. */
  async function take(departureId: string, seats: number, column: "held" | "sold", after: string) {
    const set =
      column === "held"
        ? { seatsHeld: sql`${tourDepartures.seatsHeld} + ${seats}` }
        : { seatsSold: sql`${tourDepartures.seatsSold} + ${seats}` };
    const rows = await tx
      .update(tourDepartures)
      .set(set)
      .where(
        and(
          eq(tourDepartures.id, departureId),
          gt(tourDepartures.date, after),
          sql`${seatsFree} >= ${seats}`,
        ),
      )
      .returning({ id: tourDepartures.id });
    return rows.length > 0;
  }

  /** Moves `seats` of a departure between its counts (negative gives them back). */
  async function move(departureId: string, held: number, sold: number) {
    await tx
      .update(tourDepartures)
      .set({
        seatsHeld: sql`${tourDepartures.seatsHeld} + ${held}`,
        seatsSold: sql`${tourDepartures.seatsSold} + ${sold}`,
      })
      .where(eq(tourDepartures.id, departureId));
  }

  async function setStatus(orderId: string, status: TourSeatHoldStatus) {
    await tx
      .update(tourSeatHolds)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(tourSeatHolds.orderId, orderId));
  }

  return {
    /** The order's seats, locked (FOR UPDATE), or undefined. */
    async lock(orderId: string): Promise<TourSeatHoldRow | undefined> {
      const [row] = await tx
        .select()
        .from(tourSeatHolds)
        .where(eq(tourSeatHolds.orderId, orderId))
        .for("update");
      return row;
    },

    /**
     * Holds `seats` of a departure leaving after `after` for an order: false when fewer are free.
     * An order whose seats were given back holds them again (its row is reused).
     */
    async hold(orderId: string, departureId: string, seats: number, after: string): Promise<boolean> {
      if (!(await take(departureId, seats, "held", after))) return false;
      await tx
        .insert(tourSeatHolds)
        .values({ orderId, departureId, seats, status: "Held" })
        .onConflictDoUpdate({
          target: tourSeatHolds.orderId,
          set: { departureId, seats, status: "Held", updatedAt: sql`now()` },
        });
      return true;
    },

    /** Held seats become sold. */
    async sellHeld(row: TourSeatHoldRow) {
      await move(row.departureId, -row.seats, row.seats);
      await setStatus(row.orderId, "Sold");
    },

    /** Held or sold seats go back to the departure. */
    async release(row: TourSeatHoldRow) {
      if (row.status === "Released") return;
      await move(
        row.departureId,
        row.status === "Held" ? -row.seats : 0,
        row.status === "Sold" ? -row.seats : 0,
      );
      await setStatus(row.orderId, "Released");
    },
  };
}
