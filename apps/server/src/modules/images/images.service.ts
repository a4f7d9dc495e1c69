/**
 * The image host's use cases: store an upload, read one back (its owner only), read passports'
 * MRZ. Bytes come in already collected from the request (images.routes.ts); everything here is
 * independent of HTTP.
 */
import {
  checkImageUpload,
  detectPhotoType,
  ExtraMessageKey,
  ImageType,
  MAX_PASSENGERS,
  MAX_UPLOAD_BYTES,
  UserMessageKey,
} from "@safar/domain";
import { BackOfficeMessageKey } from "@safar/domain/user-messages";
import { LRUCache } from "lru-cache";
import { AppError, type EnvelopeError, platformMessageKeys } from "../../platform/errors";
import type { FileStorage } from "../../platform/file-storage";
import type { IncomingFile } from "../../platform/multipart";
import { type DemoPhotoSpec, renderDemoPhoto } from "./demo-photo";
import { type DemoTourPhotoSpec, renderDemoTourPhoto } from "./demo-tour-photo";
import {
  type CatalogPhotoPath,
  newImagePath,
  newPhotoPath,
  type PhotoNamespace,
  parseImagePath,
  parsePhotoPath,
} from "./image-path";
import {
  headerPixels,
  ImageDecodeError,
  normalizePhoto,
  normalizeUpload,
  resizeMax,
  uprightSize,
} from "./image-processing";
import type { ReadMrzResponse, ScannedPassport, UploadedImage } from "./images.types";
import { MAX_INPUT_PIXELS, type TextRecognizer } from "./mrz-ocr";
import type { CountryIdOf } from "./passport-fields";
import { toScannedPassenger } from "./passport-fields";
import { type PassportReading, readPassport } from "./read-passport";
import { type ScanPool, ScanPoolFullError } from "./scan-pool";

export interface ImagesServiceDeps {
  /** The platform's file storage (disk, PostgreSQL or S3 by FILE_STORAGE). */
  storage: FileStorage;
  recognizer: TextRecognizer;
  /** ICAO state code → country id (loaded from the countries table). */
  countryIdOf: () => Promise<CountryIdOf>;
  /** Today as `YYYY-MM-DD` (Baghdad): decides a birth date's century. */
  today: () => string;
  /** Where passport pictures are read: bounded in running and waiting pictures. */
  scanPool: ScanPool;
  /** Pixels (width × height, all pictures together) one ReadMRZ request may bring. */
  maxScanRequestPixels: number;
  /**
   * What a demo hotel's photo shows (the hotels module): null unless `path` is among the photos of
   * the demo property `propertyId`. Without it demo photos are never drawn.
   */
  demoHotelPhoto?: (propertyId: string, path: string) => Promise<DemoPhotoSpec | null>;
  /** What a demo tour's photo shows (the tours module), likewise. */
  demoTourPhoto?: (tourId: string, path: string) => Promise<DemoTourPhotoSpec | null>;
}

type Size = { width?: number | undefined; height?: number | undefined };

/** What one scanned image took (the route logs it and answers it in Server-Timing). */
export interface ScanTiming {
  index: number;
  ok: boolean;
  /** OCR runs (bands × engines). */
  attempts: number;
  elapsedMs: number;
}

export type { IncomingFile };

/** The content check of spec §5 (magic bytes, 5 MiB), as an envelope error for `key`. */
function contentCheck(bytes: Uint8Array, key: string): { type: ImageType } | { error: AppError } {
  const check = checkImageUpload(bytes);
  if (check.ok) return { type: check.type };
  const code = check.error === ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE ? "payload_too_large" : "validation";
  return { error: AppError.single(code, key, check.error) };
}

/** Served (resized) variants kept in memory: a page asks for the same thumbnail again and again. */
const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;

