/**
 * Working a visa case (issue 15): the officers' queue and case, every document of it, the moves
 * (review, ask the customer for a document, file, approve with the issued visa, reject with the
 * reason) under the case's row lock, the customer's answer to "action required", and the issued
 * visa's download. Each move tells the customer (SMS and e-mail in the order's language); approving
 * or rejecting wakes the order's fulfilment, which issues it or gives the paid amount back.
 */
import { randomBytes } from "node:crypto";
import {
  canMoveVisaCase,
  detectImageType,
  ImageType,
  MAX_UPLOAD_BYTES,
  type VisaCaseDetail,
  VisaCaseDocumentKind,
  type VisaCaseQueue,
  type VisaCaseQueueQuery,
  VisaCaseStatus,
  type VisaOrderDetails,
  visaCaseQueueQuerySchema,
  visaDocumentUploadFieldsSchema,
} from "@safar/domain";
import { VisaMessageKey as K, OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { FileStorage } from "../../platform/file-storage";
import { validationError } from "../../platform/http";
import type { IncomingFile } from "../../platform/multipart";
import type { OrderRow, OrdersService } from "../orders/orders.service";
import { documentIssue, type VisaDocumentStore } from "./visa-application";
import type { VisaCases } from "./visa-cases";
import { type VisaMessage, visaMessage } from "./visa-messages";
import type { VisaCaseRow, VisasRepository } from "./visas.repository";

export const PDF_TYPE = "application/pdf";

/** What an issued visa's file is, by its content: PDF, JPEG or PNG; null otherwise. */
export function visaFileType(bytes: Uint8Array): string | null {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return null;
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") return PDF_TYPE;
  return detectImageType(bytes);
}

const extensionOf = (type: string) => (type === PDF_TYPE ? "pdf" : type === ImageType.Png ? "png" : "jpg");

/** A move an officer makes, with what the customer reads and what is asked for. */
export interface CaseMove {
  to: VisaCaseStatus;
  message?: string | null | undefined;
  traveller?: number | null | undefined;
  kind?: string | null | undefined;
}

export interface VisaOfficersDeps {
  repository: Pick<
    VisasRepository,
    "lockCase" | "moveCase" | "addDocuments" | "documents" | "queue" | "findCase"
  >;
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  orders: Pick<OrdersService, "findById" | "detail">;
  cases: Pick<VisaCases, "orderDetails">;
  /** The customer's private images (the image host): what they sent, read back, and their answers stored. */
  images: VisaDocumentStore & {
    read(userId: string, path: string, size: object): Promise<{ bytes: Buffer; type: string }>;
  };
  /** The platform's file storage: the issued visas under `visa-{orderId}/`. */
  storage: Pick<FileStorage, "put" | "get" | "delete">;
  /** Fulfilment looks at the order again now (after an approval or a rejection). */
  wake(orderId: string): Promise<void>;
  notify(order: OrderRow, message: VisaMessage): Promise<void>;
  log: { warn(object: object, message: string): void };
  now: () => Date;
}

export function createVisaOfficers(deps: VisaOfficersDeps) {
  const { repository, orders, cases, images, storage, now } = deps;

  const notFound = () => AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
  const conflict = (from: string, to: string) =>
    AppError.single("conflict", "status", K.VISA_CASE_STATUS_CONFLICT, `visa case ${from} -> ${to}`);

  async function caseAndOrder(orderId: string): Promise<{ row: VisaCaseRow; order: OrderRow }> {
    const [row, order] = await Promise.all([repository.findCase(orderId), orders.findById(orderId)]);
    if (!row || !order) throw notFound();
    return { row, order };
  }

  /** Tells the customer, after the move committed (a failure is logged: the move stands). */
  async function tell(order: OrderRow, row: VisaCaseRow, move: CaseMove) {
    const message = visaMessage(move.to, order.locale, {
      caseNumber: row.caseNumber,
      message: move.message ?? null,
    });
    await deps
      .notify(order, message)
      .catch((error: unknown) =>
        deps.log.warn({ orderId: order.id, err: error }, "telling the customer failed"),
      );
  }

  /**
   * Moves the case under its row lock (409 VISA_CASE_STATUS_CONFLICT when it may not go there, or is
   * no longer in `options.from`), with `options.documents` added in the same transaction; then tells
   * the customer and wakes fulfilment when the case is decided. The case is read once, locked; the
   * order too, unless the caller has it (`options.order`).
   */
  async function move(
    orderId: string,
    step: CaseMove,
    actor: { id: string | null; by: "customer" | "officer" },
    options: {
      documents?: {
        traveller: number | null;
        kind: VisaCaseDocumentKind;
        path: string;
        contentType: string;
      }[];
      order?: OrderRow;
      from?: VisaCaseStatus;
    } = {},
  ): Promise<{ from: VisaCaseStatus; to: VisaCaseStatus }> {
    const { documents = [], from: required } = options;
    const order = options.order ?? (await orders.findById(orderId));
    if (!order) throw notFound();
    const { row, from } = await deps.transaction(async (tx) => {
      const locked = await repository.lockCase(tx, orderId);
      if (!locked) throw notFound();
      if ((required !== undefined && locked.status !== required) || !canMoveVisaCase(locked.status, step.to))
        throw conflict(locked.status, step.to);
      await repository.addDocuments(
        documents.map((doc) => ({
          ...doc,
          orderId,
          uploadedBy: actor.by,
          actorId: actor.id,
          uploadedAt: now(),
        })),
        tx,
      );
      await repository.moveCase(tx, {
        orderId,
        status: step.to,
        message: step.message ?? null,
        traveller: step.traveller ?? null,
        documentKind: step.kind ?? null,
        actorId: actor.id,
        at: now(),
      });
      return { row: locked, from: locked.status };
    });
    await tell(order, row, step);
    if (step.to === VisaCaseStatus.Approved || step.to === VisaCaseStatus.Rejected) await deps.wake(orderId);
    return { from, to: step.to };
  }

  const officers = {
    /** The queue, the longest-waiting first. */
    async queue(input: VisaCaseQueueQuery): Promise<VisaCaseQueue> {
      const query = visaCaseQueueQuerySchema.parse(input);
      const { rows, total } = await repository.queue({
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map((row) => ({
          orderId: row.orderId,
          caseNumber: row.caseNumber,
          status: row.status,
          countryCode: row.countryCode,
          visaName: row.visaName,
          processing: row.processing,
          travelDate: row.travelDate,
          travellers: row.travellers,
          leadName: row.leadName,
          openedAt: row.createdAt.toISOString(),
          waitingSince: row.updatedAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A case as an officer opens it (404 for an order without one). */
    async detail(orderId: string): Promise<VisaCaseDetail> {
      const { order } = await caseAndOrder(orderId);
      const [details, documents] = await Promise.all([
        cases.orderDetails(order.userId, orderId),
        repository.documents(orderId),
      ]);
      return {
        ...details,
        userId: order.userId,
        contact: { phoneNumber: order.contact.phoneNumber, email: order.contact.email ?? null },
        documents: documents.map((doc) => ({
          id: doc.id,
          traveller: doc.traveller,
          kind: doc.kind,
          contentType: doc.contentType,
          uploadedBy: doc.uploadedBy,
          uploadedAt: doc.uploadedAt.toISOString(),
        })),
      };
    },

    /** A case document's bytes (404 for one that is not the case's). */
    async document(orderId: string, documentId: string): Promise<{ bytes: Buffer; contentType: string }> {
      const { row } = await caseAndOrder(orderId);
      const doc = (await repository.documents(orderId)).find((d) => d.id === documentId);
      if (!doc) throw AppError.notFound("documentId");
      if (doc.uploadedBy === "customer") {
        const image = await images.read(row.userId, doc.path, {});
        return { bytes: image.bytes, contentType: image.type };
      }
      const bytes = await storage.get(doc.path);
      if (!bytes) throw AppError.notFound("documentId");
      return { bytes, contentType: doc.contentType };
    },

    /** Tells the customer where the case stands now (its opening, after the payment). */
    async announce(orderId: string): Promise<void> {
      const { row, order } = await caseAndOrder(orderId);
      await tell(order, row, { to: row.status });
    },

    /** review, request-document, file, reject: a move without files. */
    move: (orderId: string, step: CaseMove, operatorId: string) =>
      move(orderId, step, { id: operatorId, by: "officer" }),

    /**
     * Approves the case with the issued visa's files (parts `visa` or `visa[i]`: PDF, JPG or PNG by
     * content, 5 MiB each); the files are stored first and removed again when the move is refused.
     */
    async approve(
      orderId: string,
      files: readonly IncomingFile[],
      message: string | null,
      operatorId: string,
    ) {
      const { row, order } = await caseAndOrder(orderId);
      if (!canMoveVisaCase(row.status, VisaCaseStatus.Approved)) throw conflict(row.status, "Approved");
      if (files.length === 0) throw AppError.single("validation", "visa", K.VISA_FILE_FORMAT_IS_INVALID);
      const issues: { path: string[]; message: string }[] = [];
      const checked = files.map((file) => {
        const name = file.fieldName ?? "visa";
        const index = /^visa\[(\d+)\]$/.exec(name)?.[1];
        const traveller = index === undefined ? null : Number(index);
        const type = visaFileType(file.bytes);
        if (name !== "visa" && traveller === null)
          issues.push({ path: [name], message: K.VISA_FILE_FORMAT_IS_INVALID });
        else if (traveller !== null && traveller >= row.travellers)
          issues.push({ path: [name], message: UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS });
        else if (!type) issues.push({ path: [name], message: K.VISA_FILE_FORMAT_IS_INVALID });
        return { file, traveller, type: type ?? "" };
      });
      if (issues.length > 0) throw validationError(issues);
      const stored = checked.map((c) => ({
        traveller: c.traveller,
        kind: VisaCaseDocumentKind.IssuedVisa,
        contentType: c.type,
        path: `visa-${orderId}/${randomBytes(16).toString("hex")}.${extensionOf(c.type)}`,
        bytes: c.file.bytes,
      }));
      for (const doc of stored) await storage.put(doc.path, doc.bytes, doc.contentType);
      try {
        return await move(
          orderId,
          { to: VisaCaseStatus.Approved, message },
          { id: operatorId, by: "officer" },
          { documents: stored.map(({ bytes: _bytes, ...doc }) => doc), order },
        );
      } catch (error) {
        await Promise.all(stored.map((doc) => storage.delete(doc.path).catch(() => undefined)));
        throw error;
      }
    },

    /**
     * The customer's answer to "action required": the document (content-checked like the
     * application's) joins the case, which goes back to review. 404 for another's order; 409 when
     * nothing is asked.
     */
    async customerUpload(
      userId: string,
      form: { fields: ReadonlyMap<string, string>; files: readonly IncomingFile[] },
    ): Promise<VisaOrderDetails> {
      const parsed = visaDocumentUploadFieldsSchema.safeParse(Object.fromEntries(form.fields));
      if (!parsed.success) throw validationError(parsed.error.issues);
      const { orderId, traveller, kind } = parsed.data;
      const order = await orders.detail(userId, orderId);
      const row = await repository.findCase(orderId);
      if (!order.visaOrder || !row) throw notFound();
      if (row.status !== VisaCaseStatus.ActionRequired) throw conflict(row.status, "InReview");
      if (traveller >= row.travellers)
        throw AppError.single("validation", "traveller", UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS);
      const [file] = form.files;
      if (!file) throw AppError.single("validation", "document", K.VISA_DOCUMENT_REQUIRED);
      const refused = await documentIssue(images, kind, file);
      if (refused) throw AppError.single("validation", "document", refused);
      const stored = await images.upload(userId, file);
      // Still asked under the lock (an officer may have moved the case meanwhile).
      await move(
        orderId,
        { to: VisaCaseStatus.InReview },
        { id: null, by: "customer" },
        {
          from: VisaCaseStatus.ActionRequired,
          documents: [
            {
              traveller,
              kind,
              path: stored.path,
              contentType: stored.path.endsWith(".png") ? ImageType.Png : ImageType.Jpeg,
            },
          ],
        },
      );
      return cases.orderDetails(userId, orderId);
    },

    /** The issued visa's file for its owner (404 for another's order or another file). */
    async visaFile(userId: string, orderId: string, fileId: string) {
      const order = await orders.detail(userId, orderId);
      if (!order.visaOrder) throw notFound();
      const doc = (await repository.documents(orderId)).find(
        (d) => d.id === fileId && d.kind === VisaCaseDocumentKind.IssuedVisa,
      );
      if (!doc) throw AppError.notFound("fileId");
      const bytes = await storage.get(doc.path);
      if (!bytes) throw AppError.notFound("fileId");
      const caseNumber = (await repository.findCase(orderId))?.caseNumber ?? order.orderNumber;
      const suffix = doc.traveller === null ? "" : `-${doc.traveller + 1}`;
      return {
        bytes,
        contentType: doc.contentType,
        fileName: `visa-${caseNumber}${suffix}.${extensionOf(doc.contentType)}`,
      };
    },
  };
  return officers;
}

export type VisaOfficers = ReturnType<typeof createVisaOfficers>;
