/**
 * Request and response shapes of the image host (`/images/`). The scanned passenger is the
 * domain's saved-passenger shape (packages/domain saved-passenger.ts), narrowed to what a passport's
 * MRZ tells, with the gender left null when the MRZ says neither M nor F.
 */
import { genderSchema, ImageType, savedPassengerSchema } from "@safar/domain";
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

/** The passenger fields a passport's MRZ gives, in the passenger form's shape. */
export const scannedPassengerSchema = savedPassengerSchema
  .pick({
    firstName: true,
    lastName: true,
    birthDate: true,
    nationalityCountry: true,
    passportIssuingCountry: true,
    passportType: true,
    passportNumber: true,
    passportExpirationDate: true,
  })
  .extend({ genderTitle: genderSchema.nullable() });
export type ScannedPassenger = z.infer<typeof scannedPassengerSchema>;

export const scannedPassportSchema = z.object({
  /** The image's place in the request (0-based). */
  index: z.number().int(),
  passenger: scannedPassengerSchema,
  /** The MRZ's own codes: document code (`P`), ICAO issuing state and nationality (`IRQ`, `D`). */
  mrz: z.object({ documentCode: z.string(), issuingState: z.string(), nationality: z.string() }),
});
export type ScannedPassport = z.infer<typeof scannedPassportSchema>;

/** ReadMRZ's answer: one entry per image, in order; null for an image that could not be read. */
export const readMrzResponseSchema = z.object({ passports: z.array(scannedPassportSchema.nullable()) });
export type ReadMrzResponse = z.infer<typeof readMrzResponseSchema>;

/** `/images/{owner}/{file}`: checked strictly by image-path.ts, not here (any other path is a 404). */
export const imageParamsSchema = z.object({ owner: z.string(), file: z.string() });

export const imageQuerySchema = z.object({
  /** Only `max` (fit inside the box, never enlarge) exists. */
  rmode: z.enum(["max"]).optional(),
  width: z.coerce.number().int().min(1).max(4096).optional(),
  height: z.coerce.number().int().min(1).max(4096).optional(),
});
