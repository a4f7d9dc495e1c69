/**
 * OCR of a passport's machine-readable zone: sharp prepares the picture, tesseract.js reads it.
 *
 * Workers: one per OCR engine (LSTM and legacy, see OcrEngine) for the whole process, each made on
 * first use (its start, about 1 s, is paid by the first scan, not by every server start) and ended
 * when the app closes. Recognitions on one worker run one at a time (a lock), since each sets its
 * own page-segmentation mode first.
 *
 * Offline: the English models come from the npm package `@tesseract.js-data/eng` (`4.0.0_best_int`
 * for the LSTM engine, `4.0.0` with the legacy model) and are read from node_modules when a worker
 * starts; `cacheMethod: "none"` keeps tesseract.js from writing a copy into the working directory,
 * and with a local `langPath` it never fetches anything (checked with the built server in a
 * network namespace without any route out). The WebAssembly core comes from `tesseract.js-core`
 * (npm) and the worker script from `tesseract.js` itself, both resolved from node_modules, so the
 * bundled server (node_modules external) finds them as the sources do.
 *
 * Preprocessing (per attempt): EXIF orientation applied, grayscale, scaled to a common width, the
 * band where the MRZ sits cropped (the bottom of the data page; then a larger part, then the whole
 * picture for a photo where the page does not fill the frame), upscaled so that MRZ characters are
 * about 40 px tall, contrast stretched, binarised at Otsu's threshold, cleared of dark blobs that
 * touch the edge (the table, the cover, a shadow), cropped to the ink left and given a white margin.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { PSM, Worker } from "tesseract.js";
import { loadSharp } from "./sharp-library";

/** The MRZ alphabet: OCR may only answer these. */
const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

/** Decoded pictures larger than this many pixels are refused (a decompression bomb in 5 MB). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The width every picture is scaled to before cropping, so that one set of sizes fits all. */
const BASE_WIDTH = 1600;
/** The width a cropped band is scaled to before OCR (MRZ characters about 40 px tall). */
const BAND_WIDTH = 2000;

export interface MrzBand {
  /** What part of the picture: for logs and tests. */
  name: string;
  /** Top of the band as a fraction of the picture's height (0 = the whole picture). */
  fromTop: number;
  psm: PSM;
}

// tesseract.js's page-segmentation modes (its PSM enum, whose values are these strings): the enum is
// a value of the library, which is loaded with the first scan (createTesseractRecognizer), not here.
const SINGLE_BLOCK = "6" as PSM.SINGLE_BLOCK;
const AUTO = "3" as PSM.AUTO;

/** The bands tried in order; a scan stops at the first one whose text passes the check digits. */
export const MRZ_BANDS: readonly MrzBand[] = [
  { name: "bottom-third", fromTop: 0.66, psm: SINGLE_BLOCK },
  { name: "bottom-half", fromTop: 0.5, psm: SINGLE_BLOCK },
  { name: "whole", fromTop: 0, psm: AUTO },
];

/** Otsu's threshold of an 8-bit grayscale pixel buffer. */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value]!++;
  const total = pixels.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!;
  let sumBackground = 0;
  let weightBackground = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightBackground += histogram[t]!;
    if (weightBackground === 0) continue;
    const weightForeground = total - weightBackground;
    if (weightForeground === 0) break;
    sumBackground += t * histogram[t]!;
    const meanBackground = sumBackground / weightBackground;
    const meanForeground = (sumAll - sumBackground) / weightForeground;
    const between = weightBackground * weightForeground * (meanBackground - meanForeground) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold + 1;
}

/** The picture decoded once: oriented, grayscale, BASE_WIDTH wide (raw pixels). */
export async function preparePicture(bytes: Uint8Array) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .grayscale()
    .resize({ width: BASE_WIDTH })
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export type PreparedPicture = Awaited<ReturnType<typeof preparePicture>>;

