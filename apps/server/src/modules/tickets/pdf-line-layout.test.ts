import { beforeAll, describe, expect, it } from "vitest";
import {
  fontkitInput,
  fontkitReverses,
  layoutLine,
  sanitizeForFont,
  visualRuns,
  visualText,
  wrapText,
} from "./pdf-line-layout";
import { fontHasGlyph, loadFontkit, pdfFont } from "./ticket-assets";

// fontkit is loaded with the first PDF (pdf-document.ts); these tests shape text before any.
beforeAll(loadFontkit);

/** One unit per character: enough to test placement without a font. */
const charWidth = (text: string) => [...text].length;

/**
 * The characters in the order the glyphs land on the page, left to right, when each run is shaped
 * by the real font exactly as pdfkit shapes it (fontkit `layout` of the run's input, whole).
 */
function drawnLeftToRight(line: string, direction: "rtl" | "ltr"): string {
  const font = pdfFont("regular");
  const laid = layoutLine(line, direction, (text) => font.layout(text, []).advanceWidth);
  return laid.runs
    .map((run) =>
      font
        .layout(run.input, [])
        .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
        .join(""),
    )
    .join("");
}

/** Reads a left-to-right string backwards: what an RTL reader reads, for the assertions. */
const rtlReading = (visual: string) => [...visual].reverse().join("");

describe("visual order of mixed lines (the bidi algorithm)", () => {
  it("keeps a flight number in order inside Arabic, on the left of the Arabic words", () => {
    expect(visualText("الرحلة IA 123", "rtl")).toBe("IA 123 ةلحرلا");
  });

  it("orders Arabic, Latin and European digits in one line", () => {
    const visual = visualText("رحلة IA 123 من النجف", "rtl");
    // Read right to left: رحلة, then IA 123 (itself left to right), then من النجف.
    expect(visual).toBe("فجنلا نم IA 123 ةلحر");
  });

  it("keeps Arabic-Indic digits of a time left to right", () => {
    expect(visualText("المغادرة ٠٩:٣٠", "rtl")).toBe("٠٩:٣٠ ةرداغملا");
  });

  it("keeps a price with its currency together", () => {
    expect(visualText("المجموع: ١٬٣٢٠٫٠٠ USD", "rtl")).toBe("USD ١٬٣٢٠٫٠٠ :عومجملا");
  });

  it("mirrors brackets in right-to-left runs", () => {
    expect(visualText("(مباشر)", "rtl")).toBe("(رشابم)");
    expect(visualText("النجف (NJF)", "rtl")).toBe("(NJF) فجنلا");
  });

  it("keeps a phone number with its + sign in one isolated piece", () => {
    expect(visualText("الهاتف: \u2066+9647801234567\u2069", "rtl")).toBe("+9647801234567 :فتاهلا");
    // Without the isolate the bidi algorithm moves the + to the other end.
    expect(visualText("الهاتف: +9647801234567", "rtl")).toBe("9647801234567+ :فتاهلا");
  });

  it("lays an English line out as it is, with Arabic words reversed in place", () => {
    expect(visualText("Flight IA 123 to النجف", "ltr")).toBe("Flight IA 123 to فجنلا");
  });

  it("drops bidi control characters from what is drawn", () => {
    const runs = visualRuns("١٠\u200F/٠٥\u200F/٢٠٢٦", "rtl");
    expect(runs.map((r) => r.text).join("")).not.toMatch(/[\u200E\u200F\u061C]/);
  });

  it("keeps a Persian line with a zero-width non-joiner in one run", () => {
    const runs = visualRuns("مبلغ پرداخت\u200Cشده", "rtl");
    expect(runs).toHaveLength(1);
    expect(runs[0]?.text).toContain("\u200C");
  });
});

describe("what pdfkit is given (fontkit reverses right-to-left scripts by itself)", () => {
  it("knows which strings fontkit lays out right to left", () => {
    expect(fontkitReverses("مرحبا")).toBe(true);
    expect(fontkitReverses("١٢:٣٠")).toBe(true); // Arabic-Indic digits are of Arabic script
    expect(fontkitReverses("IA 123")).toBe(false);
    expect(fontkitReverses(" : ")).toBe(false);
  });

  it("reverses only the runs whose direction fontkit would get wrong", () => {
    expect(fontkitInput({ text: "مرحبا", level: 1, rtl: true })).toBe("مرحبا");
    expect(fontkitInput({ text: "IA 123", level: 2, rtl: false })).toBe("IA 123");
    expect(fontkitInput({ text: "١٢:٣٠", level: 2, rtl: false })).toBe("٠٣:٢١");
    expect(fontkitInput({ text: " :", level: 1, rtl: true })).toBe(": ");
  });

  it("places the runs one after another", () => {
    const laid = layoutLine("الرحلة IA 123", "rtl", charWidth);
    expect(laid.runs.map((r) => [r.input, r.x, r.width])).toEqual([
      ["IA 123", 0, 6],
      ["الرحلة ", 6, 7], // logical order: fontkit reverses it into place
    ]);
    expect(laid.width).toBe(13);
  });
});

describe("glyphs as drawn with Vazirmatn (the trap of TRAPS.md)", () => {
  it("would print a mixed line wrongly if shaped whole", () => {
    const font = pdfFont("regular");
    const whole = font
      .layout("الرحلة IA 123", [])
      .glyphs.map((g) => String.fromCodePoint(...g.codePoints))
      .join("");
    expect(whole).not.toContain("IA 123");
  });

  it.each([
    ["الرحلة IA 123 · الخطوط الجوية العراقية", "IA 123"],
    ["المغادرة ٠٩:٣٠", "٠٩:٣٠"],
    ["المبلغ المدفوع ١٬٢٥٤٫٠٠ USD", "USD ١٬٢٥٤٫٠٠"], // read right to left: the amount, then USD
    ["رمز الحجز (PNR) X7K2QB", "X7K2QB"],
    ["پرواز IR 655 · ایران‌ایر", "IR 655"],
    ["ساعت ۱۲:۳۰", "۱۲:۳۰"],
  ])("draws %s with %s reading left to right", (line, token) => {
    const drawn = drawnLeftToRight(line, "rtl");
    expect(drawn).toContain(token);
    // The first word is at the right edge and reads right to left.
    const firstWord = line.split(" ")[0] ?? "";
    expect(rtlReading(drawn).startsWith(firstWord)).toBe(true);
  });

  it("draws mirrored brackets around a code in Arabic", () => {
    expect(drawnLeftToRight("النجف (NJF)", "rtl")).toMatch(/^\(NJF\) /);
  });
});

describe("font coverage and wrapping", () => {
  it("replaces or drops characters the font cannot draw", () => {
    expect(fontHasGlyph("→".codePointAt(0) ?? 0)).toBe(false);
    expect(sanitizeForFont("NJF → IKA", fontHasGlyph)).toBe("NJF - IKA");
    expect(sanitizeForFont("✈ IA 123 ✓", fontHasGlyph)).toBe(" IA 123 ");
    expect(sanitizeForFont("١٠\u200F/٠٥", fontHasGlyph)).toBe("١٠\u200F/٠٥");
  });

  it("wraps at spaces and cuts a word longer than the line", () => {
    expect(wrapText("aa bb cc", 5, charWidth)).toEqual(["aa bb", "cc"]);
    expect(wrapText("abcdefgh", 3, charWidth)).toEqual(["abc", "def", "gh"]);
    expect(wrapText("one\ntwo", 50, charWidth)).toEqual(["one", "two"]);
  });
});
