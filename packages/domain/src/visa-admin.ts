/**
 * Visa products in the back office (issue 15): what an operator with `visa-products:manage` types
 * for a product, and the list they see (every product, on sale or not, by country). Prices are
 * decimal amounts of the product's currency on the wire (whole minor units: fils, cents), integer
 * minor units in the table. Each bad field is refused by its key (VisaMessageKey).
 */
import { z } from "zod";
import { localizedInput, wholeNumber } from "./admin-inputs";
import { localizedTextSchema } from "./localized-text";
import { BackOfficeMessageKey, VisaMessageKey as K } from "./user-messages";
import { visaProductSchema } from "./visa";
import {
  BASE_VISA_DOCUMENTS,
  VISA_COUNTRY_CODES,
  VisaDocumentKind,
  VisaEntry,
  VisaStayUnit,
  VisaType,
} from "./visa-rules";

/** The largest price a product may have (its minor units fit the table's integer). */
export const MAX_VISA_PRICE = 20_000_000;

const values = <T extends Record<string, string>>(of: T) =>
  Object.values(of) as [T[keyof T], ...T[keyof T][]];
const hasWholeMinorUnits = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const amount = (key: string, min: number) =>
  z
    .number({ message: key })
    .min(min, key)
    .max(MAX_VISA_PRICE, key)
    .refine((value) => hasWholeMinorUnits(value), key);

/** `POST back-office/visa-products` and `POST back-office/visa-products/{id}`: a product. */
export const visaProductInputSchema = z
  .object({
    countryCode: z.enum(VISA_COUNTRY_CODES, { message: K.VISA_COUNTRY_IS_INVALID }),
    type: z.enum(values(VisaType), { message: K.VISA_TYPE_IS_INVALID }),
    name: localizedInput(K.VISA_PRODUCT_NAME_IS_INVALID, 120, true),
    stay: wholeNumber(K.VISA_STAY_IS_INVALID, 1, 365),
    stayUnit: z.enum(values(VisaStayUnit), { message: K.VISA_STAY_IS_INVALID }).default(VisaStayUnit.Days),
    validityDays: wholeNumber(K.VISA_VALIDITY_IS_INVALID, 1, 365),
    entry: z.enum(values(VisaEntry), { message: K.VISA_ENTRY_IS_INVALID }),
    /** ISO 4217; the server also checks the storefront has a rate for it (USD always). */
    currency: z
      .string({ message: K.VISA_CURRENCY_IS_INVALID })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, K.VISA_CURRENCY_IS_INVALID),
    price: amount(K.VISA_PRICE_IS_INVALID, 0.01),
    quickPrice: amount(K.VISA_QUICK_PRICE_IS_INVALID, 0.01).nullable().default(null),
    processingDays: wholeNumber(K.VISA_PROCESSING_DAYS_IS_INVALID, 1, 60),
    quickProcessingDays: wholeNumber(K.VISA_QUICK_PROCESSING_DAYS_IS_INVALID, 1, 60).nullable().default(null),
    rejectionFee: amount(K.VISA_REJECTION_FEE_IS_INVALID, 0).default(0),
    documents: z
      // Known kinds are checked with the rest (visaProductIssues): every refusal lands on `documents`.
      .array(z.string({ message: K.VISA_DOCUMENTS_ARE_INVALID }), { message: K.VISA_DOCUMENTS_ARE_INVALID })
      .max(Object.keys(VisaDocumentKind).length, K.VISA_DOCUMENTS_ARE_INVALID),
    notes: localizedInput(K.VISA_NOTES_ARE_TOO_LONG, 1000, false).default({ ar: "", fa: "", en: "" }),
    sortOrder: wholeNumber(K.VISA_SORT_ORDER_IS_INVALID, 0, 999).default(0),
    isActive: z.boolean({ message: BackOfficeMessageKey.ACTIVE_IS_INVALID }).default(true),
  })
  .superRefine((product, ctx) => {
    for (const issue of visaProductIssues(product)) ctx.addIssue({ code: "custom", ...issue });
  })
  // The documents in the order the enumeration lists them (what the application form asks in).
  .transform((product) => ({
    ...product,
    documents: values(VisaDocumentKind).filter((kind) => product.documents.includes(kind)),
  }));
export type VisaProductInput = z.output<typeof visaProductInputSchema>;

/**
 * The rules across a product's fields (the schema's, and the form's before it sends): an hours'
 * stay for a transit visa only; a quick price above the price with its days, fewer than the normal
 * ones (and no quick days without a quick price); a rejection fee up to the price; the documents
 * each once, the passport page and personal photo among them.
 */
export function visaProductIssues(product: {
  type: string;
  stayUnit: string;
  price: number;
  quickPrice: number | null;
  processingDays: number;
  quickProcessingDays: number | null;
  rejectionFee: number;
  documents: readonly string[];
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (product.stayUnit === VisaStayUnit.Hours && product.type !== VisaType.Transit)
    issues.push({ path: ["stayUnit"], message: K.VISA_STAY_IS_INVALID });
  if (product.quickPrice !== null && product.quickPrice <= product.price)
    issues.push({ path: ["quickPrice"], message: K.VISA_QUICK_PRICE_IS_INVALID });
  if (product.quickPrice !== null && product.quickProcessingDays === null)
    issues.push({ path: ["quickProcessingDays"], message: K.VISA_QUICK_PROCESSING_DAYS_IS_INVALID });
  if (product.quickPrice === null && product.quickProcessingDays !== null)
    issues.push({ path: ["quickProcessingDays"], message: K.VISA_QUICK_PROCESSING_DAYS_IS_INVALID });
  if (product.quickProcessingDays !== null && product.quickProcessingDays >= product.processingDays)
    issues.push({ path: ["quickProcessingDays"], message: K.VISA_QUICK_PROCESSING_DAYS_IS_INVALID });
  if (product.rejectionFee > product.price)
    issues.push({ path: ["rejectionFee"], message: K.VISA_REJECTION_FEE_IS_INVALID });
  const known: readonly string[] = values(VisaDocumentKind);
  const unique = new Set(product.documents).size === product.documents.length;
  if (
    !unique ||
    product.documents.some((kind) => !known.includes(kind)) ||
    BASE_VISA_DOCUMENTS.some((kind) => !product.documents.includes(kind))
  )
    issues.push({ path: ["documents"], message: K.VISA_DOCUMENTS_ARE_INVALID });
  return issues;
}

/** A product as the back office lists it: the customer's view with its order and whether on sale. */
export const visaProductAdminSchema = visaProductSchema.extend({
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type VisaProductAdmin = z.infer<typeof visaProductAdminSchema>;

/** `GET back-office/visa-products`: the countries with every product, and the currencies priced in. */
export const visaProductsAdminSchema = z.object({
  countries: z.array(
    z.object({
      countryCode: z.enum(VISA_COUNTRY_CODES),
      name: localizedTextSchema,
      products: z.array(visaProductAdminSchema),
    }),
  ),
  /** USD and the currencies the storefront has a rate for (what a product may be priced in). */
  currencies: z.array(z.string()),
});
export type VisaProductsAdmin = z.infer<typeof visaProductsAdminSchema>;
