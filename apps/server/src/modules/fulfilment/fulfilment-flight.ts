/**
 * A flight's fulfilment steps: each supplier hold confirmed (where the supplier confirms), then
 * issued (the booking reference is the holds' ticket references, with an e-ticket number per
 * passenger), or released after the paid amount went back.
 */
import { createHash } from "node:crypto";
import type { IssuedTicket } from "@safar/domain";
import { type CatalogService, SupplierError } from "../catalog/catalog.service";
import { flightItemOf } from "../orders/orders.service";
import type { FulfilmentLog } from "./fulfilment-journal";
import { holdsOf, type ProductSteps, type SupplierCall } from "./fulfilment-steps";

/** Whether a flight supplier's error means the booking is gone for good (no point retrying). */
export function isFinalFlightError(error: unknown): boolean {
  return error instanceof SupplierError && (error.kind === "not_found" || error.kind === "sold_out");
}

/** A 13-digit e-ticket number per passenger, stable for the booking (a retry gives the same ones). */
function ticketNumber(bookingReference: string, orderId: string, index: number): string {
  const digits = BigInt(
    `0x${createHash("sha256").update(`${orderId}:${bookingReference}:${index}`).digest("hex").slice(0, 15)}`,
  )
    .toString()
    .padStart(10, "0")
    .slice(-10);
  return `960${digits}`;
}

export function createFlightSteps(deps: {
  catalog: Pick<CatalogService, "supplier" | "cancelHold">;
  supplierCall: SupplierCall;
  log: FulfilmentLog;
}): ProductSteps {
  const { catalog, supplierCall, log } = deps;

  /** The enabled supplier of a hold; a final error when it is not enabled (any more). */
  function supplierOf(provider: string) {
    const supplier = catalog.supplier(provider);
    if (!supplier) throw new SupplierError(provider, "supplier not enabled", "not_found");
    return supplier;
  }

  return {
    async confirm(order) {
      for (const hold of holdsOf(order)) {
        const supplier = supplierOf(hold.provider);
        if (supplier.confirm)
          await supplierCall(order.id, hold, "confirm", async () => supplier.confirm?.(hold.holdId));
      }
      return undefined;
    },

    async issue(order) {
      const references: string[] = [];
      for (const hold of holdsOf(order)) {
        const supplier = supplierOf(hold.provider);
        references.push(
          (await supplierCall(order.id, hold, "issue", () => supplier.issue(hold.holdId))).ticketRef,
        );
      }
      const bookingReference = references.join("/");
      const passengers = flightItemOf(order)?.passengers.length ?? 0;
      const tickets: IssuedTicket[] = Array.from({ length: passengers }, (_, passengerIndex) => ({
        passengerIndex,
        ticketNumber: ticketNumber(bookingReference, order.id, passengerIndex),
      }));
      return { bookingReference, tickets, logMessage: "tickets issued" };
    },

    async release(order) {
      for (const hold of holdsOf(order)) {
        await supplierCall(order.id, hold, "cancel", () =>
          catalog.cancelHold(hold.provider, hold.holdId),
        ).catch((error: unknown) =>
          log.warn({ orderId: order.id, err: error }, "releasing the supplier hold failed"),
        );
      }
    },
  };
}
