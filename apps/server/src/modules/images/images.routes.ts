/**
 * The image host (spec §7 "Images"), under `/images/`:
 * - `POST /images/Blob/Upload` (multipart, one file; Bearer) → `{ path, contentType, width, height, size }`;
 * - `GET /images/{path}?rmode=max&width=&height=` (Bearer or the web session cookie) → the image;
 * - `POST /images/Blob/ReadMRZ` (multipart: the passport pictures and `passengerCount`; Bearer) →
 *   `{ passports: [{ index, passenger, mrz }] }`.
 * File parts may have any field name; their declared name and type are ignored (content decides).
 */
import { createHash } from "node:crypto";
import { ExtraMessageKey, MAX_PASSENGERS, UserMessageKey } from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError, platformMessageKeys } from "../../platform/errors";
import { collectMultipart } from "../../platform/multipart";
import type { RateLimiter } from "../../platform/rate-limit";
import type { AppInstance } from "../../platform/types";
import { parseImagePath } from "./image-path";
import type { ImagesService, ScanTiming } from "./images.service";
import {
  catalogPhotoParamsSchema,
  imageParamsSchema,
  imageQuerySchema,
  readMrzResponseSchema,
  uploadedImageSchema,
} from "./images.types";

type Guard = (request: FastifyRequest) => Promise<void>;

/** Per customer: uploads and scans cost CPU (sharp, OCR) and disk. */
const UPLOAD_LIMIT = { name: "images-upload:user", max: 60, windowSeconds: 600 };
const SCAN_LIMIT = { name: "images-mrz:user", max: 30, windowSeconds: 600 };

/** Browsers may keep a private copy for an hour (paths never change content; ETag revalidates). */
const IMAGE_CACHE_CONTROL = "private, max-age=3600";
/** Hotel and tour photos are public and a path never changes content (a new photo gets a new random name). */
const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const etagOf = (key: string) => `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;

const passengerCountSchema = z.coerce.number().int().min(1).max(MAX_PASSENGERS);

function serverTiming(timings: readonly ScanTiming[]): string {
  // Pictures are read in parallel (the scan pool) and finish in any order: listed by index.
  return [...timings]
    .sort((a, b) => a.index - b.index)
    .map((t) => `ocr${t.index};desc="image ${t.index}";dur=${t.elapsedMs}`)
    .join(", ");
}

export function imagesRoutes(
  app: AppInstance,
  service: ImagesService,
  guards: { requireUser: Guard; requireImageUser: Guard; limiter: RateLimiter },
) {
  const security = [{ bearer: [] }];

  app.post(
    "/images/Blob/Upload",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["images"],
        summary:
          "Stores one JPEG or PNG (multipart, one file part; at most 5 MiB; checked by content, re-encoded without metadata) and answers its path, readable by the uploader only",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelopeOf(uploadedImageSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await guards.limiter.hit(UPLOAD_LIMIT, userId);
      const { files } = await collectMultipart(request, {
        maxFiles: 1,
        fileKey: () => "image",
        tooManyFiles: () => AppError.single("validation", "image", platformMessageKeys.invalidField),
      });
      const [file] = files;
      if (!file) throw AppError.single("validation", "image", ExtraMessageKey.IMAGE_FORMAT_IS_INVALID);
      reply.header("cache-control", "no-store");
      return ok(await service.upload(userId, file));
    },
  );

  app.post(
    "/images/Blob/ReadMRZ",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["images"],
        summary:
          "Reads the machine-readable zone of passport pictures (multipart: 1–9 JPEG/PNG file parts and `passengerCount`) and answers each one's passenger fields; 400 INVALID_PASSPORT_IMAGE per unreadable picture (`images[i]`), 400 IMAGE_COUNT_EXCEEDS_PASSENGERS, 413 IMAGE_SIZE_IS_TOO_LARGE (over 5 MiB or 50 megapixels a picture, or over the request's pixel cap), 429 TOO_MANY_REQUESTS when the scan queue is full",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelopeOf(readMrzResponseSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await guards.limiter.hit(SCAN_LIMIT, userId);
      const tooMany = () =>
        AppError.single("validation", "images", UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS);
      const { files, fields } = await collectMultipart(request, {
        maxFiles: MAX_PASSENGERS,
        fileKey: (index) => `images[${index}]`,
        tooManyFiles: tooMany,
      });
      const rawCount = fields.get("passengerCount");
      let passengerCount: number = MAX_PASSENGERS;
      if (rawCount !== undefined) {
        const parsed = passengerCountSchema.safeParse(rawCount);
        if (!parsed.success) {
          throw AppError.single("validation", "passengerCount", platformMessageKeys.invalidField);
        }
        passengerCount = parsed.data;
      }
      const timings: ScanTiming[] = [];
      reply.header("cache-control", "no-store");
      // Pictures still waiting in the scan pool are dropped when the client hangs up.
      const gone = new AbortController();
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) gone.abort(new Error("the client closed the connection"));
      });
      try {
        return ok(
          await service.readMrz(
            files,
            passengerCount,
            (timing) => {
              timings.push(timing);
              request.log.info(timing, "passport scanned");
            },
            gone.signal,
          ),
        );
      } finally {
        if (timings.length > 0) reply.header("server-timing", serverTiming(timings));
      }
    },
  );

  for (const namespace of ["hotels", "tours"] as const) {
    const photos = namespace === "hotels" ? service.hotelPhotos : service.tourPhotos;
    app.get(
      `/images/${namespace}/:ownerId/:file`,
      {
        schema: {
          tags: ["images"],
          summary: `A ${namespace === "hotels" ? "contracted property's" : "tour's"} photo, public (anyone; cached a year, ETag), resized with rmode=max to fit inside width × height, never enlarged; 404 for any other path`,
          params: catalogPhotoParamsSchema,
          querystring: imageQuerySchema,
        },
      },
      async (request, reply) => {
        const { ownerId, file } = request.params;
        const { width, height } = request.query;
        const image = await photos.read(`${namespace}/${ownerId}/${file}`, { width, height });
        const etag = etagOf(image.key);
        reply.header("cache-control", PHOTO_CACHE_CONTROL).header("etag", etag);
        if (request.headers["if-none-match"] === etag) return reply.code(304).send();
        return reply.type(image.type).send(image.bytes);
      },
    );
  }

  /** A path the upload cannot have made is a 404 before anything else, signed in or not. */
  async function requireImagePath(request: FastifyRequest) {
    const params = imageParamsSchema.safeParse(request.params);
    if (!params.success || !parseImagePath(`${params.data.owner}/${params.data.file}`)) {
      throw AppError.notFound("path");
    }
  }

  app.get(
    "/images/:owner/:file",
    {
      preHandler: [requireImagePath, guards.requireImageUser],
      schema: {
        tags: ["images"],
        summary:
          "An uploaded image (its uploader only; Bearer or the web session cookie), resized with rmode=max to fit inside width × height, never enlarged; 404 for anything else",
        security,
        params: imageParamsSchema,
        querystring: imageQuerySchema,
      },
    },
    async (request, reply) => {
      const { owner, file } = request.params;
      const { width, height } = request.query;
      const image = await service.read(currentUserId(request), `${owner}/${file}`, { width, height });
      const etag = etagOf(image.key);
      reply
        .header("cache-control", IMAGE_CACHE_CONTROL)
        .header("vary", "Authorization, Cookie")
        .header("etag", etag)
        .header("x-robots-tag", "noindex")
        .header("content-disposition", "inline");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type(image.type).send(image.bytes);
    },
  );
}
