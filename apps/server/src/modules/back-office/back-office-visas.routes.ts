/**
 * The visa officers' routes (issue 15): the queue, a case with its documents, each document's
 * bytes, and the moves (review, request a document, file, approve with the issued visa in a
 * multipart scope of its own, reject), each written to the audit log.
 */
import multipart from "@fastify/multipart";
import {
  MAX_UPLOAD_BYTES,
  MAX_VISA_TRAVELLERS,
  BackOfficePermission as P,
  VisaCaseStatus,
  visaCaseDetailSchema,
  visaCaseNoteSchema,
  visaCaseQueueQuerySchema,
  visaCaseQueueSchema,
  visaRejectSchema,
  visaRequestDocumentSchema,
} from "@safar/domain";
import { VisaMessageKey as K } from "@safar/domain/user-messages";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import { collectMultipart } from "../../platform/multipart";
import type { AppInstance } from "../../platform/types";
import type { CaseMove } from "../visas/visa-officers.service";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, noStore, tags } from "./route-parts";

const caseParams = z.object({ orderId: z.uuid() });
const detail = { 200: envelopeOf(visaCaseDetailSchema) };

export function visaRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, visas } = deps;
  const onRequest = requireOperator(P.ManageVisas);

  /** Moves the case, audits the move, answers the case. */
  async function moved(
    request: { params: { orderId: string } } & Parameters<typeof currentOperator>[0],
    action: string,
    run: (operatorId: string) => Promise<{ from: VisaCaseStatus; to: VisaCaseStatus }>,
    extra: Record<string, unknown> = {},
  ) {
    const operator = currentOperator(request);
    const { from, to } = await run(operator.actor.operatorId);
    await service.record(operator.actor, {
      action: `visa-case.${action}`,
      objectType: "visa_case",
      objectId: request.params.orderId,
      before: { status: from },
      after: { status: to, ...extra },
    });
    return ok(await visas.detail(request.params.orderId));
  }

  app.get(
    "/api/back-office/visa-cases",
    {
      onRequest,
      schema: {
        tags,
        summary: "The visa cases (of one status, if given), the longest-waiting first",
        querystring: visaCaseQueueQuerySchema,
        response: { 200: envelopeOf(visaCaseQueueSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await visas.queue(request.query));
    },
  );

  app.get(
    "/api/back-office/visa-cases/:orderId",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A visa case: the order's visa and travellers, the contact, the case's history and every document",
        params: caseParams,
        response: detail,
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await visas.detail(request.params.orderId));
    },
  );

  app.get(
    "/api/back-office/visa-cases/:orderId/documents/:documentId",
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the case's documents as it was stored (a picture, or the issued visa's PDF)",
        params: caseParams.extend({ documentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await visas.document(request.params.orderId, request.params.documentId);
      reply.headers({ ...noStore, "content-type": file.contentType, "x-content-type-options": "nosniff" });
      reply.header("content-disposition", "inline");
      return reply.send(file.bytes);
    },
  );

  const moves: {
    path: string;
    action: string;
    summary: string;
    body: z.ZodType;
    to: VisaCaseStatus;
    fields: (body: never) => Omit<CaseMove, "to">;
  }[] = [
    {
      path: "review",
      action: "review",
      summary: "Starts the review (from Submitted or ActionRequired): the customer is told",
      body: visaCaseNoteSchema,
      to: VisaCaseStatus.InReview,
      fields: (body: z.output<typeof visaCaseNoteSchema>) => ({ message: body.message }),
    },
    {
      path: "request-document",
      action: "request-document",
      summary:
        "Asks the customer for a document with a message (and which traveller's, which kind): ACTION REQUIRED, told by SMS and e-mail",
      body: visaRequestDocumentSchema,
      to: VisaCaseStatus.ActionRequired,
      fields: (body: z.output<typeof visaRequestDocumentSchema>) => ({
        message: body.message,
        traveller: body.traveller,
        kind: body.kind,
      }),
    },
    {
      path: "file",
      action: "file",
      summary: "Marks the case filed with the embassy or the official portal",
      body: visaCaseNoteSchema,
      to: VisaCaseStatus.Filed,
      fields: (body: z.output<typeof visaCaseNoteSchema>) => ({ message: body.message }),
    },
    {
      path: "reject",
      action: "reject",
      summary:
        "Rejects the case with the reason the customer reads; fulfilment gives the paid amount back to the wallet",
      body: visaRejectSchema,
      to: VisaCaseStatus.Rejected,
      fields: (body: z.output<typeof visaRejectSchema>) => ({ message: body.reason }),
    },
  ];
  for (const step of moves) {
    app.post(
      `/api/back-office/visa-cases/:orderId/${step.path}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `${step.summary}; 409 VISA_CASE_STATUS_CONFLICT from a status it may not leave for ${step.to}`,
          params: caseParams,
          body: step.body,
          response: detail,
        },
      },
      async (request) => {
        const fields = step.fields(request.body as never);
        return moved(
          request,
          step.action,
          (operatorId) => visas.move(request.params.orderId, { to: step.to, ...fields }, operatorId),
          fields,
        );
      },
    );
  }

  void app.register(async (scope) => {
    const maxFiles = MAX_VISA_TRAVELLERS + 1;
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: 2, fieldSize: 600 },
    });
    (scope as AppInstance).post(
      "/api/back-office/visa-cases/:orderId/approve",
      {
        onRequest,
        schema: {
          tags,
          summary:
            "Approves a filed case with the issued visa: file parts `visa` (the whole case) or `visa[i]` (traveller i), each a PDF, JPG or PNG by content of at most 5 MiB, and an optional `message`; fulfilment then completes the order and the customer downloads the visa",
          consumes: ["multipart/form-data"],
          params: caseParams,
          response: detail,
        },
      },
      async (request) => {
        const form = await collectMultipart(request, {
          maxFiles,
          maxFields: 2,
          maxFieldSize: 600,
          fileKey: () => "visa",
          tooManyFiles: () => AppError.single("validation", "visa", K.VISA_FILE_FORMAT_IS_INVALID),
        });
        const message = form.fields.get("message")?.trim() || null;
        return moved(
          request,
          "approve",
          (operatorId) => visas.approve(request.params.orderId, form.files, message, operatorId),
          { files: form.files.length },
        );
      },
    );
  });
}
