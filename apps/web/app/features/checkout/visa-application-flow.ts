/**
 * The visa application flow of /add-passenger?visa=1 (issue 15), the booking flow of order-flow.ts
 * for a visa request: submit the application (SubmitVisaRequest, multipart, with an Idempotency-Key
 * per form content, the chosen files included), handle a price change (accepting resubmits with
 * `acceptedTotalPrice` under the same key), then /confirm. There is no hold: the submit answers an
 * order ready to pay.
 */
import type { OrderDetail } from "@safar/domain/flight-order";
import { VisaMessageKey } from "@safar/domain/user-messages";
import type { VisaDocumentKind } from "@safar/domain/visa-rules";
import { isApiError } from "../../lib/api";
import type { VisaApplicationRef } from "../../lib/visa-application-params";
import { createOrderFlow, type OrderFlow, type OrderFlowOutcome, type OrderFlowSettings } from "./order-flow";
import {
  type VisaApplicationFormValues,
  type VisaApplicationRequest,
  visaApplicationRequestOf,
  visaApplicationScopeOf,
  visaFieldPathOfErrorKey,
} from "./visa-application-form";

/** The visa is no longer on sale (or its quick processing): the way back is the visa's country page. */
export type VisaUnavailable = { message: string };

const UNAVAILABLE: readonly string[] = [
  VisaMessageKey.VISA_PRODUCT_NOT_FOUND,
  VisaMessageKey.VISA_QUICK_PROCESSING_NOT_OFFERED,
];

/** The message key when an error says the visa cannot be applied for; null for any other. */
export function visaUnavailableOf(error: unknown): VisaUnavailable | null {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) return null;
  const message = error.firstMessages().find((m) => UNAVAILABLE.includes(m));
  return message ? { message } : null;
}

export type VisaApplicationOutcome = OrderFlowOutcome<VisaUnavailable, Record<never, never>>;

export type VisaApplicationFlowOptions = OrderFlowSettings & {
  ref: VisaApplicationRef;
  /** The documents each traveller gives (the product's). */
  documents: readonly VisaDocumentKind[];
  submitVisaRequest: (request: VisaApplicationRequest, idempotencyKey: string) => Promise<OrderDetail>;
};

export type VisaApplicationFlow = OrderFlow<VisaApplicationFormValues, VisaApplicationOutcome>;

export function createVisaApplicationFlow(options: VisaApplicationFlowOptions): VisaApplicationFlow {
  const { ref, documents } = options;
  return createOrderFlow({
    ...options, // the settings: key storage, product channel, busy state, random bytes
    scope: visaApplicationScopeOf(ref),
    requestOf: (values: VisaApplicationFormValues, productChannel) =>
      visaApplicationRequestOf(ref, values, documents, productChannel),
    submitOrder: (request, key) => options.submitVisaRequest(request, key),
    unavailableOf: visaUnavailableOf,
    fieldPathOf: visaFieldPathOfErrorKey,
    afterReserve: async () => ({}),
  });
}