export function createImagesService(deps: ImagesServiceDeps) {
  const variants = new LRUCache<string, Buffer>({
    maxSize: VARIANT_CACHE_BYTES,
    sizeCalculation: (value) => Math.max(1, value.byteLength),
  });

  /** A stored image resized (rmode=max), from the variants kept in memory when asked before. */
  async function variant(key: string, type: ImageType, size: Size, stored: () => Promise<Buffer | null>) {
    const variantKey = `${key}?${size.width ?? ""}x${size.height ?? ""}`;
    const cached = variants.get(variantKey);
    if (cached) return { bytes: cached, type, key: variantKey };
    const original = await stored();
    if (!original) throw AppError.notFound("path");
    const bytes = await resizeMax(original, type, size);
    variants.set(variantKey, bytes);
    return { bytes, type, key: variantKey };
  }

  /** A demo photo drawn and stored the first time it is read (null: not a demo hotel's or tour's photo). */
  async function drawnDemoPhoto(photo: CatalogPhotoPath) {
    const n = photo.demo;
    if (n === null) return null;
    const draw = async () => {
      if (photo.namespace === "hotels") {
        const spec = await deps.demoHotelPhoto?.(photo.ownerId, photo.path);
        return spec ? renderDemoPhoto(spec, n) : null;
      }
      const spec = await deps.demoTourPhoto?.(photo.ownerId, photo.path);
      return spec ? renderDemoTourPhoto(spec, n) : null;
    };
    const bytes = await draw();
    if (!bytes) return null;
    await deps.storage.put(photo.key, bytes, ImageType.Jpeg);
    return bytes;
  }

  /** The public photos of one namespace (a property's, a tour's): store, remove, check, read. */
  function catalogPhotos(namespace: PhotoNamespace) {
    const parse = (path: string) => {
      const photo = parsePhotoPath(path);
      return photo?.namespace === namespace ? photo : null;
    };
    return {
      /**
       * Stores a photo of `ownerId` and answers its path: JPEG, PNG or WebP by content (400
       * HOTEL_PHOTO_FORMAT_IS_INVALID under `photo`), at most 5 MiB and 50 megapixels (413
       * IMAGE_SIZE_IS_TOO_LARGE), re-encoded as JPEG (upright, no metadata, ≤ 2400 px).
       */
      async store(ownerId: string, file: IncomingFile): Promise<string> {
        const tooLarge = () =>
          AppError.single("payload_too_large", "photo", ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE);
        const badFormat = () =>
          AppError.single("validation", "photo", BackOfficeMessageKey.HOTEL_PHOTO_FORMAT_IS_INVALID);
        if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
        if (!detectPhotoType(file.bytes)) throw badFormat();
        const pixels = await headerPixels(file.bytes);
        if (pixels === null) throw badFormat();
        if (pixels > MAX_INPUT_PIXELS) throw tooLarge();
        let normalized: Awaited<ReturnType<typeof normalizePhoto>>;
        try {
          normalized = await normalizePhoto(file.bytes);
        } catch (error) {
          if (error instanceof ImageDecodeError)
            throw error.reason === "too-many-pixels" ? tooLarge() : badFormat();
          throw error;
        }
        const target = newPhotoPath(namespace, ownerId);
        await deps.storage.put(target.key, normalized.bytes, normalized.type);
        return target.path;
      },

      /** Deletes a stored photo (and its resized variants); a path that is no photo's is ignored. */
      async remove(path: string): Promise<void> {
        const photo = parse(path);
        if (!photo) return;
        await deps.storage.delete(photo.key);
        for (const key of variants.keys()) if (key.startsWith(`${photo.key}?`)) variants.delete(key);
      },

      /** Whether `path` is one a photo upload or the demo seed can have made for `ownerId`. */
      isPathOf(ownerId: string, path: string): boolean {
        return parse(path)?.ownerId === ownerId.toLowerCase();
      },

      /** A photo for anyone, resized with rmode=max; 404 for a path no photo can have, or nothing stored. */
      async read(path: string, size: Size) {
        const photo = parse(path);
        if (!photo) throw AppError.notFound("path");
        return variant(photo.key, ImageType.Jpeg, size, async () => {
          return (await deps.storage.get(photo.key)) ?? (await drawnDemoPhoto(photo));
        });
      },
    };
  }

  return {
    /**
     * Stores one image for `ownerId`: checked by content (400 IMAGE_FORMAT_IS_INVALID, 413
     * IMAGE_SIZE_IS_TOO_LARGE, also for more than MAX_INPUT_PIXELS pixels), re-encoded (upright,
     * no metadata), under a new random path.
     */
    async upload(ownerId: string, file: IncomingFile): Promise<UploadedImage> {
      const checked = contentCheck(file.bytes, "image");
      if ("error" in checked) throw checked.error;
      let normalized: Awaited<ReturnType<typeof normalizeUpload>>;
      try {
        normalized = await normalizeUpload(file.bytes, checked.type);
      } catch (error) {
        if (error instanceof ImageDecodeError) {
          throw error.reason === "too-many-pixels"
            ? AppError.single("payload_too_large", "image", ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE)
            : AppError.single("validation", "image", ExtraMessageKey.IMAGE_FORMAT_IS_INVALID);
        }
        throw error;
      }
      const target = newImagePath(ownerId, normalized.type);
      await deps.storage.put(target.key, normalized.bytes, normalized.type);
      return {
        path: target.key,
        contentType: normalized.type,
        width: normalized.width,
        height: normalized.height,
        size: normalized.bytes.byteLength,
      };
    },

    /**
     * What an upload would be stored as, before anything is stored: refused by content (the spec §5
     * message key: IMAGE_FORMAT_IS_INVALID, IMAGE_SIZE_IS_TOO_LARGE, also for more than
     * MAX_INPUT_PIXELS pixels), or its upright width and height.
     */
    async inspect(file: IncomingFile): Promise<{ width: number; height: number } | { error: string }> {
      const check = checkImageUpload(file.bytes);
      if (!check.ok) return { error: check.error };
      try {
        return await uprightSize(file.bytes);
      } catch (error) {
        if (!(error instanceof ImageDecodeError)) throw error;
        return {
          error:
            error.reason === "too-many-pixels"
              ? ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE
              : ExtraMessageKey.IMAGE_FORMAT_IS_INVALID,
        };
      }
    },

    /**
     * An image for `userId`, resized to fit inside width × height (rmode=max). 404 for a path the
     * upload could not have made, for nothing stored there, and for another customer's image (no
     * hint that it exists).
     */
    async read(
      userId: string,
      imagePath: string,
      size: { width?: number | undefined; height?: number | undefined },
    ): Promise<{ bytes: Buffer; type: ImageType; key: string }> {
      const parsed = parseImagePath(imagePath);
      if (!parsed || parsed.ownerId !== userId.toLowerCase()) throw AppError.notFound("path");
      return variant(parsed.key, parsed.type, size, () => deps.storage.get(parsed.key));
    },

    /** Contracted properties' photos: public, stored as JPEG under `hotels/{propertyId}/`. */
    hotelPhotos: catalogPhotos("hotels"),

    /** Tours' photos: public, stored as JPEG under `tours/{tourId}/`. */
    tourPhotos: catalogPhotos("tours"),

    /**
     * Reads the MRZ of each passport picture, for a booking of `passengerCount` passengers (1–9;
     * more pictures than that: 400 IMAGE_COUNT_EXCEEDS_PASSENGERS). Each picture is checked by
     * content first (413 IMAGE_SIZE_IS_TOO_LARGE, 400 IMAGE_FORMAT_IS_INVALID), then by the pixels
     * its header declares, before anything is decoded: over MAX_INPUT_PIXELS for one picture is 413
     * IMAGE_SIZE_IS_TOO_LARGE under its key, over `maxScanRequestPixels` for all of them together
     * 413 under `images` (a few MB of PNG can declare hundreds of megapixels). The pictures are then
     * read in the scan pool; when they do not all fit in its queue the request is refused with 429
     * TOO_MANY_REQUESTS (and Retry-After) before any is read. One that cannot be read, or whose
     * check digits fail, is 400 INVALID_PASSPORT_IMAGE under its key `images[i]`. When any picture
     * fails, the answer is the error with `data.passports` holding what the others gave (null for
     * the failed ones).
     */
    async readMrz(
      files: readonly IncomingFile[],
      passengerCount: number = MAX_PASSENGERS,
      onScanned?: (timing: ScanTiming) => void,
      signal?: AbortSignal,
    ): Promise<ReadMrzResponse> {
      if (files.length === 0) {
        throw AppError.single("validation", "images", UserMessageKey.INVALID_PASSPORT_IMAGE);
      }
      if (files.length > passengerCount) {
        throw AppError.single("validation", "images", UserMessageKey.IMAGE_COUNT_EXCEEDS_PASSENGERS);
      }
      const checks = files.map((file, index) => contentCheck(file.bytes, `images[${index}]`));
      const tooLarge = checks.flatMap((c) => ("error" in c && c.error.status === 413 ? c.error.errors : []));
      if (tooLarge.length > 0) throw new AppError("payload_too_large", tooLarge);

      // Pixels from the headers: refused before any decoding.
      const pixels = await Promise.all(
        files.map((file, index) => ("error" in checks[index]! ? null : headerPixels(file.bytes))),
      );
      const tooManyPixels = pixels.flatMap((count, index) =>
        count !== null && count > MAX_INPUT_PIXELS
          ? [{ key: `images[${index}]`, messages: [ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE] }]
          : [],
      );
      if (tooManyPixels.length > 0) throw new AppError("payload_too_large", tooManyPixels);
      const totalPixels = pixels.reduce<number>((sum, count) => sum + (count ?? 0), 0);
      if (totalPixels > deps.maxScanRequestPixels) {
        throw AppError.single(
          "payload_too_large",
          "images",
          ExtraMessageKey.IMAGE_SIZE_IS_TOO_LARGE,
          `passport scan of ${Math.round(totalPixels / 1e6)} MP`,
        );
      }

      const errors: EnvelopeError[] = checks.flatMap((c) => ("error" in c ? c.error.errors : []));
      const countryIdOf = await deps.countryIdOf();
      const today = deps.today();
      // Pictures sharp cannot even read the header of are unreadable: no place in the pool for them.
      const toRead = files.flatMap((file, index) =>
        "error" in checks[index]! || pixels[index] === null ? [] : [{ file, index }],
      );
      let readings: Promise<PassportReading | null>[];
      try {
        readings = deps.scanPool.runAll(
          toRead.map(({ file, index }) => async () => {
            let reading: PassportReading | null = null;
            try {
              reading = await readPassport(file.bytes, deps.recognizer, today);
            } catch (error) {
              // sharp refused the picture (corrupt, too many pixels): unreadable, like a blurred photo.
              if (!(error instanceof ImageDecodeError)) throw error;
            }
            onScanned?.({
              index,
              ok: Boolean(reading?.passport),
              attempts: reading?.attempts ?? 0,
              elapsedMs: reading?.elapsedMs ?? 0,
            });
            return reading;
          }),
          signal,
        );
      } catch (error) {
        if (!(error instanceof ScanPoolFullError)) throw error;
        throw new AppError(
          "rate_limited",
          [{ key: "request", messages: [platformMessageKeys.tooManyRequests] }],
          "passport-scan queue full",
          { retryAfterSeconds: error.retryAfterSeconds },
        );
      }
      const settled = await Promise.allSettled(readings);
      const failure = settled.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
      const byIndex = new Map(
        toRead.map(({ index }, i) => [
          index,
          (settled[i] as PromiseFulfilledResult<PassportReading | null>).value,
        ]),
      );

      const passports: (ScannedPassport | null)[] = [];
      for (const index of files.keys()) {
        if ("error" in checks[index]!) {
          passports.push(null);
          continue;
        }
        const reading = byIndex.get(index);
        if (!reading?.passport) {
          errors.push({ key: `images[${index}]`, messages: [UserMessageKey.INVALID_PASSPORT_IMAGE] });
          passports.push(null);
          continue;
        }
        const mrz = reading.passport;
        passports.push({
          index,
          passenger: toScannedPassenger(mrz, countryIdOf),
          mrz: {
            documentCode: mrz.documentCode,
            issuingState: mrz.issuingState,
            nationality: mrz.nationality,
          },
        });
      }
      if (errors.length > 0) throw new AppError("validation", errors, undefined, { passports });
      return { passports };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
