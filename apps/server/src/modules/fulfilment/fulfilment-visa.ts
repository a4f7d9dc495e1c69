/**
 * A visa's fulfilment steps (issue 15, decision 017): there is no supplier. The confirmation opens
 * the case for the visa officers (in the transaction that confirms the paid order); the issue waits
 * for the officers: an approved case issues the order (its reference is the case number), a
 * rejected one fails it for good (the paid amount goes back), anything else waits without a next
 * attempt until an officer's action wakes the order.
 */
import { toCents, type VisaCase, visaUsdCents } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { OrderRow } from "../orders/orders.service";
import type { ProductSteps } from "./fulfilment-steps";

/** The visas module's side: its cases. */
export interface VisaCasesPort {
  openCase(tx: Database, order: OrderRow): Promise<void>;
  caseOf(orderId: string): Promise<VisaCase | null>;
  /** Tells the customer the case is open (after the confirmation committed). */
  announce(orderId: string): Promise<void>;
}

/** The officers rejected the case: final (the paid amount goes back to the wallet). */
export class VisaRejectedError extends Error {
  constructor(orderId: string) {
    super(`visa order ${orderId} was rejected`);
    this.name = "VisaRejectedError";
  }
}

export function createVisaSteps(deps: { visas: VisaCasesPort }): ProductSteps {
  const { visas } = deps;
  return {
    async confirm(order: OrderRow) {
      return (tx) => visas.openCase(tx, order);
    },

    confirmed: (order: OrderRow) => visas.announce(order.id),

    async issue(order: OrderRow) {
      const found = await visas.caseOf(order.id);
      if (found?.status === "Approved")
        return { bookingReference: found.caseNumber, tickets: [], logMessage: "visa case approved" };
      if (found?.status === "Rejected") throw new VisaRejectedError(order.id);
      // Still with the officers: no attempt is due until one of them acts.
      return { waiting: "the visa officers" };
    },

    /** A refused case keeps the authority's fee per traveller (in USD at the order's rate, rounded up). */
    async keptOnFailure(order: OrderRow) {
      if (order.item.kind !== "visa") return 0;
      const found = await visas.caseOf(order.id);
      if (found?.status !== "Rejected") return 0;
      const visa = order.item;
      return visaUsdCents(toCents(visa.rejectionFee) * visa.travellers.length, visa.exchangeRate);
    },

    async release() {
      // Nothing is held with anyone for a visa.
    },
  };
}
