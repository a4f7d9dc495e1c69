/**
 * A visa product's form (issue 15): its values as typed (text by the API's field name, the
 * documents and on/off apart), the check with the domain's schema before sending (each error under
 * the server's key), and a listed product sent back whole with only its switch changed.
 */
import {
  BASE_VISA_DOCUMENTS,
  type VisaCountryCode,
  VisaDocumentKind,
  type VisaProductAdmin,
  type VisaProductInput,
  visaProductInputSchema,
} from "@safar/domain";
import {
  checked,
  LANGUAGES,
  localized,
  localizedValues,
  numberOf,
  type TextValues,
} from "./hotel-admin-rules";

/** Every document kind, in the order the form lists them (the two every visa asks for first). */
export const VISA_DOCUMENT_KINDS = Object.values(VisaDocumentKind);

export type VisaProductValues = { text: TextValues; documents: string[]; isActive: boolean };

/** The form's fields in the order the focus looks for the first in error. */
export const VISA_PRODUCT_FIELDS = [
  "countryCode",
  "type",
  ...LANGUAGES.map((lang) => `name.${lang}`),
  "stay",
  "stayUnit",
  "validityDays",
  "entry",
  "currency",
  "price",
  "quickPrice",
  "processingDays",
  "quickProcessingDays",
  "rejectionFee",
  "documents",
  ...LANGUAGES.map((lang) => `notes.${lang}`),
  "sortOrder",
  "isActive",
];

/** A new product's values (in `countryCode`, priced in `currency`), or the listed product's. */
export function visaProductValues(
  product?: VisaProductAdmin,
  defaults: { countryCode: VisaCountryCode | ""; currency: string } = { countryCode: "", currency: "USD" },
): VisaProductValues {
  if (!product)
    return {
      text: {
        countryCode: defaults.countryCode,
        type: "Tourist",
        stay: "30",
        stayUnit: "Days",
        validityDays: "60",
        entry: "Single",
        currency: defaults.currency,
        processingDays: "3",
        rejectionFee: "0",
        sortOrder: "0",
      },
      documents: [...BASE_VISA_DOCUMENTS],
      isActive: true,
    };
  return {
    text: {
      countryCode: product.countryCode,
      type: product.type,
      ...localizedValues("name", product.name),
      stay: String(product.stay),
      stayUnit: product.stayUnit,
      validityDays: String(product.validityDays),
      entry: product.entry,
      currency: product.currency,
      price: String(product.price),
      quickPrice: product.quickPrice === null ? "" : String(product.quickPrice),
      processingDays: String(product.processingDays),
      quickProcessingDays: product.quickProcessingDays === null ? "" : String(product.quickProcessingDays),
      rejectionFee: String(product.rejectionFee),
      ...localizedValues("notes", product.notes),
      sortOrder: String(product.sortOrder),
    },
    documents: product.documents,
    isActive: product.isActive,
  };
}

/** An empty optional number is null (no quick processing); anything typed is checked as a number. */
const optionalNumber = (text: string | undefined) => ((text ?? "").trim() === "" ? null : numberOf(text));

/** The values checked with the domain's schema: the product to send, or an error key per field. */
export function checkVisaProduct(values: VisaProductValues) {
  const { text } = values;
  return checked(visaProductInputSchema, {
    countryCode: text.countryCode ?? "",
    type: text.type,
    name: localized(text, "name"),
    stay: numberOf(text.stay),
    stayUnit: text.stayUnit,
    validityDays: numberOf(text.validityDays),
    entry: text.entry,
    currency: text.currency ?? "",
    price: numberOf(text.price),
    quickPrice: optionalNumber(text.quickPrice),
    processingDays: numberOf(text.processingDays),
    quickProcessingDays: optionalNumber(text.quickProcessingDays),
    rejectionFee: (text.rejectionFee ?? "").trim() === "" ? 0 : numberOf(text.rejectionFee),
    // The two every visa asks for are fixed on the form: always sent.
    documents: [...new Set([...BASE_VISA_DOCUMENTS, ...values.documents])],
    notes: localized(text, "notes"),
    sortOrder: (text.sortOrder ?? "").trim() === "" ? 0 : numberOf(text.sortOrder),
    isActive: values.isActive,
  });
}

/** A listed product as the input that changes it, switched on or off (the row's switch). */
export function switchedVisaProduct(product: VisaProductAdmin, isActive: boolean): VisaProductInput {
  const { id: _id, ...input } = product;
  return { ...input, isActive };
}
