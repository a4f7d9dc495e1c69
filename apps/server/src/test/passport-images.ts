/**
 * Synthetic passport images for the passport-scan tests: a TD3 data page (ICAO 9303 part 4) with
 * a machine-readable zone whose check digits are right, drawn the way a phone photo of a passport
 * looks (tinted guilloche background, photo box, visual zone, MRZ at the bottom, sensor noise, a
 * slight tilt and blur, JPEG). No real person's data: the names and numbers are made up.
 *
 * Text is drawn as glyph outlines with fontkit, so the pictures are the same on every machine
 * whatever fonts it has installed: the visual zone in Vazirmatn (the TTF the tickets ship, npm
 * `vazirmatn`), the MRZ in DejaVu Sans Mono (npm `@fontsource/dejavu-mono`, a test-only
 * dependency), a monospaced sans with serifed I like OCR-B, the MRZ's font.
 *
 * The check digits are computed here independently of the server (which uses the `mrz` package),
 * so the tests compare two implementations of ICAO's 7-3-1 rule.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { fontTtf } from "../modules/tickets/ticket-assets";

export interface PassportSpec {
  /** ISO 3166-1 alpha-3 (or an ICAO code such as `D` for Germany). */
  issuingState: string;
  nationality: string;
  lastName: string;
  firstName: string;
  documentNumber: string;
  /** `YYYY-MM-DD` */
  birthDate: string;
  sex: "M" | "F" | "<";
  /** `YYYY-MM-DD` */
  expiryDate: string;
  personalNumber?: string;
}

const WEIGHTS = [7, 3, 1] as const;

function charValue(char: string): number {
  if (char === "<") return 0;
  if (/[0-9]/.test(char)) return Number(char);
  if (/[A-Z]/.test(char)) return char.charCodeAt(0) - 55;
  throw new Error(`not an MRZ character: ${char}`);
}

/** ICAO 9303 check digit: weights 7, 3, 1 repeated, sum modulo 10. */
export function checkDigit(value: string): string {
  let sum = 0;
  for (let i = 0; i < value.length; i++) sum += charValue(value[i]!) * WEIGHTS[i % 3]!;
  return String(sum % 10);
}

const pad = (value: string, length: number) => value.padEnd(length, "<").slice(0, length);
const mrzName = (value: string) => value.toUpperCase().replace(/[^A-Z]+/g, "<");
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

/** The two 44-character lines of a TD3 MRZ. */
export function td3Lines(spec: PassportSpec): [string, string] {
  const line1 = pad(
    `P<${pad(spec.issuingState, 3)}${mrzName(spec.lastName)}<<${mrzName(spec.firstName)}`,
    44,
  );
  const documentNumber = pad(spec.documentNumber, 9);
  const birth = yymmdd(spec.birthDate);
  const expiry = yymmdd(spec.expiryDate);
  const personal = pad(spec.personalNumber ?? "", 14);
  const personalCheck = spec.personalNumber ? checkDigit(personal) : "<";
  const withChecks = [
    documentNumber + checkDigit(documentNumber),
    pad(spec.nationality, 3),
    birth + checkDigit(birth),
    spec.sex,
    expiry + checkDigit(expiry),
    personal + personalCheck,
  ];
  const composite = checkDigit(withChecks[0]! + withChecks[2]! + withChecks[4]! + withChecks[5]!);
  const line2 = withChecks.join("") + composite;
  if (line1.length !== 44 || line2.length !== 44) throw new Error("TD3 lines must be 44 characters");
  return [line1, line2];
}

function singleFont(bytes: Buffer): fontkit.Font {
  const created = fontkit.create(bytes);
  if (!("layout" in created)) throw new Error("expected a single font");
  return created;
}

let font: fontkit.Font | undefined;
function regularFont(): fontkit.Font {
  font ??= singleFont(fontTtf("regular"));
  return font;
}

let mono: fontkit.Font | undefined;
function monoFont(): fontkit.Font {
  const dir = path.dirname(createRequire(import.meta.url).resolve("@fontsource/dejavu-mono"));
  mono ??= singleFont(readFileSync(path.join(dir, "files", "dejavu-mono-latin-400-normal.woff")));
  return mono;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Proportional text as SVG paths, left-aligned at (x, baseline). */
function textPaths(text: string, x: number, baseline: number, size: number, fill: string): string {
  const f = regularFont();
  const run = f.layout(text);
  const scale = size / f.unitsPerEm;
  let cursor = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const d = glyph.path.toSVG();
    if (d) {
      const gx = x + (cursor + position.xOffset) * scale;
      parts.push(
        `<path transform="translate(${gx.toFixed(2)} ${baseline}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${escapeAttribute(d)}"/>`,
      );
    }
    cursor += position.xAdvance;
  });
  return `<g fill="${fill}">${parts.join("")}</g>`;
}

/** Monospaced text (each glyph centred in its cell), as the MRZ's OCR-B is set. */
function monoPaths(text: string, x: number, baseline: number, size: number, pitch: number): string {
  const f = monoFont();
  const scale = size / f.unitsPerEm;
  const parts: string[] = [];
  [...text].forEach((char, i) => {
    const glyph = f.glyphForCodePoint(char.codePointAt(0)!);
    const d = glyph.path.toSVG();
    if (!d) return;
    const gx = x + i * pitch + (pitch - glyph.advanceWidth * scale) / 2;
    parts.push(
      `<path transform="translate(${gx.toFixed(2)} ${baseline}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${escapeAttribute(d)}"/>`,
    );
  });
  return `<g fill="#111">${parts.join("")}</g>`;
}

