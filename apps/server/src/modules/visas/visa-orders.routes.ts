/**
 * A visa's application and its order (issue 15): `visa/Submit/SubmitVisaRequest` (multipart, in a
 * scope of its own), `visa/Submit/VerifyVisaPayment/{id}` and `orders/VisaOrder/GetById`.
 */
import multipart from "@fastify/multipart";
import {
  MAX_UPLOAD_BYTES,
  MAX_VISA_TRAVELLERS,
  orderDetailSchema,
  orderIdRequestSchema,
  VisaDocumentKind,
  verifyVisaPaymentSchema,
  visaOrderDetailsSchema,
} from "@safar/domain";
import { UserMessageKey } from "@safar/domain/user-messages";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import { requestLocale } from "../../platform/locale";
import { collectMultipart } from "../../platform/multipart";
import type { AppInstance } from "../../platform/types";
import type { VisaApplication } from "./visa-application";
import type { VisaCases } from "./visa-cases";
import type { VisaOfficers } from "./visa-officers.service";

const tags = ["visas"];
const secured = { security: [{ bearer: [] }] };

/** Every document of every traveller at most; all files of one application at most 60 MiB. */
const MAX_FILES = MAX_VISA_TRAVELLERS * Object.keys(VisaDocumentKind).length;
const MAX_TOTAL_BYTES = 60 * 1024 * 1024;
/** A traveller's dozen fields, nine travellers, and the request's own. */
const MAX_FIELDS = MAX_VISA_TRAVELLERS * 16 + 16;

export function visaOrdersRoutes(
  app: AppInstance,
  deps: {
    application: VisaApplication;
    cases: VisaCases;
    officers: VisaOfficers;
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Bearer, or the web app's session cookie: what a plain download link sends. */
    requireLinkUser: (request: FastifyRequest) => Promise<void>;
  },
) {
  const { application, cases, officers, requireUser } = deps;

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: MAX_FIELDS, fieldSize: 200 },
    });
    (scope as AppInstance).post(
      "/api/visa/Submit/SubmitVisaRequest",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary:
            "A visa application as a multipart form: fields flattened to bracket names (travellers[0][firstName], contact[phoneNumber]; missing values empty), each traveller's documents as file parts travellers[i][documents][Kind] (JPG or PNG by content, at most 5 MiB; the personal photo at least 300 × 400 px, upright). Iraqi travellers only (VISA_FOR_IRAQIS_ONLY). Creates the order (type Visa) once per Idempotency-Key and opens its payment window (Approved); 409 PRICE_CHANGED when acceptedTotalPrice is not the price now",
          consumes: ["multipart/form-data"],
          ...secured,
          headers: z.object({ "idempotency-key": z.string().optional() }).loose(),
          response: { 200: envelopeOf(orderDetailSchema) },
        },
      },
      async (request) => {
        // Authentication ran first (onRequest): nothing is read from an anonymous body.
        const form = await collectMultipart(request, {
          maxFiles: MAX_FILES,
          maxFields: MAX_FIELDS,
          maxFieldSize: 200,
          maxTotalBytes: MAX_TOTAL_BYTES,
          fileKey: () => "travellers",
          tooManyFiles: () =>
            AppError.single("validation", "travellers", UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS),
        });
        return ok(
          await application.submit(
            currentUserId(request),
            form,
            request.headers["idempotency-key"],
            requestLocale(request),
          ),
        );
      },
    );
  });

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 3, fieldSize: 64 },
    });
    (scope as AppInstance).post(
      "/api/visa/Submit/UploadVisaDocument",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary:
            "The customer's answer to a case's ACTION REQUIRED: fields orderId, traveller (0-based) and kind, and the file part `document` (JPG or PNG by content, at most 5 MiB; a personal photo at least 300 × 400 px, upright). The case goes back to review; 409 VISA_CASE_STATUS_CONFLICT when nothing is asked",
          consumes: ["multipart/form-data"],
          ...secured,
          response: { 200: envelopeOf(visaOrderDetailsSchema) },
        },
      },
      async (request) => {
        const form = await collectMultipart(request, {
          maxFiles: 1,
          maxFields: 3,
          fileKey: () => "document",
          tooManyFiles: () =>
            AppError.single("validation", "document", UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS),
        });
        return ok(await officers.customerUpload(currentUserId(request), form));
      },
    );
  });

  app.get(
    "/api/orders/VisaOrder/GetVisaFile/:orderId/:fileId",
    {
      onRequest: deps.requireLinkUser,
      schema: {
        tags: ["orders"],
        summary:
          "The issued visa's file (PDF, JPG or PNG) of the customer's approved visa order, as an attachment (404 unknown, another customer's, or no such file)",
        ...secured,
        params: z.object({ orderId: z.uuid(), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await officers.visaFile(
        currentUserId(request),
        request.params.orderId,
        request.params.fileId,
      );
      reply.header("cache-control", "private, no-store");
      reply.header("content-type", file.contentType);
      reply.header("content-disposition", `attachment; filename="${file.fileName}"`);
      reply.header("x-content-type-options", "nosniff");
      return reply.send(file.bytes);
    },
  );

  app.get(
    "/api/visa/Submit/VerifyVisaPayment/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Whether the customer's visa order is paid, and its case once opened (404 unknown, another customer's, or not a visa order)",
        ...secured,
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(verifyVisaPaymentSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await cases.verifyPayment(currentUserId(request), request.params.id));
    },
  );

  app.post(
    "/api/orders/VisaOrder/GetById",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "One of the customer's visa orders: the visa, the travellers and their documents, and the case with its history (404 unknown, another customer's, or not a visa order)",
        ...secured,
        body: orderIdRequestSchema,
        response: { 200: envelopeOf(visaOrderDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await cases.orderDetails(currentUserId(request), request.body.orderId));
    },
  );
}
