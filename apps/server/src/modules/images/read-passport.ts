/**
 * One passport picture → its checked MRZ: the bands of mrz-ocr.ts are read one after another, each
 * by both OCR engines, until the readings give an MRZ that passes every check digit
 * (mrz-text.ts). Times each picture.
 *
 * A photo taken at an angle or upside down fails the upright bands; then the picture is levelled
 * by its measured skew (mrz-ocr.ts `estimateSkew`) and read again, and then turned by 180° (the
 * skew cannot tell upside down). Those extra views read the bottom bands only, and the second
 * engine only when the first found lines that look like an MRZ; with MAX_OCR_RUNS per picture,
 * an unreadable picture (a landscape, a blurred page) costs at most about 4 s of CPU here.
 */
import { performance } from "node:perf_hooks";
import { ImageDecodeError } from "./image-processing";
import {
  bandImage,
  estimateSkew,
  MRZ_BANDS,
  type MrzBand,
  type OcrEngine,
  type PreparedPicture,
  preparePicture,
  rotatePicture,
  type TextRecognizer,
} from "./mrz-ocr";
import { type MrzPassport, mrzTextLines, readTd3 } from "./mrz-text";

/** Both engines read every band: their readings are weighed together (mrz-text.ts `readTd3`). */
const ENGINES: readonly OcrEngine[] = ["lstm", "legacy"];

/** OCR runs one picture may take, whatever its views and bands (each run is 0.2–0.5 s of CPU here). */
export const MAX_OCR_RUNS = 12;
/** A skew below this is left as it is (tesseract reads a line tilted by a degree or two). */
const MIN_DESKEW_DEGREES = 1.5;
/** The bands a levelled or turned view is read in: where the MRZ sits once the page is upright. */
const EXTRA_VIEW_BANDS = MRZ_BANDS.filter((band) => band.fromTop > 0);

export interface PassportReading {
  /** The MRZ, or null when none could be read with valid check digits. */
  passport: MrzPassport | null;
  /** Bands read (OCR runs) before the answer. */
  attempts: number;
  /** Wall time of the whole reading, milliseconds. */
  elapsedMs: number;
  /** How the picture was turned for the answer: `upright`, `deskew`, `upside-down`. */
  view?: string;
}

/** OCR text with a line that may be part of an MRZ (long, with fillers): worth the second engine. */
function looksLikeMrz(text: string): boolean {
  return mrzTextLines(text).some((line) => line.length >= 30 && (line.match(/</g)?.length ?? 0) >= 3);
}

/**
 * Reads the MRZ of one picture (already checked to be a JPEG or PNG). Throws ImageDecodeError when
 * sharp cannot decode it (a corrupt file, too many pixels).
 */
export async function readPassport(
  bytes: Uint8Array,
  recognizer: TextRecognizer,
  today: string,
): Promise<PassportReading> {
  const started = performance.now();
  let picture: PreparedPicture;
  try {
    picture = await preparePicture(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageDecodeError(/pixel limit/i.test(message) ? "too-many-pixels" : "undecodable", {
      cause: error,
    });
  }
  let attempts = 0;
  const done = (passport: MrzPassport | null, view?: string): PassportReading => ({
    passport,
    attempts,
    elapsedMs: Math.round(performance.now() - started),
    ...(view ? { view } : {}),
  });

  /** One band of one view: both engines (the second only when `gate` and the first saw an MRZ). */
  async function readBand(view: PreparedPicture, band: MrzBand, gate: boolean): Promise<MrzPassport | null> {
    const image = await bandImage(view, band);
    if (!image) return null;
    const readings: string[] = [];
    for (const engine of ENGINES) {
      if (attempts >= MAX_OCR_RUNS) break;
      if (gate && readings.length > 0 && !readings.some(looksLikeMrz)) break;
      attempts++;
      readings.push(await recognizer.recognize(image, band.psm, engine));
    }
    return readTd3(readings, today);
  }

  for (const band of MRZ_BANDS) {
    const passport = await readBand(picture, band, false);
    if (passport) return done(passport, "upright");
  }

  // Taken at an angle, or upside down: levelled by the measured skew, then turned over.
  const skew = await estimateSkew(picture);
  const views: { name: string; degrees: number }[] = [];
  if (Math.abs(skew) >= MIN_DESKEW_DEGREES) views.push({ name: "deskew", degrees: -skew });
  views.push({ name: "upside-down", degrees: 180 - skew });
  for (const view of views) {
    const turned = await rotatePicture(picture, view.degrees);
    for (const band of EXTRA_VIEW_BANDS) {
      if (attempts >= MAX_OCR_RUNS) return done(null);
      const passport = await readBand(turned, band, true);
      if (passport) return done(passport, view.name);
    }
  }
  return done(null);
}
