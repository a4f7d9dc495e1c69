/**
 * The back office's photo upload, one route shape for every product that has photos (a contracted
 * property's, a tour's): multipart in a scope of its own (one file part, at most MAX_UPLOAD_BYTES),
 * the owner's service adds the photo (checked by content and re-encoded there), the change goes into
 * the audit log with the photos before and after, and the answer is the photos.
 */
import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError, platformMessageKeys } from "../../platform/errors";
import { collectMultipart, type IncomingFile } from "../../platform/multipart";
import type { AppInstance } from "../../platform/types";
import type { BackOfficeService } from "./back-office.service";
import { currentOperator, type RequireOperator } from "./operator-guard";
import { tags } from "./route-parts";

export type PhotoUpload = {
  /** e.g. `/api/back-office/tours/:id/photos`. */
  url: string;
  summary: string;
  onRequest: ReturnType<RequireOperator>;
  params: z.ZodType<{ id: string }>;
  photos: z.ZodType;
  /** Adds the file after the owner's photos (the owner's service checks and stores it). */
  add: (id: string, file: IncomingFile) => Promise<{ path: string; before: unknown; after: unknown }>;
  /** The audit log's action and object type, e.g. `tour-photo.add`, `tour`. */
  action: string;
  objectType: string;
};

export function photoUploadRoute(app: AppInstance, record: BackOfficeService["record"], upload: PhotoUpload) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 64 },
    });
    (scope as AppInstance).post(
      upload.url,
      {
        onRequest: upload.onRequest,
        schema: {
          tags,
          summary: upload.summary,
          consumes: ["multipart/form-data"],
          params: upload.params,
          response: { 200: envelopeOf(upload.photos) },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const { files } = await collectMultipart(request, {
          maxFiles: 1,
          fileKey: () => "photo",
          tooManyFiles: () => AppError.single("validation", "photo", platformMessageKeys.invalidField),
        });
        const [file] = files;
        if (!file) throw AppError.single("validation", "photo", K.HOTEL_PHOTO_FORMAT_IS_INVALID);
        const { path, before, after } = await upload.add(id, file);
        await record(currentOperator(request).actor, {
          action: upload.action,
          objectType: upload.objectType,
          objectId: id,
          before: { photos: before },
          after: { photos: after, path },
        });
        return ok({ photos: after });
      },
    );
  });
}
