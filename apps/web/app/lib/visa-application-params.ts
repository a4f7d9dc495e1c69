/**
 * The online visa application's URL (issue 15): the spec's passenger details route with the visa
 * query, `/add-passenger?visa=1&product={id}&processing=Quick&travellers=2`. Shared: the visa box
 * builds it ("Apply online"), the checkout reads it (the visa variant of /add-passenger).
 */
import { isUuid } from "@safar/domain/uuid";
import { MAX_VISA_TRAVELLERS, VisaProcessing } from "@safar/domain/visa-rules";

/** A visa request to apply for: the product, its processing and how many travellers. */
export type VisaApplicationRef = { productId: string; processing: VisaProcessing; travellers: number };

/** Whether /add-passenger's URL is a visa application (rather than a flight or a hotel's rate). */
export function isVisaApplicationUrl(params: URLSearchParams): boolean {
  return params.get("visa") === "1";
}

/** The application's URL: defaults (normal processing, one traveller) written out for a clear link. */
export function visaApplicationUrl(ref: VisaApplicationRef): string {
  const params = new URLSearchParams({
    visa: "1",
    product: ref.productId,
    processing: ref.processing,
    travellers: String(ref.travellers),
  });
  return `/add-passenger?${params.toString()}`;
}

/** The request the URL names, or null when it names none the API could take. */
export function visaApplicationRefOf(params: URLSearchParams): VisaApplicationRef | null {
  if (!isVisaApplicationUrl(params)) return null;
  const productId = params.get("product") ?? "";
  if (!isUuid(productId)) return null;
  const processing = params.get("processing") ?? VisaProcessing.Normal;
  if (processing !== VisaProcessing.Normal && processing !== VisaProcessing.Quick) return null;
  const travellers = Number(params.get("travellers") ?? "1");
  if (!Number.isInteger(travellers) || travellers < 1 || travellers > MAX_VISA_TRAVELLERS) return null;
  return { productId, processing, travellers };
}
