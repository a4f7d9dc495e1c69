/**
 * What fulfilment does for one product, a flight (fulfilment-flight.ts), a hotel stay
 * (fulfilment-hotel.ts) or a visa (fulfilment-visa.ts): the supplier's side of the confirm, issue and release steps. The service
 * (fulfilment.service.ts) picks the steps by the order item's kind, and its run (run-fulfilment.ts)
 * moves the order's status machine around them.
 */
import type { IssuedTicket, OrderHold } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { OrderRow } from "../orders/orders.service";
import type { createFulfilmentJournal } from "./fulfilment-journal";

/** The order's supplier holds (none before the hold). */
export const holdsOf = (order: OrderRow): OrderHold[] => order.holds ?? [];

/** Makes one supplier call for an order and keeps it in the order's journal. */
export type SupplierCall = ReturnType<typeof createFulfilmentJournal>["supplierCall"];

/** What an issue gave: the booking's reference and tickets, and the line the log says. */
export type Issued = { bookingReference: string; tickets: IssuedTicket[]; logMessage: string };

/**
 * The issue is up to people, not a retry (a visa case with its officers): no attempt is counted or
 * scheduled; the order waits until their action wakes it (`FulfilmentService.wake`).
 */
export type Waiting = { waiting: string };

export interface ProductSteps {
  /**
   * Confirms the paid booking with the supplier; throws the supplier's error when it would not. Gives
   * what to write in the transaction that records the confirmation, if anything.
   */
  confirm(order: OrderRow): Promise<((tx: Database) => Promise<void>) | undefined>;
  /** After the confirmation committed: what the product tells (a visa case's opening); failures are logged. */
  confirmed?(order: OrderRow): Promise<void>;
  /**
   * Issues the confirmed booking, or says it waits for people; throws while it cannot be (the
   * backoff tries again) or never will (a final error).
   */
  issue(order: OrderRow): Promise<Issued | Waiting>;
  /**
   * Cents of the paid amount kept when the order fails for good (a refused visa's authority fee);
   * none when absent. Read before the refund's transaction.
   */
  keptOnFailure?(order: OrderRow): Promise<number>;
  /** After the paid amount went back: gives the supplier's holds back (a failure is logged, not thrown). */
  release(order: OrderRow): Promise<void>;
}
