/**
 * What both renderers share: the Vazirmatn font files (npm package `vazirmatn`, SIL OFL) and the QR
 * code matrix (npm package `qrcode`). The font is found through Node's module resolution from this
 * file, so it resolves from the TypeScript sources (tsx, vitest) and from the bundle in dist/ alike
 * (node_modules stays external to the bundle).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Fontkit from "fontkit";
import { LRUCache } from "lru-cache";
import QRCode from "qrcode";

export type FontWeight = "regular" | "bold";

const FILES: Record<FontWeight, { ttf: string; woff2: string }> = {
  regular: { ttf: "fonts/ttf/Vazirmatn-Regular.ttf", woff2: "fonts/webfonts/Vazirmatn-Regular.woff2" },
  bold: { ttf: "fonts/ttf/Vazirmatn-Bold.ttf", woff2: "fonts/webfonts/Vazirmatn-Bold.woff2" },
};

let packageDir: string | undefined;

/** The folder of the installed `vazirmatn` package. */
export function vazirmatnDir(): string {
  packageDir ??= path.dirname(createRequire(import.meta.url).resolve("vazirmatn/package.json"));
  return packageDir;
}

const cache = new Map<string, Buffer>();

function read(relative: string): Buffer {
  let bytes = cache.get(relative);
  if (!bytes) {
    bytes = readFileSync(path.join(vazirmatnDir(), relative));
    cache.set(relative, bytes);
  }
  return bytes;
}

/** The path of a TrueType file of the font. */
export function fontTtfPath(weight: FontWeight): string {
  return path.join(vazirmatnDir(), FILES[weight].ttf);
}

/** The TrueType file pdfkit embeds (read once per process). */
export function fontTtf(weight: FontWeight): Buffer {
  return read(FILES[weight].ttf);
}

/** The WOFF2 file the HTML ticket inlines (read once per process). */
export function fontWoff2(weight: FontWeight): Buffer {
  return read(FILES[weight].woff2);
}

/**
 * fontkit (with its Unicode tables, ~25 MB resident together with pdfkit) is loaded with the first
 * PDF a process renders, not at start: most processes serve pages and never draw one.
 */
let fontkit: typeof Fontkit | undefined;
export async function loadFontkit(): Promise<void> {
  fontkit ??= await import("fontkit");
}

const parsed = new Map<FontWeight, Fontkit.Font>();

/**
 * The font parsed once per process. fontkit reads a font's tables lazily and keeps them, so
 * handing pdfkit the same parsed font for every document (instead of the file, parsed anew each
 * time) saves most of a render's time: the Arabic shaping tables are read once.
 */
export function parsedFont(weight: FontWeight): Fontkit.Font {
  let font = parsed.get(weight);
  if (!font) {
    if (!fontkit) throw new Error("fontkit is not loaded yet: await loadFontkit() first");
    const created = fontkit.create(fontTtf(weight));
    if (!("layout" in created)) throw new Error("Vazirmatn: expected a single font, not a collection");
    font = created;
    parsed.set(weight, font);
  }
  return font;
}

/** What pdfkit reads of a glyph run. */
type ShapedRun = Pick<Fontkit.GlyphRun, "glyphs" | "positions" | "advanceWidth">;
type LayoutFeatures = string[] | Record<string, boolean> | undefined;

const shapedRuns = new LRUCache<string, { glyphs: Fontkit.Glyph[]; positions: Fontkit.GlyphPosition[] }>({
  max: 20_000,
});
const pdfFonts = new Map<FontWeight, Fontkit.Font>();

/**
 * The parsed font as pdfkit should get it: shaping (fontkit's `layout`, the bulk of a render's
 * time) is remembered per string, within a document (pdfkit measures and then draws each string,
 * and measures it once more while drawing) and across documents (the labels). pdfkit scales the
 * positions it gets in place, so every call answers fresh copies of them.
 */
export function pdfFont(weight: FontWeight): Fontkit.Font {
  let proxy = pdfFonts.get(weight);
  if (proxy) return proxy;
  const font = parsedFont(weight);
  const layout = (
    text: string,
    features?: LayoutFeatures,
    ...rest: [string?, string?, string?]
  ): ShapedRun => {
    const key = `${weight}|${JSON.stringify(features ?? null)}|${rest.join("|")}|${text}`;
    let shaped = shapedRuns.get(key);
    if (!shaped) {
      const run = font.layout(text, features, ...rest);
      shaped = { glyphs: run.glyphs, positions: run.positions.map((p) => ({ ...p })) };
      shapedRuns.set(key, shaped);
    }
    // With `advanceWidth` already in place, pdfkit's scaling loop adds no property (much faster).
    const positions = shaped.positions.map((p) => ({
      xAdvance: p.xAdvance,
      yAdvance: p.yAdvance,
      xOffset: p.xOffset,
      yOffset: p.yOffset,
      advanceWidth: 0,
    }));
    return {
      glyphs: shaped.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  proxy = new Proxy(font, {
    get(target, property) {
      if (property === "layout") return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  pdfFonts.set(weight, proxy);
  return proxy;
}

let coverage: ((codePoint: number) => boolean) | undefined;

/** Whether Vazirmatn has a glyph for a code point (both weights cover the same characters). */
export function fontHasGlyph(codePoint: number): boolean {
  if (!coverage) {
    const font = parsedFont("regular");
    const known = new Map<number, boolean>();
    coverage = (cp) => {
      let has = known.get(cp);
      if (has === undefined) {
        has = font.hasGlyphForCodePoint(cp);
        known.set(cp, has);
      }
      return has;
    };
  }
  return coverage(codePoint);
}

/** A QR code's modules: `size` × `size`, read with `isDark(column, row)`. */
export interface QrMatrix {
  size: number;
  isDark(column: number, row: number): boolean;
}

/** The QR code of a payload (error correction M: a printed ticket may get creased). */
export function qrMatrix(payload: string): QrMatrix {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (column, row) => modules.get(row, column) === 1 };
}

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;
