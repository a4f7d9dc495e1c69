/**
 * What a process loads at start is what it keeps resident (issue 9: RSS ≤ 350 MB under load). The
 * libraries below serve a few requests (PDFs, Excel exports, pictures, passport scans, S3) and
 * weigh 7-30 MB each once loaded, so they are imported with `await import()` where they are used.
 * A static import anywhere would load them at start again: the server's bundle keeps node_modules
 * external, and esbuild hoists the external imports of every bundled file (even of one imported
 * dynamically) to the bundle's top. Type-only imports cost nothing and are allowed.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PSM } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { MRZ_BANDS } from "./modules/images/mrz-ocr";

const LOADED_WHEN_USED = ["pdfkit", "fontkit", "exceljs", "sharp", "@aws-sdk/client-s3", "tesseract.js"];

const sourceDir = path.dirname(fileURLToPath(import.meta.url));

function serverSources(): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("test/"))
    .map((file) => path.join(sourceDir, file));
}

/** The static, value-bearing imports of `names` in a source text. */
export function staticImportsOf(text: string, names: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?[^;]*?\sfrom\s+["']([^"']+)["']/gms)) {
    const [, typeOnly, specifier] = match;
    if (!typeOnly && specifier && names.includes(specifier)) found.push(specifier);
  }
  return found;
}

describe("the server's start loads no library it needs only for some requests", () => {
  it("finds a static import and ignores type-only and dynamic ones", () => {
    expect(staticImportsOf('import sharp from "sharp";', ["sharp"])).toEqual(["sharp"]);
    expect(staticImportsOf('import {\n  a,\n  b,\n} from "exceljs";', ["exceljs"])).toEqual(["exceljs"]);
    expect(staticImportsOf('import type Sharp from "sharp";', ["sharp"])).toEqual([]);
    expect(staticImportsOf('const s = await import("sharp");', ["sharp"])).toEqual([]);
  });

  it("imports pdfkit, fontkit, exceljs, sharp, the S3 SDK and tesseract.js only where they are used", () => {
    const offenders = serverSources().flatMap((file) =>
      staticImportsOf(readFileSync(file, "utf8"), LOADED_WHEN_USED).map(
        (name) => `${path.relative(sourceDir, file)}: ${name}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe("tesseract.js's values kept without loading it at start", () => {
  it("the MRZ bands' page-segmentation modes are the library's own", () => {
    expect(MRZ_BANDS.map((band) => band.psm)).toEqual([PSM.SINGLE_BLOCK, PSM.SINGLE_BLOCK, PSM.AUTO]);
  });
});
