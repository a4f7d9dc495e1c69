/**
 * The visa application's call (issue 15): `visa/Submit/SubmitVisaRequest`, a multipart form (bracket
 * names, the documents as file parts; visa-application-form.ts) with its Idempotency-Key, answered
 * with the order (`OrderDetail`, type Visa, Approved: nothing to hold, the payment window runs).
 */
import { orderDetailSchema } from "@safar/domain/flight-order";
import { api } from "../../lib/api";
import { type VisaApplicationRequest, visaApplicationFormData } from "./visa-application-form";

/** Documents take a while on a mobile network: a longer wait than the client's default. */
const SUBMIT_TIMEOUT_MS = 180_000;

export function submitVisaRequest(request: VisaApplicationRequest, idempotencyKey: string) {
  return api().request("visa/Submit/SubmitVisaRequest", {
    method: "POST",
    body: visaApplicationFormData(request),
    headers: { "Idempotency-Key": idempotencyKey },
    schema: orderDetailSchema,
    timeoutMs: SUBMIT_TIMEOUT_MS,
  });
}