/** The tilts the skew estimate considers, degrees (a photo taken at an angle, not sideways). */
const MAX_SKEW_DEGREES = 20;
const SKEW_STEP_DEGREES = 0.5;
/** The width the skew is measured at: enough for text lines, cheap (a few ms). */
const SKEW_WIDTH = 640;

/**
 * The tilt of the text in a picture, degrees clockwise (sharp's `rotate(-skew)` levels it), by
 * projection profiles: the ink of a level text line falls into few rows, so for each candidate
 * angle the ink pixels are projected onto the axis across the lines and the angle with the
 * sharpest profile (largest sum of squared row counts) wins. A text line looks the same turned
 * by 180°, so this says nothing about a picture upside down. 0 when there is no ink.
 */
export async function estimateSkew(picture: PreparedPicture): Promise<number> {
  const sharp = await loadSharp();
  const raw = { width: picture.width, height: picture.height, channels: picture.channels };
  const { data, info } = await sharp(picture.data, { raw })
    .resize({ width: SKEW_WIDTH })
    .normalise()
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const threshold = otsuThreshold(data);
  const pixels = new Uint8Array(data.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = data[i]! >= threshold ? 255 : 0;
  // What surrounds the page (a table, the cover) is no text: its edges would win.
  clearBorder(pixels, info.width, info.height);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (pixels[y * info.width + x] === 0) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length === 0) return 0;
  const rows = new Float64Array(info.width + info.height * 2);
  const offset = info.width;
  // From level outwards, so that a tie (a picture without lines) goes to the smallest tilt.
  const angles = [0];
  for (let step = SKEW_STEP_DEGREES; step <= MAX_SKEW_DEGREES; step += SKEW_STEP_DEGREES)
    angles.push(step, -step);
  let best = 0;
  let bestScore = -1;
  for (const degrees of angles) {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    rows.fill(0);
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i]! * cos - xs[i]! * sin) + offset]!++;
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return best;
}

