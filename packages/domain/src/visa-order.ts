/**
 * Visa orders (issue 15, decision 017): the application `visa/Submit/SubmitVisaRequest` sends, the
 * visa an order keeps (its item), the case the officers move through its statuses, and the answers
 * of `VisaOrder/GetById` and `Submit/VerifyVisaPayment/{id}`.
 *
 * The application is a multipart form (spec §7): nested fields flattened to bracket names
 * (`travellers[0][firstName]`, `contact[phoneNumber]`), missing values sent as empty strings, and
 * each traveller's documents as file parts named `travellers[{i}][documents][{VisaDocumentKind}]`
 * (JPG or PNG, at most 5 MiB, checked by content on the server).
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { productChannelSchema } from "./enums";
import { localizedTextSchema } from "./localized-text";
import { VisaMessageKey as K } from "./user-messages";
import {
  MAX_VISA_TRAVELLERS,
  VisaDocumentKind,
  VisaEntry,
  VisaProcessing,
  VisaStayUnit,
  VisaType,
} from "./visa-rules";

const enumOf = <T extends Record<string, string>>(values: T) =>
  z.enum(Object.values(values) as [T[keyof T], ...T[keyof T][]]);

/** The passenger fields of the visa variant (spec §5) a traveller's part of the form carries. */
export const VISA_TRAVELLER_FIELDS = [
  "firstName",
  "lastName",
  "firstNameFarsi",
  "lastNameFarsi",
  "genderTitle",
  "birthDate",
  "type",
  "nationalityCountry",
  "passportIssuingCountry",
  "passportType",
  "passportNumber",
  "passportExpirationDate",
] as const;
export type VisaTravellerField = (typeof VISA_TRAVELLER_FIELDS)[number];

/** A personal photo: at least this many pixels each way (an embassy prints it 35 × 45 mm at 300 dpi). */
export const VISA_PHOTO_MIN_WIDTH = 300;
export const VISA_PHOTO_MIN_HEIGHT = 400;
/** A personal photo is upright, width / height between these (35 × 45 mm is 0.78). */
export const VISA_PHOTO_MIN_RATIO = 0.6;
export const VISA_PHOTO_MAX_RATIO = 0.9;

/** The multipart part name of a traveller's document (`travellers[0][documents][PassportPage]`). */
export const visaDocumentPartName = (traveller: number, kind: VisaDocumentKind) =>
  `travellers[${traveller}][documents][${kind}]`;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * The application's text fields once the bracket names are nested (the travellers' passenger fields
 * are checked by the visa variant of the passenger schema on the server, with the travel date).
 */
export const submitVisaRequestSchema = z.object({
  productId: z.uuid({ error: K.VISA_PRODUCT_NOT_FOUND }),
  processing: z.enum([VisaProcessing.Normal, VisaProcessing.Quick], { error: K.VISA_PROCESSING_IS_INVALID }),
  /** The day the travellers mean to enter (`YYYY-MM-DD`): the passports' 6 months count from it. */
  travelDate: z.string({ error: K.VISA_TRAVEL_DATE_IS_INVALID }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: K.VISA_TRAVEL_DATE_IS_INVALID,
  }),
  travellers: z
    .array(z.record(z.string(), z.unknown()), { error: K.VISA_TRAVELLERS_OUT_OF_RANGE })
    .min(1, { error: K.VISA_TRAVELLERS_OUT_OF_RANGE })
    .max(MAX_VISA_TRAVELLERS, { error: K.VISA_TRAVELLERS_OUT_OF_RANGE }),
  contact: contactSchema(),
  productChannel: z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : blankToUndefined(value)),
    productChannelSchema.default(1),
  ),
  /** Or the `Idempotency-Key` header. */
  idempotencyKey: z.preprocess(blankToUndefined, z.string().optional()),
  /** The total the customer accepted after a PRICE_CHANGED answer (decimal USD). */
  acceptedTotalPrice: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToUndefined(value)),
    z.number().nonnegative().optional(),
  ),
});
export type SubmitVisaRequest = z.output<typeof submitVisaRequestSchema>;

/** A traveller as the order keeps it: the passenger fields, and each document's private image path. */
export const visaTravellerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  firstNameFarsi: z.string(),
  lastNameFarsi: z.string(),
  genderTitle: z.string(),
  birthDate: z.string(),
  type: z.string(),
  nationalityCountry: z.union([z.string(), z.number()]),
  passportIssuingCountry: z.union([z.string(), z.number()]),
  passportNumber: z.string().nullable(),
  passportExpirationDate: z.string().nullable(),
  /** `{ownerId}/{name}.{ext}` on the image host (the owner's private images). */
  documents: z.array(z.object({ kind: enumOf(VisaDocumentKind), path: z.string() })),
});
export type VisaTraveller = z.infer<typeof visaTravellerSchema>;

