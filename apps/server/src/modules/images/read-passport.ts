/**
 * One passport picture → its checked MRZ: the bands of mrz-ocr.ts are read one after another, each
 * by both OCR engines, until the readings give an MRZ that passes every check digit
 * (mrz-text.ts). Times each picture.
 */
import { performance } from "node:perf_hooks";
import { ImageDecodeError } from "./image-processing";
import { bandImage, MRZ_BANDS, type OcrEngine, preparePicture, type TextRecognizer } from "./mrz-ocr";
import { type MrzPassport, readTd3 } from "./mrz-text";

/** Both engines read every band: their readings are weighed together (mrz-text.ts `readTd3`). */
const ENGINES: readonly OcrEngine[] = ["lstm", "legacy"];

export interface PassportReading {
  /** The MRZ, or null when none could be read with valid check digits. */
  passport: MrzPassport | null;
  /** Bands read (OCR runs) before the answer. */
  attempts: number;
  /** Wall time of the whole reading, milliseconds. */
  elapsedMs: number;
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
  let picture: Awaited<ReturnType<typeof preparePicture>>;
  try {
    picture = await preparePicture(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageDecodeError(/pixel limit/i.test(message) ? "too-many-pixels" : "undecodable", {
      cause: error,
    });
  }
  let attempts = 0;
  for (const band of MRZ_BANDS) {
    const image = await bandImage(picture, band);
    if (!image) continue;
    const readings: string[] = [];
    for (const engine of ENGINES) {
      attempts++;
      readings.push(await recognizer.recognize(image, band.psm, engine));
    }
    const passport = readTd3(readings, today);
    if (passport) return { passport, attempts, elapsedMs: Math.round(performance.now() - started) };
  }
  return { passport: null, attempts, elapsedMs: Math.round(performance.now() - started) };
}
