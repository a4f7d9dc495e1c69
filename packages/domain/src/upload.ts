/**
 * Uploaded images (spec §5, §9): JPG or PNG, at most 5 MB. The type is decided by the file's
 * content (magic bytes), never by its name or declared MIME type, which the client controls.
 * 5 MB is taken as 5 MiB (5 × 1024 × 1024 bytes); exactly that size is accepted, one byte more is
 * not. Keys IMAGE_FORMAT_IS_INVALID and IMAGE_SIZE_IS_TOO_LARGE are invented (spec gives none).
 */
import { z } from "zod";
import { ExtraMessageKey as X } from "./messages";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const ImageType = { Jpeg: "image/jpeg", Png: "image/png" } as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];

const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The image type named by the leading bytes, or null when they are neither JPEG nor PNG. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_MAGIC)) return ImageType.Png;
  if (startsWith(bytes, JPEG_MAGIC)) return ImageType.Jpeg;
  return null;
}

export type ImageCheck =
  | { ok: true; type: ImageType }
  | { ok: false; error: typeof X.IMAGE_FORMAT_IS_INVALID | typeof X.IMAGE_SIZE_IS_TOO_LARGE };

/** Checks an uploaded file's content: size first (cheap, and bounds the work), then magic bytes. */
export function checkImageUpload(bytes: Uint8Array, maxBytes: number = MAX_UPLOAD_BYTES): ImageCheck {
  if (bytes.byteLength > maxBytes) return { ok: false, error: X.IMAGE_SIZE_IS_TOO_LARGE };
  const type = detectImageType(bytes);
  return type ? { ok: true, type } : { ok: false, error: X.IMAGE_FORMAT_IS_INVALID };
}

/**
 * A property's photo (the back office, issue 14) may also be WebP: it is re-encoded as JPEG before it
 * is stored, so only what comes in is wider than a passport scan's JPG or PNG.
 */
export const PhotoType = { ...ImageType, Webp: "image/webp" } as const;
export type PhotoType = (typeof PhotoType)[keyof typeof PhotoType];

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** JPEG, PNG or WebP (`RIFF····WEBP`) by the leading bytes, or null. */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  return startsWith(bytes, RIFF) && startsWith(bytes.subarray(8), WEBP) ? PhotoType.Webp : null;
}

const IMAGE_FILE_NAME = /\.(?:jpe?g|png)$/i;

/**
 * What a client declares about a file before or beside uploading it: lets a form reject early.
 * The server must still run `checkImageUpload` on the bytes.
 */
export const imageUploadMetadataSchema = z.object({
  fileName: z
    .string({ error: X.IMAGE_FORMAT_IS_INVALID })
    .trim()
    .regex(IMAGE_FILE_NAME, { error: X.IMAGE_FORMAT_IS_INVALID })
    .optional(),
  mimeType: z.enum(ImageType, { error: X.IMAGE_FORMAT_IS_INVALID }),
  size: z
    .number({ error: X.IMAGE_FORMAT_IS_INVALID })
    .int({ error: X.IMAGE_FORMAT_IS_INVALID })
    .min(1, { error: X.IMAGE_FORMAT_IS_INVALID })
    .max(MAX_UPLOAD_BYTES, { error: X.IMAGE_SIZE_IS_TOO_LARGE }),
});
export type ImageUploadMetadata = z.output<typeof imageUploadMetadataSchema>;
