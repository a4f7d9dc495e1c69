/**
 * Visas for Iraqi travellers (issue 15, spec §1, §3, §7, §9): the countries served, the visa
 * products the operator sells (type, stay, validity, entries, processing, price in the product's
 * currency, the documents each traveller gives) and the price of a request. There is no supplier:
 * the operator's visa officers prepare and file each case (decision 017).
 */
import { z } from "zod";
import { localizedTextSchema } from "./localized-text";
import { VisaMessageKey as K } from "./user-messages";
import {
  MAX_VISA_TRAVELLERS,
  VISA_COUNTRY_CODES,
  VISA_NATIONALITY,
  VisaDocumentKind,
  VisaEntry,
  VisaProcessing,
  VisaStayUnit,
  VisaType,
} from "./visa-rules";

const enumOf = <T extends Record<string, string>>(values: T) =>
  z.enum(Object.values(values) as [T[keyof T], ...T[keyof T][]]);

export const visaCountrySchema = z.object({
  countryCode: z.enum(VISA_COUNTRY_CODES),
  /** The country's visa page (`/visa-uae`…). */
  slug: z.string(),
  name: localizedTextSchema,
  /** The currency its products are priced in (AED for the UAE, spec §9). */
  currency: z.string(),
  /** The lowest price of its products, per traveller, normal processing. */
  fromPrice: z.number(),
  productCount: z.number().int(),
});
export type VisaCountry = z.infer<typeof visaCountrySchema>;

/** A visa product as the customer chooses it (GetBasePrices). */
export const visaProductSchema = z.object({
  id: z.uuid(),
  countryCode: z.enum(VISA_COUNTRY_CODES),
  type: enumOf(VisaType),
  name: localizedTextSchema,
  stay: z.number().int().positive(),
  stayUnit: enumOf(VisaStayUnit),
  /** Days from issue within which the traveller must enter. */
  validityDays: z.number().int().positive(),
  entry: enumOf(VisaEntry),
  currency: z.string(),
  /** Per traveller, normal processing, in `currency`. */
  price: z.number(),
  /** Per traveller with quick processing; null when not offered. */
  quickPrice: z.number().nullable(),
  /** Per traveller, in `currency`: kept when the case is refused (the authority's fee); the rest is refunded. */
  rejectionFee: z.number(),
  /** Working days the officers and the embassy take. */
  processingDays: z.number().int().positive(),
  quickProcessingDays: z.number().int().positive().nullable(),
  documents: z.array(enumOf(VisaDocumentKind)),
  notes: localizedTextSchema,
});
export type VisaProduct = z.infer<typeof visaProductSchema>;

/** GetVisaEnums: every enumeration the visa box and forms use, by value (the web names them). */
export const visaEnumsSchema = z.object({
  types: z.array(enumOf(VisaType)),
  entries: z.array(enumOf(VisaEntry)),
  processing: z.array(enumOf(VisaProcessing)),
  stayUnits: z.array(enumOf(VisaStayUnit)),
  documentKinds: z.array(enumOf(VisaDocumentKind)),
  maxTravellers: z.number().int(),
  nationality: z.string(),
});
export type VisaEnums = z.infer<typeof visaEnumsSchema>;

export const visaEnums: VisaEnums = {
  types: Object.values(VisaType),
  entries: Object.values(VisaEntry),
  processing: Object.values(VisaProcessing),
  stayUnits: Object.values(VisaStayUnit),
  documentKinds: Object.values(VisaDocumentKind),
  maxTravellers: MAX_VISA_TRAVELLERS,
  nationality: VISA_NATIONALITY,
};

/** GetTotalPrice's parameters (query strings: numbers arrive as text). */
export const visaTotalPriceQuerySchema = z.object({
  productId: z.uuid({ message: K.VISA_PRODUCT_NOT_FOUND }),
  processing: z
    .enum([VisaProcessing.Normal, VisaProcessing.Quick], { message: K.VISA_PROCESSING_IS_INVALID })
    .default(VisaProcessing.Normal),
  travellers: z.coerce
    .number({ message: K.VISA_TRAVELLERS_OUT_OF_RANGE })
    .int(K.VISA_TRAVELLERS_OUT_OF_RANGE)
    .min(1, K.VISA_TRAVELLERS_OUT_OF_RANGE)
    .max(MAX_VISA_TRAVELLERS, K.VISA_TRAVELLERS_OUT_OF_RANGE)
    .default(1),
});
export type VisaTotalPriceQuery = z.output<typeof visaTotalPriceQuerySchema>;

/**
 * GetTotalPrice: a request's price in the product's currency and in the base currency (USD, what
 * the order is charged in) at the display rate of now; the days it takes and the documents each
 * traveller gives.
 */
export const visaTotalPriceSchema = z.object({
  productId: z.uuid(),
  processing: enumOf(VisaProcessing),
  travellers: z.number().int(),
  currency: z.string(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  /** Units of `currency` for one USD (the rate the USD figures were made at). */
  exchangeRate: z.number().positive(),
  unitPriceUsd: z.number(),
  totalPriceUsd: z.number(),
  processingDays: z.number().int(),
  documents: z.array(enumOf(VisaDocumentKind)),
});
export type VisaTotalPrice = z.infer<typeof visaTotalPriceSchema>;

/**
 * Minor units (fils, cents) of a product's currency converted to USD cents at `exchangeRate` units
 * for one USD, rounded up (the customer never pays less than the visa costs the operator).
 */
export function visaUsdCents(minorUnits: number, exchangeRate: number): number {
  return Math.ceil(Math.round((minorUnits / exchangeRate) * 1e6) / 1e6);
}
