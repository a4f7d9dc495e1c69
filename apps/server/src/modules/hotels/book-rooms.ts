import type { HotelRate } from "@safar/domain";
import type { Database } from "../../platform/db";
import { type HotelSupplier, HotelSupplierError } from "./hotel-supplier";
import type { HotelsContext } from "./hotels-service-deps";

/**
 * A booked rate's rooms with their supplier, for the orders, fulfilment and refunds modules: held
 * before payment, given back, booked, cancelled.
 */
export function createBookRooms(context: Pick<HotelsContext, "suppliers" | "now">) {
  const { now } = context;

  function supplierNamed(name: string): HotelSupplier {
    const supplier = context.suppliers.find((s) => s.name === name);
    if (!supplier) throw new HotelSupplierError("not_found", `hotel supplier ${name} is not enabled`);
    return supplier;
  }

  return {
    /** Whether a rate paid at the hotel is booked online with this supplier (no card guarantee needed). */
    booksPayAtHotelOnline(rate: Pick<HotelRate, "supplier">): boolean {
      return supplierNamed(rate.supplier).booksPayAtHotelWithoutCard === true;
    },

    /**
     * For the orders module, inside its transaction: holds the rate's rooms until `expiresAt`. The
     * hold's id; "" for a supplier that books after payment without a hold; null when sold out.
     */
    async holdRooms(rate: HotelRate, expiresAt: Date, db: Database): Promise<string | null> {
      const supplier = supplierNamed(rate.supplier);
      if (!supplier.hold) return "";
      return supplier.hold(rate.rateKey, expiresAt, { db });
    },

    /** For the orders module: gives a hold's rooms back (an unpaid order ended); false when not held. */
    async releaseRooms(supplierName: string, holdId: string, db?: Database): Promise<boolean> {
      const supplier = context.suppliers.find((s) => s.name === supplierName);
      if (!holdId || !supplier?.endHold) return false;
      return supplier.endHold(holdId, "released", { db });
    },

    /**
     * For the refunds module, inside its transaction: cancels a booked stay with its supplier (a
     * contracted booking's rooms go back to the allotment in that same transaction).
     */
    async cancelBooking(input: { provider: string; reference: string; rate: HotelRate }, db: Database) {
      return supplierNamed(input.provider).cancel({ reference: input.reference, rate: input.rate }, now(), {
        db,
      });
    },

    /** The supplier of a booked rate, for fulfilment (book, read, cancel); throws when not enabled. */
    supplier: supplierNamed,
  };
}