/** The prepared picture turned clockwise by `degrees` (the corners filled white), at the same width. */
export async function rotatePicture(picture: PreparedPicture, degrees: number): Promise<PreparedPicture> {
  const sharp = await loadSharp();
  const raw = { width: picture.width, height: picture.height, channels: picture.channels };
  // Rotated first (sharp applies the resize before an arbitrary-angle rotation otherwise).
  const rotated = await sharp(picture.data, { raw })
    .rotate(degrees, { background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(rotated.data, {
    raw: { width: rotated.info.width, height: rotated.info.height, channels: rotated.info.channels },
  })
    .resize({ width: BASE_WIDTH })
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Turns to white every dark pixel connected to the picture's edge (the table or the passport's
 * cover around the page, a shadow): such blobs next to the MRZ make tesseract drop the characters
 * beside them. Pixels are 0 (ink) or 255 (paper). Returns the box around the ink that is left.
 */
export function clearBorder(
  pixels: Uint8Array,
  width: number,
  height: number,
): { left: number; top: number; right: number; bottom: number } | null {
  const stack: number[] = [];
  const push = (index: number) => {
    if (pixels[index] === 0) {
      pixels[index] = 255;
      stack.push(index);
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (stack.length > 0) {
    const index = stack.pop()!;
    const x = index % width;
    if (x > 0) push(index - 1);
    if (x < width - 1) push(index + 1);
    if (index >= width) push(index - width);
    if (index < (height - 1) * width) push(index + width);
  }
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (pixels[row + x] === 0) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/**
 * One band of the prepared picture, binarised for OCR, as PNG: cropped to the ink once the edges
 * are cleared, with a white margin. Null when the band holds no ink at all.
 */
export async function bandImage(picture: PreparedPicture, band: MrzBand): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const top = Math.floor(picture.height * band.fromTop);
  const raw = { width: picture.width, height: picture.height, channels: picture.channels };
  const stretched = await sharp(picture.data, { raw })
    .extract({ left: 0, top, width: picture.width, height: picture.height - top })
    .resize({ width: band.fromTop > 0 ? BAND_WIDTH : BASE_WIDTH })
    .normalise()
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = stretched.info;
  const threshold = otsuThreshold(stretched.data);
  const pixels = new Uint8Array(stretched.data.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = stretched.data[i]! >= threshold ? 255 : 0;
  const box = clearBorder(pixels, width, height);
  if (!box) return null;
  const margin = 24;
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 1 } })
    .extract({
      left: box.left,
      top: box.top,
      width: box.right - box.left + 1,
      height: box.bottom - box.top + 1,
    })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: "#ffffff" })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * The two OCR engines of tesseract, which err differently on an MRZ: the LSTM network drops or
 * invents a character at the end of a filler run; the legacy character classifier confuses Q
 * and 0. Their readings are merged under the check digits (mrz-text.ts).
 */
export type OcrEngine = "lstm" | "legacy";

/** Reads text from a prepared image; one implementation is tesseract, tests may use another. */
export interface TextRecognizer {
  recognize(image: Buffer, psm: PSM, engine: OcrEngine): Promise<string>;
  /** Ends the workers (those that were started). */
  close(): Promise<void>;
}

/** A model folder of the npm package `@tesseract.js-data/eng`. */
export function englishModelDir(engine: OcrEngine): string {
  const pkg = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");
  // 4.0.0_best_int: the LSTM network only (3 MB); 4.0.0: the LSTM and the legacy models (11 MB).
  return path.join(path.dirname(pkg), engine === "lstm" ? "4.0.0_best_int" : "4.0.0");
}

/**
 * The tesseract.js recognizer: per engine one worker for the whole process, made on first use,
 * running one recognition at a time (each sets its page-segmentation mode first).
 */
export function createTesseractRecognizer(): TextRecognizer {
  const workers = new Map<OcrEngine, Promise<Worker>>();
  const queues = new Map<OcrEngine, Promise<unknown>>();
  let closed = false;

  function start(engine: OcrEngine): Promise<Worker> {
    let worker = workers.get(engine);
    if (!worker) {
      const legacy = engine === "legacy";
      worker = (async () => {
        // tesseract.js is loaded with the first scan, not at start (start-weight.test.ts).
        const { createWorker, OEM } = await import("tesseract.js");
        const created = await createWorker(
          "eng",
          legacy ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY,
          {
            langPath: englishModelDir(engine),
            cacheMethod: "none",
            gzip: true,
            legacyCore: legacy,
            legacyLang: legacy,
            errorHandler: () => {
              // A crashed worker is dropped; the next scan starts a new one.
              workers.delete(engine);
            },
          },
          // No dictionaries: an MRZ is codes, not English words.
          { load_system_dawg: "F", load_freq_dawg: "F" },
        );
        await created.setParameters({
          tessedit_char_whitelist: MRZ_ALPHABET,
          preserve_interword_spaces: "0",
          // The band images carry no resolution; without one tesseract guesses and warns on stderr.
          user_defined_dpi: "300",
        });
        return created;
      })();
      worker.catch(() => workers.delete(engine));
      workers.set(engine, worker);
    }
    return worker;
  }

  /** Runs `task` after every earlier one on the same engine (success or failure). */
  function exclusive<T>(engine: OcrEngine, task: () => Promise<T>): Promise<T> {
    const run = (queues.get(engine) ?? Promise.resolve()).then(task, task);
    queues.set(
      engine,
      run.catch(() => undefined),
    );
    return run;
  }

  return {
    recognize(image, psm, engine) {
      if (closed) return Promise.reject(new Error("the OCR workers are closed"));
      return exclusive(engine, async () => {
        const worker = await start(engine);
        await worker.setParameters({ tessedit_pageseg_mode: psm });
        const { data } = await worker.recognize(image);
        return data.text;
      });
    },
    async close() {
      closed = true;
      const running = [...workers.entries()];
      workers.clear();
      await Promise.all(
        running.map(([engine, worker]) =>
          exclusive(engine, async () => {
            const w = await worker.catch(() => undefined);
            await w?.terminate();
          }),
        ),
      );
    },
  };
}
