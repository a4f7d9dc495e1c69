/**
 * Request and response shapes of the image host (`/images/`); the passport scan's answer is the
 * domain's (packages/domain/src/passport-scan.ts), shared with the web client.
 */
import { ImageType } from "@safar/domain";

export {
  type ReadMrzResponse,
  readMrzResponseSchema,
  type ScannedPassenger,
  type ScannedPassport,
  scannedPassengerSchema,
  scannedPassportSchema,
} from "@safar/domain/passport-scan";

import { z } from "zod";

export const uploadedImageSchema = z.object({
  /** `{ownerId}/{name}.{ext}`: the image is at `{IMAGE_BASE}{path}?rmode=max&width=&height=`. */
  path: z.string(),
  contentType: z.enum(ImageType),
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes as stored (after re-encoding). */
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `/images/{owner}/{file}`: checked strictly by image-path.ts, not here (any other path is a 404). */
export const imageParamsSchema = z.object({ owner: z.string(), file: z.string() });

/** `/images/hotels/{propertyId}/{file}`, `/images/tours/{tourId}/{file}`: checked strictly by image-path.ts. */
export const catalogPhotoParamsSchema = z.object({ ownerId: z.string(), file: z.string() });

export const imageQuerySchema = z.object({
  /** Only `max` (fit inside the box, never enlarge) exists. */
  rmode: z.enum(["max"]).optional(),
  width: z.coerce.number().int().min(1).max(4096).optional(),
  height: z.coerce.number().int().min(1).max(4096).optional(),
});
