/**
 * What an operator may do on an order's page, from the order's status and the role's permissions
 * (the server checks both again: 403, 409 ISSUE_NOT_WAITING, 409 TICKET_NOT_ISSUED), and the offline
 * tickets form's check (the domain's offlineTicketsSchema, one ticket number per traveller).
 */
import {
  type BackOfficePermission,
  normalizeDigits,
  type OfflineTickets,
  type OperatorSession,
  OrderStatus,
  offlineTicketsSchema,
  BackOfficePermission as P,
} from "@safar/domain";
import type { FieldErrors } from "../../lib/form-errors";
import { may } from "./access";

/**
 * The order's actions, in the order the actions list shows them. A "cancel and refund" action
 * (`POST …/cancel-and-refund`, orders:operate, once the ticket is issued) joins this list later.
 */
export type OrderAction = "retry-issuance" | "offline-tickets" | "resend-ticket";

/** Paid and not issued yet: the supplier's confirmation or the ticket issue waits for its next attempt. */
const WAITING_FOR_ISSUE: readonly OrderStatus[] = [
  OrderStatus.Paid,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.FinalizationPending,
];

const actionRules: readonly {
  action: OrderAction;
  permission: BackOfficePermission;
  statuses: readonly OrderStatus[];
}[] = [
  { action: "retry-issuance", permission: P.OperateOrders, statuses: WAITING_FOR_ISSUE },
  // The server records tickets issued by hand only while the ticket issue waits (confirmed).
  { action: "offline-tickets", permission: P.OperateOrders, statuses: [OrderStatus.FinalizationPending] },
  { action: "resend-ticket", permission: P.ViewOrders, statuses: [OrderStatus.Successful] },
];

export function orderActionsFor(
  status: OrderStatus,
  session: Pick<OperatorSession, "permissions"> | null,
): OrderAction[] {
  return actionRules
    .filter((rule) => rule.statuses.includes(status) && may(session, rule.permission))
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