function guilloche(width: number, height: number): string {
  const lines: string[] = [];
  for (let k = 0; k < 18; k++) {
    const points: string[] = [];
    for (let x = 0; x <= width; x += 20) {
      const y = (height / 18) * k + 22 * Math.sin(x / 47 + k) + 9 * Math.sin(x / 13 + k * 2);
      points.push(`${x},${y.toFixed(1)}`);
    }
    lines.push(`<polyline points="${points.join(" ")}" fill="none" stroke="#b9cdb8" stroke-width="1.4"/>`);
  }
  return lines.join("");
}

export interface PassportImageOptions {
  /** Width of the picture in pixels (default 1600; the height follows the ID-3 page ratio). */
  width?: number;
  /** Leave the MRZ out (a picture of a passport page without one). */
  withoutMrz?: boolean;
  /** Print this instead of the computed line 1 (e.g. fillers that a dim photo reads as letters). */
  mrzLine1?: string;
  /** Print this instead of the computed line 2 (e.g. with a wrong check digit). */
  mrzLine2?: string;
  /** Tilt in degrees, clockwise (default 0.8; 180 and more: upside down). */
  tiltDegrees?: number;
  format?: "jpeg" | "png";
}

/** A photo-like picture of a passport data page with the spec's MRZ. */
export async function passportImage(spec: PassportSpec, options: PassportImageOptions = {}): Promise<Buffer> {
  const width = options.width ?? 1600;
  const height = Math.round((width * 88) / 125);
  const u = width / 1600;
  const [computed1, computed2] = td3Lines(spec);
  const line1 = options.mrzLine1 ?? computed1;
  const line2 = options.mrzLine2 ?? computed2;
  const pitch = 33 * u;
  const mrzX = (width - pitch * 44) / 2;
  const fields: [string, string][] = [
    ["Type / Code / Passport No.", `P   ${spec.issuingState}   ${spec.documentNumber}`],
    ["Surname", spec.lastName.toUpperCase()],
    ["Given names", spec.firstName.toUpperCase()],
    ["Nationality", spec.nationality],
    ["Date of birth", spec.birthDate],
    ["Sex", spec.sex === "<" ? "X" : spec.sex],
    ["Date of expiry", spec.expiryDate],
  ];
  const visual = fields
    .map(
      ([label, value], i) =>
        textPaths(label, 560 * u, (190 + i * 82) * u, 22 * u, "#4a5a70") +
        textPaths(value, 560 * u, (222 + i * 82) * u, 34 * u, "#1d2430"),
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#eef2e6"/>
  <g transform="scale(${u})">${guilloche(1600, 1130)}</g>
  ${textPaths("PASSPORT", 560 * u, 110 * u, 52 * u, "#2b3f66")}
  <rect x="${70 * u}" y="${150 * u}" width="${400 * u}" height="${520 * u}" fill="#c9ced6" stroke="#8d96a3" stroke-width="${3 * u}"/>
  <ellipse cx="${270 * u}" cy="${350 * u}" rx="${110 * u}" ry="${140 * u}" fill="#a9b0bb"/>
  <rect x="${140 * u}" y="${500 * u}" width="${260 * u}" height="${170 * u}" rx="${60 * u}" fill="#a9b0bb"/>
  ${visual}
  ${
    options.withoutMrz
      ? textPaths(
          "This page is intentionally left without a machine readable zone",
          80 * u,
          960 * u,
          30 * u,
          "#333",
        )
      : monoPaths(line1, mrzX, 940 * u, 46 * u, pitch) + monoPaths(line2, mrzX, 1030 * u, 46 * u, pitch)
  }
</svg>`;
  const page = await sharp(Buffer.from(svg)).png().toBuffer();
  // Sensor noise: a grey gaussian noise layer blended softly over the page.
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const noisy = await sharp(page)
    .composite([{ input: noise, blend: "soft-light" }])
    .png()
    .toBuffer();
  const photo = sharp(noisy)
    .rotate(options.tiltDegrees ?? 0.8, { background: "#5b5048" })
    .blur(0.6);
  return options.format === "png"
    ? photo.png().toBuffer()
    : photo.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** A PNG of a landscape with no text at all. */
export async function picture(width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#dcebf7"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.08}" fill="#f7d154"/>
  <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="#4f8a4b"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A JPEG whose EXIF says "rotate 90° clockwise to display", with GPS-like metadata attached. */
export async function rotatedJpegWithExif(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "secret-artist" } })
    .jpeg()
    .toBuffer();
}

/** A minimal real PDF document: not an image, whatever name it is sent under. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** Bytes that start like a JPEG (magic bytes) but are no picture: passes the magic check, fails decoding. */
export function fakeJpegBytes(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
}

/** A JPEG of exactly `size` bytes that is larger than the upload limit (random payload after the header). */
export function bytesOfSize(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  return bytes;
}

/** A multipart/form-data body for `app.inject`: fields and files in order. */
export function multipartBody(
  parts: ReadonlyArray<
    { name: string; value: string } | { name: string; fileName: string; contentType: string; content: Buffer }
  >,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----safar${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.content,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
