/**
 * An A4 document for the e-ticket and the voucher: pdfkit with the two Vazirmatn weights as its only
 * fonts, the title and author in its metadata, and the finished file as one Buffer.
 *
 * pdfkit and fontkit (with brotli and the Unicode tables: ~25 MB resident) are loaded with the first
 * PDF a process renders, not at start: most processes serve pages and never draw one.
 */
import type { Font } from "fontkit";
import type PDFDocument from "pdfkit";
import { type Doc, MARGIN } from "./pdf-writer";
import { loadFontkit, pdfFont } from "./ticket-assets";
import type { TicketLocale } from "./ticket-labels";

let pdfkit: Promise<typeof PDFDocument> | undefined;

async function loadPdfkit(): Promise<typeof PDFDocument> {
  pdfkit ??= Promise.all([import("pdfkit"), loadFontkit()]).then(([module]) => module.default);
  return pdfkit;
}

export interface PdfInfo {
  title: string;
  brandName: string;
  trackingNumber: string;
}

/** A new document and the promise of its bytes, resolved once `doc.end()` is called. */
export async function openPdfDocument(
  locale: TicketLocale,
  info: PdfInfo,
): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const PdfDocument = await loadPdfkit();
  const doc = new PdfDocument({
    size: "A4",
    margin: MARGIN,
    // No default font (pdfkit would load Helvetica's metrics): the two Vazirmatn weights below are
    // the only fonts of the document.
    font: "",
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.brandName,
      Subject: `${info.brandName} ${info.trackingNumber}`,
      Creator: info.brandName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // pdfkit takes an already parsed fontkit font too (its types only list files and buffers).
  const registerFont = doc.registerFont.bind(doc) as unknown as (name: string, font: Font) => Doc;
  registerFont("regular", pdfFont("regular"));
  registerFont("bold", pdfFont("bold"));
  return { doc, done };
}
