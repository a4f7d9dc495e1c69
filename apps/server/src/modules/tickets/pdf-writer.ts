/**
 * The drawing surface of the e-ticket PDF: page geometry, colours, text styles and
 * `TicketPdfWriter`, which measures, wraps and draws text in logical terms. Every line of text goes
 * through `layoutLine` (pdf-line-layout.ts): the Unicode bidi algorithm orders mixed Arabic,
 * Persian, Latin and digits, and each directional run is drawn on its own at its measured place.
 * Right-to-left pages mirror the layout: a span's `start` is measured from the right margin.
 * Characters the font lacks are replaced or dropped before drawing; the QR code is drawn as vector
 * squares. The ticket's sections are in pdf-sections.ts, the document itself in render-pdf.ts.
 */

import { LRUCache } from "lru-cache";
import type PDFDocument from "pdfkit";
import { type BaseDirection, layoutLine, sanitizeForFont, wrapText } from "./pdf-line-layout";
import { type FontWeight, fontHasGlyph, pdfFont, QR_QUIET_ZONE, qrMatrix } from "./ticket-assets";

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 36;
export const CONTENT = PAGE.width - MARGIN * 2;
const FOOTER_SPACE = 28;
const MIN_FONT_SIZE = 6;

const widths = new LRUCache<string, number>({ max: 50_000 });

/**
 * The width pdfkit gives a string drawn with `features` (laid out whole: see `drawLine`), remembered
 * per string at 1 point and scaled.
 */
function textWidth(weight: FontWeight, text: string, size: number): number {
  const key = `${weight}|${text}`;
  let perPoint = widths.get(key);
  if (perPoint === undefined) {
    const font = pdfFont(weight);
    perPoint = font.layout(text, []).advanceWidth / font.unitsPerEm;
    widths.set(key, perPoint);
  }
  return perPoint * size;
}

export const COLOR = {
  brand: "#0b6e4f",
  brandSoft: "#d5efe5",
  text: "#1c2430",
  muted: "#5b6675",
  rule: "#dfe5ec",
  panel: "#f4f7fa",
  white: "#ffffff",
};

export type Align = "start" | "end" | "center";

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** A horizontal box in logical terms: `start` is measured from the reading start (right in RTL). */
export interface Span {
  start: number;
  width: number;
}

export type Doc = InstanceType<typeof PDFDocument>;

export class TicketPdfWriter {
  y = MARGIN;
  private readonly direction: BaseDirection;

  constructor(
    readonly doc: Doc,
    readonly rtl: boolean,
  ) {
    this.direction = rtl ? "rtl" : "ltr";
  }

  /** The page x of a span's left edge. */
  left(span: Span): number {
    return this.rtl ? MARGIN + CONTENT - span.start - span.width : MARGIN + span.start;
  }

  private style: TextStyle = { size: 10 };

