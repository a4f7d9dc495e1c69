/**
 * sharp: every upload is decoded and encoded again before it is stored, which drops whatever the
 * file carried besides the picture (EXIF with GPS position and camera serial, XMP, ICC comments,
 * trailing data, a polyglot's second format) and turns the picture upright by its EXIF orientation;
 * served images are resized from the stored ones.
 */
import { ImageType } from "@safar/domain";
import { MAX_INPUT_PIXELS } from "./mrz-ocr";
import { loadSharp } from "./sharp-library";

/** The longest side a stored image keeps (a 12 MP phone photo fits untouched up to 4096 px). */
export const MAX_STORED_SIDE = 4096;

export class ImageDecodeError extends Error {
  override readonly name = "ImageDecodeError";
  constructor(
    readonly reason: "undecodable" | "too-many-pixels",
    options?: ErrorOptions,
  ) {
    super(`image: ${reason}`, options);
  }
}

function decodeError(error: unknown): ImageDecodeError {
  const message = error instanceof Error ? error.message : String(error);
  return new ImageDecodeError(/pixel limit/i.test(message) ? "too-many-pixels" : "undecodable", {
    cause: error,
  });
}

export interface NormalizedImage {
  bytes: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

/**
 * The upload re-encoded in its own type (JPEG stays JPEG, PNG stays PNG): upright, without
 * metadata, at most MAX_STORED_SIDE on its longest side. Throws ImageDecodeError.
 */
export async function normalizeUpload(bytes: Uint8Array, type: ImageType): Promise<NormalizedImage> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      type === ImageType.Png
        ? pipeline.png({ compressionLevel: 8 })
        : pipeline.jpeg({ quality: 88, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, type, width: info.width, height: info.height };
  } catch (error) {
    throw decodeError(error);
  }
}

/**
 * A picture's width and height as it will be stored (turned upright by its EXIF orientation), read
 * from its header without decoding it. Throws ImageDecodeError.
 */
export async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
    if (!meta.width || !meta.height) throw new Error("no size in the header");
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error("pixel limit");
    // Orientations 5–8 turn the picture by a quarter: its sides swap.
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch (error) {
    throw decodeError(error);
  }
}

/** The longest side a property's photo keeps: sharp on a 1280 px gallery of a 2× screen, small on disk. */
export const MAX_PHOTO_SIDE = 2400;

/**
 * A property's photo (JPEG, PNG or WebP in) as a JPEG: upright, without metadata, transparency on
 * white, at most MAX_PHOTO_SIDE on its longest side. Throws ImageDecodeError.
 */
export async function normalizePhoto(bytes: Uint8Array): Promise<NormalizedImage> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, type: ImageType.Jpeg, width: info.width, height: info.height };
  } catch (error) {
    throw decodeError(error);
  }
}

/**
 * `rmode=max`: the stored image made to fit inside width × height (either may be absent), keeping
 * its proportions, never enlarged.
 */
export async function resizeMax(
  bytes: Buffer,
  type: ImageType,
  size: { width?: number | undefined; height?: number | undefined },
): Promise<Buffer> {
  const sharp = await loadSharp();
  if (size.width === undefined && size.height === undefined) return bytes;
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width: size.width,
    height: size.height,
    fit: "inside",
    withoutEnlargement: true,
  });
  return (type === ImageType.Png ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
}

/**
 * Width × height from the file's header, without decoding the picture (sharp reads the header
 * only); null when sharp does not recognise it.
 */
export async function headerPixels(bytes: Uint8Array): Promise<number | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}
