/**
 * Wires the image host: storage (the platform's FILE_STORAGE: disk, PostgreSQL or S3), the OCR workers (made on first
 * scan, ended when the app closes), the service and its routes, with @fastify/multipart registered
 * for these routes only (an encapsulated scope: no other route accepts multipart bodies).
 *
 * Passport scans are read in a bounded pool (scan-pool.ts: MRZ_SCAN_CONCURRENCY pictures at once,
 * MRZ_SCAN_QUEUE waiting, a request that does not fit is a 429) after a pixel cap per request
 * (MRZ_MAX_REQUEST_MEGAPIXELS). sharp (used by this module only) keeps no operation cache (every
 * picture is decoded once; served variants have their own LRU) and uses one thread per picture:
 * the pool, not libvips, decides how many cores scans take.
 *
 * Privacy: uploads are passport scans, so every image is private to its uploader. Its path starts
 * with the uploader's user id and reading it needs that user's Bearer token or web session cookie
 * (for a plain `<img src>`); any other user gets the same 404 as for a path that does not exist.
 * The public namespaces are `hotels/{propertyId}/…` and `tours/{tourId}/…`: contracted properties'
 * and tours' photos, stored by the back office through this service (`hotelPhotos`, `tourPhotos`)
 * under keys no user id can name.
 */
import multipart from "@fastify/multipart";
import { calendarDateIn, MAX_UPLOAD_BYTES } from "@safar/domain";
import { type AccessTokenVerifier, createAuthGuard, createBearerOrSessionGuard } from "../../platform/auth";
import type { FileStorage } from "../../platform/file-storage";
import type { RateLimiter } from "../../platform/rate-limit";
import type { AppInstance } from "../../platform/types";
import { imagesRoutes } from "./images.routes";
import { createImagesService, type ImagesServiceDeps } from "./images.service";
import { createTesseractRecognizer, type TextRecognizer } from "./mrz-ocr";
import { type CountryIdOf, countryLookup } from "./passport-fields";
import { createScanPool } from "./scan-pool";

/** The passport-scan limits (config: MRZ_SCAN_CONCURRENCY, MRZ_SCAN_QUEUE, MRZ_MAX_REQUEST_MEGAPIXELS). */
export interface ScanLimits {
  /** Pictures read at once. */
  concurrency: number;
  /** Pictures that may wait; a request whose pictures do not all fit is refused (429). */
  maxQueued: number;
  /** Pixels of all the pictures of one request together. */
  maxRequestPixels: number;
}

export const DEFAULT_SCAN_LIMITS: ScanLimits = {
  concurrency: 2,
  maxQueued: 18,
  maxRequestPixels: 60_000_000,
};

export interface ImagesModuleDeps {
  /** Where the images' bytes live (platform/file-storage.ts, chosen by FILE_STORAGE). */
  storage: FileStorage;
  verifyAccessToken: AccessTokenVerifier;
  limiter: RateLimiter;
  /** The countries table (GetAllCountries): maps the MRZ's state codes to country ids. */
  countries: () => Promise<readonly { id: number; iso3: string }[]>;
  /** Replaces tesseract (tests). */
  recognizer?: TextRecognizer;
  /** Today as `YYYY-MM-DD`; default: today in Baghdad. */
  today?: () => string;
  /** Default DEFAULT_SCAN_LIMITS. */
  scanLimits?: ScanLimits;
  /** What a demo hotel's photo shows (the hotels module); see ImagesServiceDeps. */
  demoHotelPhoto?: ImagesServiceDeps["demoHotelPhoto"];
  /** What a demo tour's photo shows (the tours module). */
  demoTourPhoto?: ImagesServiceDeps["demoTourPhoto"];
}

export function createImagesModule(deps: ImagesModuleDeps) {
  const recognizer = deps.recognizer ?? createTesseractRecognizer();
  const limits = deps.scanLimits ?? DEFAULT_SCAN_LIMITS;
  let lookup: { at: number; countryIdOf: CountryIdOf } | undefined;
  const service = createImagesService({
    storage: deps.storage,
    recognizer,
    async countryIdOf() {
      // The countries change only with a new seed: loaded once a minute at most.
      if (!lookup || Date.now() - lookup.at > 60_000) {
        lookup = { at: Date.now(), countryIdOf: countryLookup(await deps.countries()) };
      }
      return lookup.countryIdOf;
    },
    today: deps.today ?? (() => calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10)),
    scanPool: createScanPool({ concurrency: limits.concurrency, maxQueued: limits.maxQueued }),
    maxScanRequestPixels: limits.maxRequestPixels,
    ...(deps.demoHotelPhoto ? { demoHotelPhoto: deps.demoHotelPhoto } : {}),
    ...(deps.demoTourPhoto ? { demoTourPhoto: deps.demoTourPhoto } : {}),
  });

  const requireUser = createAuthGuard(deps.verifyAccessToken);
  /** Bearer, or without an Authorization header the web app's session cookie (for `<img src>`). */
  const requireImageUser = createBearerOrSessionGuard(deps.verifyAccessToken);

  return {
    service,
    async register(app: AppInstance) {
      await app.register(async (scope) => {
        await scope.register(multipart, {
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 64 },
        });
        imagesRoutes(scope as AppInstance, service, { requireUser, requireImageUser, limiter: deps.limiter });
      });
      app.addHook("onClose", async () => {
        await recognizer.close();
      });
    },
  };
}
