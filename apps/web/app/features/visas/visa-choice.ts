/**
 * The visa box's choice (issue 15): the country, the product (type, stay and entries as one
 * choice), the processing and the travellers, kept in the URL's query so a link shares it and Back
 * returns to the previous choice. Pure rules, tested in visa-choice.test.ts.
 */
import type { VisaProduct } from "@safar/domain/visa";
import type { VisaSearchHistory } from "@safar/domain/visa-order";
import {
  MAX_VISA_TRAVELLERS,
  VISA_COUNTRY_CODES,
  VISA_COUNTRY_SLUGS,
  type VisaCountryCode,
  VisaProcessing,
} from "@safar/domain/visa-rules";

export type VisaChoice = {
  country: VisaCountryCode | null;
  productId: string | null;
  processing: VisaProcessing;
  travellers: number;
};

/** The query's names. */
export const VISA_PARAM = {
  country: "country",
  product: "product",
  processing: "processing",
  travellers: "travellers",
} as const;

function isCountry(value: string | null): value is VisaCountryCode {
  return value !== null && (VISA_COUNTRY_CODES as readonly string[]).includes(value);
}

/** 1 to 9 travellers; anything else in a link is read as one. */
export function clampTravellers(value: number): number {
  if (!Number.isInteger(value)) return 1;
  return Math.min(MAX_VISA_TRAVELLERS, Math.max(1, value));
}

/** The URL's choice; a country page fixes the country, whatever the query says. */
export function choiceFromUrl(params: URLSearchParams, fixedCountry?: VisaCountryCode): VisaChoice {
  const country = fixedCountry ?? params.get(VISA_PARAM.country);
  const travellers = params.get(VISA_PARAM.travellers);
  return {
    country: isCountry(country) ? country : null,
    productId: params.get(VISA_PARAM.product) || null,
    processing:
      params.get(VISA_PARAM.processing) === VisaProcessing.Quick
        ? VisaProcessing.Quick
        : VisaProcessing.Normal,
    travellers: travellers === null ? 1 : clampTravellers(Number(travellers)),
  };
}

/** The choice as a query ("?product=…&processing=Quick&travellers=2"), defaults left out. */
export function choiceToSearch(choice: VisaChoice, fixedCountry?: VisaCountryCode): string {
  const params = new URLSearchParams();
  if (choice.country && !fixedCountry) params.set(VISA_PARAM.country, choice.country);
  if (choice.productId) params.set(VISA_PARAM.product, choice.productId);
  if (choice.processing === VisaProcessing.Quick) params.set(VISA_PARAM.processing, VisaProcessing.Quick);
  if (choice.travellers !== 1) params.set(VISA_PARAM.travellers, String(choice.travellers));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether the product can be processed quickly. */
export function offersQuick(product: VisaProduct): boolean {
  return product.quickPrice !== null && product.quickProcessingDays !== null;
}

/**
 * The choice the box shows, by the rules: the product must be one of the country's (a country
 * with a single product has it chosen), quick processing only when that product offers it.
 */
export function settleChoice(
  choice: VisaChoice,
  products: readonly VisaProduct[],
): { choice: VisaChoice; product: VisaProduct | null; offered: VisaProduct[] } {
  const offered = choice.country ? products.filter((p) => p.countryCode === choice.country) : [];
  const product =
    offered.find((p) => p.id === choice.productId) ?? (offered.length === 1 ? (offered[0] ?? null) : null);
  const processing = product && offersQuick(product) ? choice.processing : VisaProcessing.Normal;
  return {
    choice: { ...choice, productId: product?.id ?? null, processing },
    product,
    offered,
  };
}

/** A choice changed by the customer: a new country forgets the product, a new product its processing if it has no quick one. */
export function changeChoice(current: VisaChoice, change: Partial<VisaChoice>): VisaChoice {
  const next = { ...current, ...change };
  if (change.country !== undefined && change.country !== current.country) next.productId = null;
  next.travellers = clampTravellers(next.travellers);
  return next;
}

/** The country page with the entry's choice (the page fixes the country). */
export function recentVisaUrl(
  entry: Pick<VisaSearchHistory, "countryCode" | "productId" | "processing" | "travellers" | "onSale">,
) {
  const slug = VISA_COUNTRY_SLUGS[entry.countryCode as VisaCountryCode];
  if (!slug) return "/visa-home";
  if (!entry.onSale) return `/${slug}`;
  const search = choiceToSearch(
    {
      country: entry.countryCode as VisaCountryCode,
      productId: entry.productId,
      processing: entry.processing === VisaProcessing.Quick ? VisaProcessing.Quick : VisaProcessing.Normal,
      travellers: entry.travellers,
    },
    entry.countryCode as VisaCountryCode,
  );
  return `/${slug}${search}`;
}
