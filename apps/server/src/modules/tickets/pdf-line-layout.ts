/**
 * Lays out one line of mixed Arabic/Persian/Latin text for pdfkit (TRAPS.md "Arabic in PDFs").
 *
 * pdfkit shapes text with fontkit, which picks ONE direction for a whole string from its first
 * strong script: a line that starts in Arabic is reversed glyph by glyph, so "IA 123" inside Arabic
 * comes out as "321 AI", Arabic-Indic digits ("١٢:٣٠") are reversed even on their own, and brackets
 * are never mirrored. So each line goes through the Unicode bidi algorithm (bidi-js) here first:
 *
 * 1. embedding levels for the line with the paragraph direction of the document (rtl for ar/fa);
 * 2. the line is cut into level runs, and the runs put in visual order (rule L2), left to right;
 * 3. each run keeps its characters in logical order (Arabic must be shaped in logical order), with
 *    right-to-left characters mirrored (rule L4) and bidi controls removed (rule X9);
 * 4. `fontkitInput` hands pdfkit each run so that fontkit's own reversal gives the right visual
 *    order: reversed beforehand when fontkit would guess the run's direction wrong.
 *
 * The caller then draws the runs one after another from the left (see `drawLine` in
 * pdf-writer.ts). Everything here is pure: the font is reached only through the `measure` and
 * `hasGlyph` functions given.
 */
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

export type BaseDirection = "rtl" | "ltr";

/** One directional run of a line, in visual position (runs are listed left to right). */
export interface VisualRun {
  /** The run's characters in logical order, mirrored when right to left, without bidi controls. */
  text: string;
  /** The bidi embedding level; odd is right to left. */
  level: number;
  rtl: boolean;
}

/** Bidi formatting characters (marks, embeddings, overrides, isolates): not drawn (rule X9). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u200C\u200D]/;

/**
 * Characters the ticket may receive from data or Intl that Vazirmatn has no glyph for, with a
 * replacement it has. Anything else missing is dropped by `sanitizeForFont`.
 */
const REPLACEMENTS: Record<string, string> = {
  "\u2192": "-", // →
  "\u2190": "-", // ←
  "\u2194": "-", // ↔
  "\u21D2": "-", // ⇒
  "\u2708": "", // ✈
  "\u2713": "", // ✓
  "\u2714": "", // ✔
  "\u2212": "-", // minus sign
  "\u2011": "-", // non-breaking hyphen
};

/**
 * Replaces or drops every character the font cannot draw (a missing glyph would vanish or print
 * as a box). Bidi controls are kept here: they matter to the bidi algorithm and are removed later.
 */
export function sanitizeForFont(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (BIDI_CONTROL.test(ch)) {
      out += ch;
      continue;
    }
    if (hasGlyph(cp)) {
      out += ch;
      continue;
    }
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += [...replacement].every((r) => hasGlyph(r.codePointAt(0) ?? 0)) ? replacement : "";
      continue;
    }
    if (/\s/u.test(ch)) out += " ";
  }
  return out;
}

/** Runs of one line in visual order, left to right. The line must not contain line breaks. */
export function visualRuns(line: string, direction: BaseDirection): VisualRun[] {
  const text = line.trim();
  if (text === "") return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const levels = embedding.levels;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);

  // Logical level runs; code units are kept together with their surrogate partner.
  const runs: { chars: string[]; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] ?? 0;
    const ch = mirrored.get(i) ?? text[i] ?? "";
    const last = runs.at(-1);
    if (last && last.level === level) last.chars.push(ch);
    else runs.push({ chars: [ch], level });
  }

  // Rule L2: from the highest level down to the lowest odd one, reverse every maximal sequence of
  // runs at that level or higher.
  const maxLevel = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  const order = runs.map((_, index) => index);
  for (let level = maxLevel; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if ((runs[order[i] ?? 0]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (runs[order[j] ?? 0]?.level ?? 0) >= level) j++;
      const reversed = order.slice(i, j).reverse();
      order.splice(i, j - i, ...reversed);
      i = j;
    }
  }

  const out: VisualRun[] = [];
  for (const index of order) {
    const run = runs[index];
    if (!run) continue;
    const value = run.chars.join("").replace(BIDI_CONTROLS, "");
    if (value === "") continue;
    out.push({ text: value, level: run.level, rtl: run.level % 2 === 1 });
  }
  return out;
}

/** Code points in reverse order (the string's characters read backwards). */
export function reverseCodePoints(text: string): string {
  return [...text].reverse().join("");
}

/**
 * The whole line as it appears on the page, left to right, one code point after another (right-to-
 * left runs read backwards, mirrored). What a reader sees, letter by letter: used by the tests.
 */
export function visualText(line: string, direction: BaseDirection): string {
  return visualRuns(line, direction)
    .map((run) => (run.rtl ? reverseCodePoints(run.text) : run.text))
    .join("");
}

const NEUTRAL_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/**
 * Whether fontkit lays this string out right to left: it takes the script of the first character
 * that is not Common or Inherited (Latin, Arabic, ...) and reverses the glyphs of a right-to-left
 * script. Arabic-Indic digits are of Arabic script; European digits and punctuation are Common.
 */
export function fontkitReverses(text: string): boolean {
  for (const ch of text) {
    if (NEUTRAL_SCRIPT.test(ch)) continue;
    return RTL_SCRIPT.test(ch);
  }
  return false;
}

/**
 * The string to give pdfkit for a run so that the glyphs come out in the run's visual order:
 * as it is when fontkit's own direction matches the run's, reversed first when it does not (a
 * right-to-left run of neutrals only, or left-to-right Arabic-Indic digits).
 */
export function fontkitInput(run: VisualRun): string {
  return fontkitReverses(run.text) === run.rtl ? run.text : reverseCodePoints(run.text);
}

/** A run placed on the line: `x` from the line's left edge, in the measure's units. */
export interface PlacedRun extends VisualRun {
  /** What to hand pdfkit (see `fontkitInput`). */
  input: string;
  x: number;
  width: number;
}

export interface LaidOutLine {
  runs: PlacedRun[];
  width: number;
}

/**
 * Places the runs of one line left to right from 0. `measure` gives the advance width of a string
 * as pdfkit will draw it (`doc.widthOfString`).
 */
export function layoutLine(
  line: string,
  direction: BaseDirection,
  measure: (text: string) => number,
): LaidOutLine {
  let x = 0;
  const runs: PlacedRun[] = [];
  for (const run of visualRuns(line, direction)) {
    const input = fontkitInput(run);
    const width = measure(input);
    runs.push({ ...run, input, x, width });
    x += width;
  }
  return { runs, width: x };
}

/**
 * Breaks a paragraph into lines no wider than `maxWidth` at spaces, in logical order (each line then
 * goes through `layoutLine` on its own). A word wider than the line is cut between characters.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (measure(current) > maxWidth && [...current].length > 1) {
        const chars = [...current];
        let cut = chars.length - 1;
        while (cut > 1 && measure(chars.slice(0, cut).join("")) > maxWidth) cut--;
        lines.push(chars.slice(0, cut).join(""));
        current = chars.slice(cut).join("");
      }
    }
    if (current) lines.push(current);
  }
  return lines;
}
