/**
 * A visa traveller's documents as the form checks them before sending (issue 15, spec §5: JPG or PNG
 * up to 5 MB): the declared type and the size of each file, and the personal photo's pixel size and
 * shape (the domain's VISA_PHOTO_* limits). The server checks the content again; these checks only
 * say why before a long upload. Pure rules, plus the browser's reading of an image's size.
 */
import { ExtraMessageKey } from "@safar/domain/messages";
import { MAX_UPLOAD_BYTES } from "@safar/domain/upload";
import { VisaMessageKey } from "@safar/domain/user-messages";
import {
  VISA_PHOTO_MAX_RATIO,
  VISA_PHOTO_MIN_HEIGHT,
  VISA_PHOTO_MIN_RATIO,
  VISA_PHOTO_MIN_WIDTH,
} from "@safar/domain/visa-order";
import { VisaDocumentKind } from "@safar/domain/visa-rules";

/** A chosen document: the file and what the checks need of it (pixels null when not read). */
export type VisaDocumentValue = {
  file: File;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  width: number | null;
  height: number | null;
};

/** One traveller's documents by kind (null or absent: not chosen yet). */
export type VisaDocumentsValues = Partial<Record<VisaDocumentKind, VisaDocumentValue | null>>;

const ACCEPTED_TYPES: readonly string[] = ["image/jpeg", "image/png"];
/** The file input's `accept`. */
export const DOCUMENT_ACCEPT = "image/jpeg,image/png,.jpg,.jpeg,.png";

/** Why a file cannot be sent as a document (its declared type, its size), or null. */
export function documentFileProblem(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return ExtraMessageKey.IMAGE_FORMAT_IS_INVALID;
  if (file.size > MAX_UPLOAD_BYTES) return ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE;
  if (file.size < 1) return ExtraMessageKey.IMAGE_FORMAT_IS_INVALID;
  return null;
}

/** Why a personal photo of this pixel size is refused (too small, not upright passport-shaped), or null. */
export function personalPhotoProblem(width: number, height: number): string | null {
  if (width < VISA_PHOTO_MIN_WIDTH || height < VISA_PHOTO_MIN_HEIGHT)
    return VisaMessageKey.VISA_PHOTO_TOO_SMALL;
  const ratio = width / height;
  if (ratio < VISA_PHOTO_MIN_RATIO || ratio > VISA_PHOTO_MAX_RATIO)
    return VisaMessageKey.VISA_PHOTO_WRONG_SHAPE;
  return null;
}

/** Why a chosen document cannot be sent, or null: the file's checks, then a personal photo's shape. */
export function documentProblem(kind: VisaDocumentKind, value: VisaDocumentValue): string | null {
  const fileProblem = documentFileProblem(value);
  if (fileProblem) return fileProblem;
  if (kind === VisaDocumentKind.PersonalPhoto && value.width !== null && value.height !== null) {
    return personalPhotoProblem(value.width, value.height);
  }
  return null;
}

/** The documents a traveller gives: the product's list, with the passport page and the photo always first. */
export function documentKindsOf(product: readonly VisaDocumentKind[]): VisaDocumentKind[] {
  const base = [VisaDocumentKind.PassportPage, VisaDocumentKind.PersonalPhoto];
  return [...base, ...product.filter((kind) => !base.includes(kind as (typeof base)[number]))];
}

/** The pixel size of an image file as the browser decodes it (upright), or null when it cannot. */
export async function imageSizeOf(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null; // not an image the browser reads: the type check or the server says so
  }
}

/** A document value from a chosen (or scanned) file, its pixels read when it is an image. */
export async function documentValueOf(file: File): Promise<VisaDocumentValue> {
  const size = ACCEPTED_TYPES.includes(file.type) ? await imageSizeOf(file) : null;
  return {
    file,
    name: file.name,
    type: file.type,
    size: file.size,
    lastModified: file.lastModified,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}
