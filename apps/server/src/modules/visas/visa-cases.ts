/**
 * A paid visa order's case (issue 15): opened when fulfilment confirms the paid order (in its
 * transaction), read by the customer's pages (`VisaOrder/GetById`, `Submit/VerifyVisaPayment/{id}`)
 * and by fulfilment, which issues the order once the case is approved.
 */
import {
  FINAL_VISA_CASE_STATUSES,
  type OrderItem,
  OrderStatus,
  type VerifyVisaPayment,
  type VisaCase,
  VisaCaseDocumentKind,
  VisaCaseStatus,
  type VisaOrderDetails,
} from "@safar/domain";
import { OrderMessageKey } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { OrdersService } from "../orders/orders.service";
import type { VisasRepository } from "./visas.repository";

/** Order statuses at which the customer's payment went through. */
const PAID: readonly string[] = [
  OrderStatus.Paid,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.FinalizationPending,
  OrderStatus.Successful,
];

/** Whether a case has reached its end (approved or rejected). */
export const isFinalCase = (status: string) => FINAL_VISA_CASE_STATUSES.some((s) => s === status);

/** What a case number looks like: `V` and the order's number. */
export const caseNumberOf = (orderNumber: number | string) => `V${orderNumber}`;

/** A paid order as fulfilment hands it over. */
export type PaidVisaOrder = {
  id: string;
  userId: string;
  orderNumber: number;
  item: OrderItem;
};

export interface VisaCasesDeps {
  repository: Pick<VisasRepository, "openCase" | "findCase" | "caseEvents" | "documents">;
  orders: Pick<OrdersService, "detail">;
  now: () => Date;
}

export function createVisaCases(deps: VisaCasesDeps) {
  const { repository, orders, now } = deps;

  /** A visa order of `userId` (404 for another customer's order, or another product's). */
  async function visaOrderOf(userId: string, orderId: string) {
    const order = await orders.detail(userId, orderId);
    if (!order.visaOrder) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    return { order, visa: order.visaOrder };
  }

  const cases = {
    /**
     * Opens a paid order's case as Submitted, inside fulfilment's transaction (once): the queue's
     * columns and the application's documents are copied from the order's visa.
     */
    async openCase(tx: Database, order: PaidVisaOrder): Promise<void> {
      if (order.item.kind !== "visa") throw new Error(`order ${order.id} is not a visa order`);
      const visa = order.item;
      const lead = visa.travellers[0];
      await repository.openCase(
        tx,
        {
          orderId: order.id,
          userId: order.userId,
          caseNumber: caseNumberOf(order.orderNumber),
          status: VisaCaseStatus.Submitted,
          countryCode: visa.countryCode,
          visaName: visa.name,
          processing: visa.processing,
          travelDate: visa.travelDate,
          travellers: visa.travellers.length,
          leadName: lead ? `${lead.firstName} ${lead.lastName}` : "",
          at: now(),
        },
        visa.travellers.flatMap((traveller, index) =>
          traveller.documents.map((doc) => ({
            traveller: index,
            kind: doc.kind,
            path: doc.path,
            contentType: doc.path.endsWith(".png") ? "image/png" : "image/jpeg",
            uploadedBy: "customer" as const,
          })),
        ),
      );
    },

    /** An order's case with its events, the issued visa's files and what is asked for, or null before it opens. */
    async caseOf(orderId: string): Promise<VisaCase | null> {
      const row = await repository.findCase(orderId);
      if (!row) return null;
      const [events, documents] = await Promise.all([
        repository.caseEvents(orderId),
        repository.documents(orderId),
      ]);
      const last = events[events.length - 1];
      return {
        caseNumber: row.caseNumber,
        status: row.status,
        updatedAt: row.updatedAt.toISOString(),
        events: events.map((event) => ({
          status: event.status,
          at: event.at.toISOString(),
          message: event.message,
        })),
        visaFiles: documents
          .filter((doc) => doc.kind === VisaCaseDocumentKind.IssuedVisa)
          .map((doc) => ({ id: doc.id, contentType: doc.contentType, traveller: doc.traveller })),
        requested:
          row.status === VisaCaseStatus.ActionRequired && last?.status === VisaCaseStatus.ActionRequired
            ? { message: last.message ?? "", traveller: last.traveller, kind: last.documentKind }
            : null,
      };
    },

    /** `POST /orders/VisaOrder/GetById`: the customer's visa order with its case. */
    async orderDetails(userId: string, orderId: string): Promise<VisaOrderDetails> {
      const { order, visa } = await visaOrderOf(userId, orderId);
      return {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        trackingNumber: order.trackingNumber,
        status: order.status,
        payableAmount: order.payableAmount,
        currencyCode: order.currencyCode,
        registrationTime: order.registrationTime,
        visa,
        case: await cases.caseOf(order.orderId),
      };
    },

    /** `GET visa/Submit/VerifyVisaPayment/{id}`: whether the payment went through and the case it opened. */
    async verifyPayment(userId: string, orderId: string): Promise<VerifyVisaPayment> {
      await visaOrderOf(userId, orderId); // the owner's only: 404 before anything is read
      const row = await repository.findCase(orderId);
      // The order read after its case: the case opens in the transaction that moves the order on
      // from Paid, so an order read before the case could be older than it (Paid beside a case).
      const { order } = await visaOrderOf(userId, orderId);
      return {
        orderId: order.orderId,
        orderStatus: order.status,
        paid: PAID.includes(order.status) || row !== undefined,
        caseNumber: row?.caseNumber ?? null,
        caseStatus: row?.status ?? null,
      };
    },
  };
  return cases;
}

export type VisaCases = ReturnType<typeof createVisaCases>;
