/**
 * The visa officers' side of a case (issue 15, decision 017): the queue with the time each case has
 * waited, a case with every document, and the actions that move it (review, request a document with
 * a message, mark filed, approve with the issued visa, reject with a reason), each audited. The
 * customer answers "action required" by uploading the document asked for.
 */
import { z } from "zod";
import { localizedTextSchema } from "./localized-text";
import { pageNumberSchema, pageOf, pageSizeSchema } from "./paging";
import { VisaMessageKey as K } from "./user-messages";
import { VisaCaseStatus, visaOrderDetailsSchema } from "./visa-order";
import { MAX_VISA_TRAVELLERS, VisaDocumentKind } from "./visa-rules";

const enumOf = <T extends Record<string, string>>(values: T) =>
  z.enum(Object.values(values) as [T[keyof T], ...T[keyof T][]]);

/** Where a case may go from where it stands (approved and rejected are final). */
export const VISA_CASE_MOVES: Readonly<Record<VisaCaseStatus, readonly VisaCaseStatus[]>> = {
  Submitted: ["InReview", "ActionRequired", "Filed", "Rejected"],
  InReview: ["ActionRequired", "Filed", "Rejected"],
  ActionRequired: ["InReview", "Rejected"],
  Filed: ["ActionRequired", "Approved", "Rejected"],
  Approved: [],
  Rejected: [],
};

export function canMoveVisaCase(from: VisaCaseStatus, to: VisaCaseStatus): boolean {
  return VISA_CASE_MOVES[from].includes(to);
}

/** An officer's message to the customer (a document asked for, the reason of a refusal): 1–500 characters. */
export const VISA_MESSAGE_MAX_LENGTH = 500;

const message = z
  .string({ error: K.VISA_MESSAGE_REQUIRED })
  .trim()
  .min(1, { error: K.VISA_MESSAGE_REQUIRED })
  .max(VISA_MESSAGE_MAX_LENGTH, { error: K.VISA_MESSAGE_TOO_LONG });

/** A case document: the application's, one the customer sent when asked, or the issued visa (officer's). */
export const VisaCaseDocumentKind = {
  ...VisaDocumentKind,
  IssuedVisa: "IssuedVisa",
  Other: "Other",
} as const;
export type VisaCaseDocumentKind = (typeof VisaCaseDocumentKind)[keyof typeof VisaCaseDocumentKind];

export const visaCaseDocumentSchema = z.object({
  id: z.uuid(),
  /** The traveller (0-based) it belongs to; null for a file of the whole case. */
  traveller: z.number().int().nullable(),
  kind: enumOf(VisaCaseDocumentKind),
  contentType: z.string(),
  uploadedBy: z.enum(["customer", "officer"]),
  uploadedAt: z.string(),
});
export type VisaCaseDocument = z.infer<typeof visaCaseDocumentSchema>;

/** The queue: cases by status, the longest-waiting first. */
export const visaCaseQueueQuerySchema = z.object({
  status: enumOf(VisaCaseStatus).optional(),
  page: pageNumberSchema(1000),
  pageSize: pageSizeSchema(100, 25),
});
export type VisaCaseQueueQuery = z.input<typeof visaCaseQueueQuerySchema>;

export const visaCaseQueueItemSchema = z.object({
  orderId: z.uuid(),
  caseNumber: z.string(),
  status: enumOf(VisaCaseStatus),
  countryCode: z.string(),
  visaName: localizedTextSchema,
  processing: z.string(),
  travelDate: z.string(),
  travellers: z.number().int(),
  /** The first traveller's name in Latin letters. */
  leadName: z.string(),
  openedAt: z.string(),
  /** Since the case last moved: what the queue sorts by, oldest first. */
  waitingSince: z.string(),
});
export type VisaCaseQueueItem = z.infer<typeof visaCaseQueueItemSchema>;
export const visaCaseQueueSchema = pageOf(visaCaseQueueItemSchema);
export type VisaCaseQueue = z.infer<typeof visaCaseQueueSchema>;

/** A case as an officer opens it: the customer's order, the contact, every document. */
export const visaCaseDetailSchema = visaOrderDetailsSchema.extend({
  userId: z.uuid(),
  contact: z.object({ phoneNumber: z.string(), email: z.string().nullable() }),
  documents: z.array(visaCaseDocumentSchema),
});
export type VisaCaseDetail = z.infer<typeof visaCaseDetailSchema>;

/** `request-document`: the message to the customer, and which traveller's document, if one. */
export const visaRequestDocumentSchema = z.object({
  message,
  traveller: z
    .number()
    .int()
    .min(0)
    .max(MAX_VISA_TRAVELLERS - 1)
    .nullish(),
  kind: enumOf(VisaCaseDocumentKind).nullish(),
});
/** `reject`: the reason the customer reads. */
export const visaRejectSchema = z.object({ reason: message });
/** `review` and `file`: an optional note to the customer. */
export const visaCaseNoteSchema = z.object({
  message: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    message.optional(),
  ),
});

/** The customer's answer to "action required" (multipart fields beside the file part `document`). */
export const visaDocumentUploadFieldsSchema = z.object({
  orderId: z.uuid(),
  traveller: z.coerce
    .number({ error: K.VISA_TRAVELLERS_OUT_OF_RANGE })
    .int()
    .min(0)
    .max(MAX_VISA_TRAVELLERS - 1),
  kind: enumOf(VisaCaseDocumentKind).exclude(["IssuedVisa"]),
});
