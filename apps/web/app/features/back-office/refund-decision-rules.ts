/**
 * The refund decision forms' rules, checked before anything is sent (the server checks them again):
 * an approval keeps the request's penalty unless another one is typed (decimal USD, Arabic-Indic or
 * Persian digits accepted, between zero and what was paid, whole cents), and a new penalty needs its
 * reason; a rejection needs its reason (the customer is shown it); a bank payout needs the bank's
 * reference. Which decisions a request still takes follows its status and destination.
 */
import type { RefundRequestView } from "@safar/domain";
import { parseAmountInput } from "@safar/domain";
import type { FieldErrors } from "../../lib/form-errors";

type Check<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export type ApprovalBody = { penaltyAmount?: number; note?: string };

const PENALTY_IS_INVALID = "REFUND_PENALTY_IS_INVALID";
const REASON_REQUIRED = "REFUND_DECISION_REASON_REQUIRED";
const NOTE_MAX = 500;

export function checkApproval(
  values: { penaltyAmount: string; note: string },
  request: Pick<RefundRequestView, "paidAmount">,
): Check<ApprovalBody> {
  const text = values.penaltyAmount.trim();
  const note = values.note.trim();
  if (text === "") return { ok: true, data: {} };
  const amount = parseAmountInput(text);
  const cents = Math.round(amount * 100);
  if (
    Number.isNaN(amount) ||
    Math.abs(amount * 100 - cents) > 1e-6 ||
    cents < 0 ||
    cents > Math.round(request.paidAmount * 100)
  )
    return { ok: false, errors: { penaltyAmount: PENALTY_IS_INVALID } };
  if (note === "" || note.length > NOTE_MAX) return { ok: false, errors: { note: REASON_REQUIRED } };
  return { ok: true, data: { penaltyAmount: cents / 100, note } };
}

export function checkRejection(values: { note: string }): Check<{ note: string }> {
  const note = values.note.trim();
  return note === "" || note.length > NOTE_MAX
    ? { ok: false, errors: { note: REASON_REQUIRED } }
    : { ok: true, data: { note } };
}

export function checkPayout(values: { reference: string }): Check<{ reference: string }> {
  const reference = values.reference.trim();
  return reference === "" || reference.length > 100
    ? { ok: false, errors: { reference: "REFUND_PAYOUT_REFERENCE_REQUIRED" } }
    : { ok: true, data: { reference } };
}

export type Decision = "approve" | "reject" | "paid-out";

/** The decisions a request still takes: approve or reject while waiting; a bank payout once approved. */
export function decisionsFor(request: Pick<RefundRequestView, "status" | "destination">): Decision[] {
  if (request.status === "Requested") return ["approve", "reject"];
  if (request.status === "Approved" && request.destination === "Bank") return ["paid-out"];
  return [];
}
