/**
 * What /visa/payment/{orderId} shows for a VerifyVisaPayment answer, and how long it keeps asking
 * (pure: tested without a browser).
 */
import { OrderStatus } from "@safar/domain";
import type { VerifyVisaPayment } from "@safar/domain/visa-order";

/** VerifyVisaPayment is asked again this often while the payment is not settled… */
export const POLL_MS = 2000;
/** …and at most this many times (a minute), then the page stops and says so. */
export const MAX_POLLS = 30;

/** What the page shows for an answer: paid with its case, failed, or still waiting. */
export type VisaPaymentView = "paid" | "failed" | "pending";

/** The view of a VerifyVisaPayment answer (paid once the case is opened; a refused or lapsed payment fails). */
export function visaPaymentView(verify: VerifyVisaPayment): VisaPaymentView {
  if (verify.paid && verify.caseNumber) return "paid";
  if (!verify.paid && [OrderStatus.PaymentFailed, OrderStatus.Rejected].includes(verify.orderStatus as never))
    return "failed";
  return "pending";
}
