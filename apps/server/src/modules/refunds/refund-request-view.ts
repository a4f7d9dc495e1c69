/** A refund request and its reason as the customer and the back office see them. */
import {
  fromCents,
  maskBankNumber,
  REFUND_DECISION_HOURS,
  type RefundReason,
  type RefundRequestView,
} from "@safar/domain";
import type { OrderRow } from "../orders/orders.service";
import type { RefundReasonRow, RefundRequestRow } from "./refunds.repository";

export function toReason(row: RefundReasonRow): RefundReason {
  return { id: row.id, code: row.code, name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn } };
}

export function toView(
  row: RefundRequestRow,
  order: Pick<OrderRow, "orderNumber">,
  reason: RefundReason,
): RefundRequestView {
  const bank = row.iban ?? row.accountNumber ?? row.cardNumber;
  return {
    id: row.id,
    requestNumber: String(row.requestNumber),
    orderId: row.orderId,
    orderNumber: String(order.orderNumber),
    status: row.status,
    destination: row.destination,
    reason,
    description: row.description,
    itemIds: row.items,
    paidAmount: fromCents(row.paidCents),
    penaltyAmount: fromCents(row.penaltyCents),
    refundAmount: fromCents(row.refundCents),
    currencyCode: "USD",
    bankAccount: bank ? maskBankNumber(bank) : null,
    createdAt: row.createdAt.toISOString(),
    decisionDueAt: new Date(row.createdAt.getTime() + REFUND_DECISION_HOURS * 3_600_000).toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    payoutReference: row.payoutReference,
  };
}