  private use(style: TextStyle): void {
    this.style = style;
    this.doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size)
      .fillColor(style.color ?? COLOR.text);
  }

  lineHeight(style: TextStyle): number {
    this.use(style);
    return this.doc.currentLineHeight(true);
  }

  /** The advance width of a string in the current style, as pdfkit will draw it (see `textWidth`). */
  private measure = (text: string): number =>
    textWidth(this.style.bold ? "bold" : "regular", text, this.style.size);

  /** The text split into lines that fit `width` (logical order, font characters only). */
  lines(text: string, style: TextStyle, width: number): string[] {
    this.use(style);
    return wrapText(sanitizeForFont(text, fontHasGlyph), width, this.measure);
  }

  /** Height of a wrapped paragraph. */
  height(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).length * this.lineHeight(style);
  }

  /** Draws one line, already fitting, with its top at `y`. */
  drawLine(text: string, style: TextStyle, span: Span, y: number, align: Align = "start"): void {
    this.use(style);
    const clean = sanitizeForFont(text, fontHasGlyph);
    let laid = layoutLine(clean, this.direction, this.measure);
    if (laid.width > span.width && style.size > MIN_FONT_SIZE) {
      // A line that does not fit its box (a long place or airline name) is set smaller, not clipped.
      this.use({ ...style, size: Math.max(MIN_FONT_SIZE, (style.size * span.width) / laid.width) });
      laid = layoutLine(clean, this.direction, this.measure);
    }
    const left = this.left(span);
    const startsLeft = (align === "start") !== this.rtl;
    const x =
      align === "center"
        ? left + (span.width - laid.width) / 2
        : startsLeft
          ? left
          : left + span.width - laid.width;
    // `features` (even empty) makes pdfkit lay each run out whole: without it pdfkit cuts the string
    // at spaces and shapes word by word, which puts the words of a right-to-left run in reverse order.
    for (const run of laid.runs) this.doc.text(run.input, x + run.x, y, { lineBreak: false, features: [] });
  }

  /** Draws a wrapped paragraph with its top at `y`; answers its height. */
  paragraph(text: string, style: TextStyle, span: Span, y: number, align: Align = "start"): number {
    const lines = this.lines(text, style, span.width);
    const lh = this.lineHeight(style);
    lines.forEach((line, index) => {
      this.drawLine(line, style, span, y + index * lh, align);
    });
    return lines.length * lh;
  }

  /** Whether `needed` points still fit on this page above the footer. */
  fits(needed: number): boolean {
    return this.y + needed <= PAGE.height - MARGIN - FOOTER_SPACE;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page when `needed` points do not fit on this one. */
  ensure(needed: number): void {
    if (!this.fits(needed)) this.newPage();
  }

  rect(span: Span, y: number, height: number, color: string, radius = 0): void {
    const x = this.left(span);
    if (radius > 0) this.doc.roundedRect(x, y, span.width, height, radius).fill(color);
    else this.doc.rect(x, y, span.width, height).fill(color);
  }

  rule(y: number, color = COLOR.rule, width = 0.8, span: Span = { start: 0, width: CONTENT }): void {
    const x = this.left(span);
    this.doc
      .moveTo(x, y)
      .lineTo(x + span.width, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /** A section's title, kept on one page with the first `keepWith` points of what follows. */
  sectionTitle(text: string, keepWith = 40): void {
    const style = { size: 12, bold: true, color: COLOR.brand };
    this.ensure(this.lineHeight(style) + 16 + keepWith);
    this.y += 10;
    this.drawLine(text, style, { start: 0, width: CONTENT }, this.y);
    this.y += this.lineHeight(style) + 1;
    this.rule(this.y);
    this.y += 5;
  }

  /** The QR code as filled squares, `size` points wide, left edge at `x`. */
  qr(payload: string, x: number, y: number, size: number): void {
    const qr = qrMatrix(payload);
    const modules = qr.size + QR_QUIET_ZONE * 2;
    const unit = size / modules;
    this.doc.rect(x, y, size, size).fill(COLOR.white);
    for (let row = 0; row < qr.size; row++) {
      for (let column = 0; column < qr.size; column++) {
        if (qr.isDark(column, row)) {
          // A hair wider than a module, so neighbouring squares leave no seams when rasterized.
          this.doc.rect(
            x + (column + QR_QUIET_ZONE) * unit,
            y + (row + QR_QUIET_ZONE) * unit,
            unit + 0.05,
            unit + 0.05,
          );
        }
      }
    }
    this.doc.fill("#000000");
  }
}

export const full: Span = { start: 0, width: CONTENT };

/**
 * A value that reads left to right (ticket and passport numbers, phones, e-mail, codes), wrapped in
 * a Unicode isolate so it stays in one piece and in order inside a right-to-left line; otherwise a
 * leading "+" or "•" would be moved to the other end. The isolate marks are not drawn.
 */
export const ltr = (value: string) => `\u2066${value}\u2069`;
