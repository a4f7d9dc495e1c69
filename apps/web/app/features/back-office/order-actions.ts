/**
 * What an operator may do on an order's page, from the order's status and the role's permissions
 * (the server checks both again: 403, 409 ISSUE_NOT_WAITING, 409 TICKET_NOT_ISSUED), and the offline
 * tickets form's check (the domain's offlineTicketsSchema, one ticket number per traveller).
 */
import {
  type BackOfficePermission,
  type FulfilmentState,
  normalizeDigits,
  type OfflineTickets,
  type OperatorRefundRequest,
  type OperatorSession,
  OrderStatus,
  offlineTicketsSchema,
  BackOfficePermission as P,
  RefundDestination,
  RefundStatus,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import type { FieldErrors } from "../../lib/form-errors";
import { may } from "./access";

/** The order's actions, in the order the actions list shows them. */
export type OrderAction = "retry-issuance" | "offline-tickets" | "resend-ticket" | "cancel-and-refund";

/**
 * What the actions depend on: the order's status and refund state, where its issue stands, and
 * whether it is a hotel order (no e-ticket to record or send).
 */
export type OrderActionFacts = {
  status: OrderStatus;
  refundStatus: RefundStatus;
  fulfilment: Pick<FulfilmentState, "waiting"> | null;
  hotel?: boolean;
};

const actionRules: readonly {
  action: OrderAction;
  permission: BackOfficePermission;
  applies: (order: OrderActionFacts) => boolean;
}[] = [
  // A confirmation or issue waiting for its next try by the backoff (the fulfilment says so).
  { action: "retry-issuance", permission: P.OperateOrders, applies: (o) => o.fulfilment?.waiting === true },
  // The server records tickets issued by hand only while the ticket issue waits (confirmed); a
  // hotel's booking is confirmed by the hotel, never by tickets.
  {
    action: "offline-tickets",
    permission: P.OperateOrders,
    applies: (o) => !o.hotel && o.status === OrderStatus.FinalizationPending,
  },
  // Only a flight has an e-ticket to send again (the server answers 409 for a hotel's).
  {
    action: "resend-ticket",
    permission: P.ViewOrders,
    applies: (o) => !o.hotel && o.status === OrderStatus.Successful,
  },
  // Issued (a flight) or confirmed (a stay), and not all refunded or asked already (the server
  // checks the items again: 409); a stay is one item priced by its rate's penalty timeline.
  {
    action: "cancel-and-refund",
    permission: P.OperateOrders,
    applies: (o) =>
      o.status === OrderStatus.Successful &&
      o.refundStatus !== RefundStatus.Requested &&
      o.refundStatus !== RefundStatus.Refunded,
  },
];

export function orderActionsFor(
  order: OrderActionFacts,
  session: Pick<OperatorSession, "permissions"> | null,
): OrderAction[] {
  return actionRules
    .filter((rule) => rule.applies(order) && may(session, rule.permission))
    .map((rule) => rule.action);
}

/** The offline tickets form's fields: the PNR and `ticket0`, `ticket1`… one per traveller. */
export const ticketField = (index: number) => `ticket${index}`;

/**
 * The form's values checked with the domain's schema: the body to send, or a message key per field
 * (a ticket number's on its own field, a wrong count on the first one).
 */
export function checkOfflineTickets(
  values: Record<string, string>,
  travellers: number,
): { ok: true; data: OfflineTickets } | { ok: false; errors: FieldErrors } {
  // Typed with Arabic-Indic or Persian digits too: the API takes ASCII ones.
  const typed = (name: string) => normalizeDigits(values[name] ?? "");
  const ticketNumbers = Array.from({ length: travellers }, (_, index) => typed(ticketField(index)));
  const checked = offlineTicketsSchema.safeParse({
    bookingReference: typed("bookingReference"),
    ticketNumbers,
  });
  if (checked.success) return { ok: true, data: checked.data };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const [field, index] = issue.path;
    const name =
      field === "ticketNumbers" ? ticketField(typeof index === "number" ? index : 0) : "bookingReference";
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The cancel-and-refund form's values. */
export type CancelRefundValues = {
  reason: string;
  destination: RefundDestination;
  iban: string;
  accountNumber: string;
  cardNumber: string;
  description: string;
  locale: Locale;
  cancellationPolicyAccepted: boolean;
};

/** The body the API takes: digits made ASCII, blanks left out, bank details only for a bank. */
export function cancelRefundBody(values: CancelRefundValues): OperatorRefundRequest {
  const text = (value: string) => normalizeDigits(value).trim() || undefined;
  const bank = values.destination === RefundDestination.Bank;
  return {
    reason: values.reason,
    destination: values.destination,
    ...(bank
      ? {
          iban: text(values.iban),
          accountNumber: text(values.accountNumber),
          cardNumber: text(values.cardNumber),
        }
      : {}),
    description: values.description.trim() || undefined,
    locale: values.locale,
    cancellationPolicyAccepted: values.cancellationPolicyAccepted as true,
  };
}