/** The visa an order sells, as priced at submit. */
export const visaOrderSchema = z.object({
  productId: z.uuid(),
  countryCode: z.string(),
  countryName: localizedTextSchema,
  type: enumOf(VisaType),
  name: localizedTextSchema,
  stay: z.number().int(),
  stayUnit: enumOf(VisaStayUnit),
  validityDays: z.number().int(),
  entry: enumOf(VisaEntry),
  processing: enumOf(VisaProcessing),
  processingDays: z.number().int(),
  travelDate: z.string(),
  /** Per traveller and in total in the product's currency; the order is charged in USD. */
  currency: z.string(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  exchangeRate: z.number(),
  /** Per traveller, in `currency`: kept when the case is refused; the rest of what was paid is refunded. */
  rejectionFee: z.number(),
  travellers: z.array(visaTravellerSchema),
});
export type VisaOrder = z.infer<typeof visaOrderSchema>;

/**
 * What the customer sees of a case after payment (issue 15): submitted, in review, action required
 * (the officer's message and an upload), filed with the embassy or portal, approved (the visa file
 * ready), rejected (the reason and what is refunded).
 */
export const VisaCaseStatus = {
  Submitted: "Submitted",
  InReview: "InReview",
  ActionRequired: "ActionRequired",
  Filed: "Filed",
  Approved: "Approved",
  Rejected: "Rejected",
} as const;
export type VisaCaseStatus = (typeof VisaCaseStatus)[keyof typeof VisaCaseStatus];

/** Statuses after which nothing changes. */
export const FINAL_VISA_CASE_STATUSES: readonly VisaCaseStatus[] = [
  VisaCaseStatus.Approved,
  VisaCaseStatus.Rejected,
];

export const visaCaseEventSchema = z.object({
  status: enumOf(VisaCaseStatus),
  at: z.string(),
  /** The officer's message to the customer (a document asked for, the reason of a refusal). */
  message: z.string().nullable(),
});
export type VisaCaseEvent = z.infer<typeof visaCaseEventSchema>;

/** A paid visa order's case: its number, where it stands, its history (oldest first), the issued visa's files. */
export const visaCaseSchema = z.object({
  caseNumber: z.string(),
  status: enumOf(VisaCaseStatus),
  updatedAt: z.string(),
  events: z.array(visaCaseEventSchema),
  /** The issued visa's files once approved: `GET /api/orders/VisaOrder/GetVisaFile/{orderId}/{id}`. */
  visaFiles: z.array(
    z.object({ id: z.uuid(), contentType: z.string(), traveller: z.number().int().nullable() }),
  ),
  /** When ActionRequired: what the officer asked for (traveller and kind, when named). */
  requested: z
    .object({ message: z.string(), traveller: z.number().int().nullable(), kind: z.string().nullable() })
    .nullable(),
});
export type VisaCase = z.infer<typeof visaCaseSchema>;

/** `POST /orders/VisaOrder/GetById {orderId}`: the order, its visa and travellers, and its case (null before payment). */
export const visaOrderDetailsSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  payableAmount: z.number(),
  currencyCode: z.literal("USD"),
  registrationTime: z.string(),
  visa: visaOrderSchema,
  case: visaCaseSchema.nullable(),
});
export type VisaOrderDetails = z.infer<typeof visaOrderDetailsSchema>;

/** `GET visa/Submit/VerifyVisaPayment/{id}`: whether the payment went through and the case it opened. */
export const verifyVisaPaymentSchema = z.object({
  orderId: z.uuid(),
  orderStatus: z.string(),
  paid: z.boolean(),
  /** The case once opened (right after the payment), else null. */
  caseNumber: z.string().nullable(),
  caseStatus: enumOf(VisaCaseStatus).nullable(),
});
export type VerifyVisaPayment = z.infer<typeof verifyVisaPaymentSchema>;

/** `VisaUserInterations/GetVisaSearchHistories`: a visa the signed-in customer priced, newest first. */
export const visaSearchHistorySchema = z.object({
  id: z.uuid(),
  countryCode: z.string(),
  countryName: localizedTextSchema,
  productId: z.uuid(),
  productName: localizedTextSchema,
  processing: enumOf(VisaProcessing),
  travellers: z.number().int(),
  /** False when the product is no longer on sale (the entry still shows, greyed). */
  onSale: z.boolean(),
  searchedAt: z.string(),
});
export type VisaSearchHistory = z.infer<typeof visaSearchHistorySchema>;
