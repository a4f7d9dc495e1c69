import type { Database } from "../../platform/db";
import type { CatalogService } from "../catalog/catalog.service";
import type { HotelsService } from "../hotels/hotels.service";
import type { OrderRow, OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import type { FulfilmentRepository } from "./fulfilment.repository";
import type { FulfilmentLog } from "./fulfilment-journal";
import type { ProductSteps } from "./fulfilment-steps";
import type { TourSeatsPort } from "./fulfilment-tour";
import type { VisaCasesPort } from "./fulfilment-visa";

/** What the fulfilment service is given (create-fulfilment-module.ts wires it; tests make their own). */
export interface FulfilmentDeps {
  repository: FulfilmentRepository;
  orders: Pick<OrdersService, "lockForPayment" | "applyEvents" | "findById" | "recordSupplierBooking">;
  /** The payments module's service: what the customer paid for an order, inside `tx`. */
  payments: { paidCents(orderId: string, tx: Database): Promise<number> };
  catalog: Pick<CatalogService, "supplier" | "cancelHold">;
  /** The hotels service: a booked rate's supplier (book, read, cancel) and the rooms' holds. */
  hotels: Pick<HotelsService, "supplier" | "releaseRooms">;
  /** The visas module's cases: a paid visa order opens one, and is issued when it is approved. */
  visas: VisaCasesPort;
  /** The tours module's seats: sold when a tour order is paid, given back when it fails. */
  tours: TourSeatsPort;
  wallet: Pick<WalletService, "post">;
  /** Runs `fn` in one database transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Queues the order's next run, `afterSeconds` from now (the job queue, deduplicated per order). */
  schedule(orderId: string, afterSeconds: number): Promise<void>;
  /** Called once when an order's tickets are issued (the ticket is sent to the customer). */
  onIssued?(orderId: string): Promise<void>;
  maxAttempts: number;
  leaseSeconds: number;
  log: FulfilmentLog;
  now?: () => Date;
  random?: () => number;
}

/** The supplier's side of an order's steps, picked by its item's kind. */
export type StepsOf = (order: OrderRow) => ProductSteps;
