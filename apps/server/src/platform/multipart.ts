/**
 * Multipart bodies read into memory (@fastify/multipart, registered by the modules that take files
 * in their own encapsulated scope): at most `maxFiles` files of at most MAX_UPLOAD_BYTES each (busboy
 * stops reading a larger one) and a few short fields; multipart errors become envelope errors. File
 * parts may have any field name; their declared name and type are ignored (the content decides).
 */
import { ExtraMessageKey, MAX_UPLOAD_BYTES } from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { AppError, platformMessageKeys } from "./errors";

export interface IncomingFile {
  bytes: Buffer;
  /** The part's field name (`travellers[0][documents][PassportPage]`); never its file name. */
  fieldName?: string;
}

export interface Collected {
  files: IncomingFile[];
  fields: Map<string, string>;
}

/**
 * Reads a multipart body into memory: at most `maxFiles` files of at most MAX_UPLOAD_BYTES each
 * (busboy stops reading a larger one), a few short fields. Multipart errors become envelope errors.
 */
export async function collectMultipart(
  request: FastifyRequest,
  options: {
    maxFiles: number;
    fileKey: (index: number) => string;
    tooManyFiles: () => AppError;
    /** Text fields at most (default 4) and the characters of each (default 64). */
    maxFields?: number;
    maxFieldSize?: number;
    /** All files together at most this many bytes (413 under `fileKey` of the file that passes it). */
    maxTotalBytes?: number;
  },
): Promise<Collected> {
  const files: IncomingFile[] = [];
  const fields = new Map<string, string>();
  const maxFields = options.maxFields ?? 4;
  let totalBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: options.maxFiles,
        fields: maxFields,
        fieldSize: options.maxFieldSize ?? 64,
        parts: options.maxFiles + maxFields,
      },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        totalBytes += bytes.byteLength;
        if (options.maxTotalBytes !== undefined && totalBytes > options.maxTotalBytes)
          throw AppError.single(
            "payload_too_large",
            options.fileKey(files.length),
            ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE,
          );
        files.push({ bytes, fieldName: part.fieldname });
      } else fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw AppError.single(
        "payload_too_large",
        options.fileKey(files.length),
        ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE,
      );
    }
    if (code === "FST_FILES_LIMIT") throw options.tooManyFiles();
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      throw AppError.single("unsupported_media_type", "request", platformMessageKeys.unsupportedMediaType);
    }
    if (error instanceof AppError) throw error;
    request.log.info({ err: { message: (error as Error).message, code } }, "malformed multipart body");
    throw AppError.single("validation", "request", platformMessageKeys.invalidBody);
  }
  return { files, fields };
}
