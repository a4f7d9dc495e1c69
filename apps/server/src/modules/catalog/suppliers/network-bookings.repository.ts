import { and, eq } from "drizzle-orm";
import { networkBookings } from "../../../db/schema";
import type { Database } from "../../../platform/db";
import type { SupplierOffer } from "../supplier";
import type { NetworkBooking, NetworkBookingStore } from "./network-supplier";

/** The network supplier's bookings in the `network_bookings` table. */
export function createNetworkBookingStore(db: Database): NetworkBookingStore {
  return {
    async insert(booking, on = db) {
      await on.insert(networkBookings).values({
        holdId: booking.holdId,
        offer: booking.offer,
        status: booking.status,
        ticketRef: booking.ticketRef,
        expiresAt: booking.expiresAt,
      });
    },
    async find(holdId) {
      const [row] = await db.select().from(networkBookings).where(eq(networkBookings.holdId, holdId));
      if (!row) return undefined;
      return { ...row, offer: row.offer as SupplierOffer } satisfies NetworkBooking;
    },
    async move(holdId, from, to, ticketRef, on = db) {
      const rows = await on
        .update(networkBookings)
        .set({ status: to, ...(ticketRef ? { ticketRef } : {}) })
        .where(and(eq(networkBookings.holdId, holdId), eq(networkBookings.status, from)))
        .returning({ holdId: networkBookings.holdId });
      return rows.length > 0;
    },
  };
}
