import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { roundTripFareRules, roundTripIssuance, roundTripOrder } from "./fixtures/round-trip-order";
import { sanitizeForFont } from "./pdf-line-layout";
import { escapeHtml, renderTicketHtml } from "./render-html";
import { renderTicketPdf } from "./render-pdf";
import { fontHasGlyph, loadFontkit } from "./ticket-assets";
import type { TicketLocale } from "./ticket-labels";
import { toTicketView } from "./ticket-view";
import type { TicketView } from "./ticket-view-shapes";

// fontkit is loaded with the first PDF (pdf-document.ts); these tests shape text before any.
beforeAll(loadFontkit);

const SITE = "https://rahhal.example";
const view = (locale: TicketLocale, extra: Parameters<typeof toTicketView>[3] = {}) =>
  toTicketView(roundTripOrder, roundTripIssuance, locale, {
    siteUrl: SITE,
    fareRules: roundTripFareRules,
    ...extra,
  });

/** Every string of a view, to check them all at once. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("toTicketView", () => {
  it("formats Arabic with Arabic-Indic digits in Baghdad time and Arabic place names", () => {
    const v = view("ar");
    expect(v.dir).toBe("rtl");
    const leg = v.journeys[0]?.legs[0];
    expect(leg?.departure.time).toBe("٠٩:٣٠"); // 06:30 UTC
    expect(leg?.arrival.time).toBe("١٢:٠٠");
    expect(leg?.departure.date).toBe("الأحد، ١٠ مايو ٢٠٢٦");
    expect(leg?.departure.name).toBe("النجف");
    expect(leg?.airline).toBe("الخطوط الجوية العراقية");
    expect(v.journeys.map((j) => j.title)).toEqual(["رحلة الذهاب", "رحلة العودة"]);
    expect(v.payment.paid).toBe("١٬٢٥٤٫٠٠ USD");
  });

  it("shows Farsi names and Jalali dates in Persian", () => {
    const v = view("fa");
    expect(v.passengers.map((p) => [p.name, p.latinName])).toEqual([
      ["علی حسینی", "ALI HOSSEINI"],
      ["ZAINAB AL-MUSAWI", null],
      ["حسین حسینی", "HUSSEIN HOSSEINI"],
    ]);
    const leg = v.journeys[0]?.legs[0];
    expect(leg?.departure.date).toBe("یکشنبه، ۲۰ اردیبهشت ۱۴۰۵");
    expect(leg?.departure.time).toBe("۰۹:۳۰");
  });

  it("gives English, ticket numbers, totals, fare rules and the QR link", () => {
    const v = view("en");
    expect(v.dir).toBe("ltr");
    expect(v.bookingReference).toBe("X7K2QB");
    expect(v.passengers.map((p) => p.ticketNumbers)).toEqual([
      ["073-2400123456"],
      ["073-2400123457"],
      ["073-2400123458"],
    ]);
    expect(v.passengers.map((p) => p.document)).toEqual(["•••••5432", "••••4567", "•••••2312"]);
    expect(v.journeys[1]?.legs.map((l) => `${l.flightNumber} ${l.departure.code}-${l.arrival.code}`)).toEqual(
      ["IR 655 IKA-BGW", "IA 123 BGW-NJF"],
    );
    expect(v.journeys[0]?.legs[0]?.departure.date).toBe("Sunday, 10 May 2026");
    expect(v.payment).toEqual({
      lines: [
        { label: "Fare: Adult × 2", amount: "960.00 USD" },
        { label: "Fare: Child × 1", amount: "360.00 USD" },
      ],
      total: "1,320.00 USD",
      discount: "66.00 USD",
      voucherCode: "SAFAR5",
      paid: "1,254.00 USD",
    });
    expect(v.fareRules).toEqual([
      "Refundable · Changeable",
      "Cancelling 72 hours or more before departure: 10% fee",
      "Cancelling 24 hours or more before departure: 30% fee",
      "Cancelling 3 hours or more before departure: 50% fee",
      "Cancelling less than 3 hours before departure: 80% fee",
      "No refund after departure.",
    ]);
    expect(v.qr.url).toBe(
      `${SITE}/api/flight-reservation/Tickets/FlightTicketHtml/${roundTripOrder.orderId}?pnr=X7K2QB`,
    );
    expect(v.qr.payload).toBe(v.qr.url);
    expect(v.timesNote).toBe("All times are Baghdad time (GMT+3).");
  });

  it("a non-refundable fare lists no cancellation fees", () => {
    const nonRefundable = roundTripFareRules.map((rule) => ({
      ...rule,
      refundable: false,
      changeable: false,
      cancellationPenalties: [{ fromHoursBeforeDeparture: 0, penaltyPercent: 100 }],
    }));
    expect(view("en", { fareRules: nonRefundable }).fareRules).toEqual(["Non-refundable · Not changeable"]);
  });

  it("shows one direction for a proposalId and refuses one the order does not have", () => {
    const returning = roundTripOrder.flightOrder?.returningProposal?.proposalId;
    const v = view("en", { proposalId: returning });
    expect(v.journeys.map((j) => j.title)).toEqual(["Return"]);
    expect(() => view("en", { proposalId: "00000000-0000-4000-8000-000000000000" })).toThrow(RangeError);
  });

  it("prints airport-local times when time zones are given, and a general line without fare rules", () => {
    const zones: Record<string, string> = { IKA: "Asia/Tehran", NJF: "Asia/Baghdad", BGW: "Asia/Baghdad" };
    const v = toTicketView(roundTripOrder, roundTripIssuance, "en", { timeZoneOf: (iata) => zones[iata] });
    expect(v.journeys[0]?.legs[0]?.arrival.time).toBe("12:30"); // 09:00 UTC in Tehran (+03:30)
    expect(v.timesNote).toBe("All times are local to each airport.");
    expect(v.fareRules).toEqual(["The airline's fare rules apply to this ticket."]);
    expect(v.qr.url).toBeNull();
    expect(v.qr.payload).toBe(`PNR:X7K2QB;ORDER:${roundTripOrder.orderId};TRACKING:K7QX2M9PLA`);
  });

  it.each(["ar", "fa", "en"] as const)("uses only characters Vazirmatn can draw (%s)", (locale) => {
    for (const text of strings(view(locale))) {
      expect(sanitizeForFont(text, fontHasGlyph)).toBe(text);
    }
  });
});

describe("renderTicketHtml", () => {
  it.each([
    ["ar", "rtl"],
    ["fa", "rtl"],
    ["en", "ltr"],
  ] as const)(
    "is a complete %s document with lang, dir, the QR as SVG and the font inlined",
    (locale, dir) => {
      const html = renderTicketHtml(view(locale), locale);
      expect(html.startsWith("<!doctype html>")).toBe(true);
      expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
      expect(html).toContain("data:font/woff2;base64,");
      expect(html).toContain('<span dir="ltr">X7K2QB</span>');
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\/(?!rahhal\.example)/); // nothing fetched from elsewhere
    },
  );

  it("escapes every string from the order", () => {
    const evil = structuredClone(roundTripOrder);
    const first = evil.flightOrder?.flightPassengers[0];
    if (!first) throw new Error("fixture has passengers");
    first.firstName = '<script>alert("x")</script>';
    first.firstNameFarsi = null;
    evil.contact.email = '"><img src=x onerror=alert(1)>';
    const v = toTicketView(evil, { ...roundTripIssuance, bookingReference: "A&B<1>" }, "en");
    const html = renderTicketHtml(v, "en", { embedFonts: false });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;SCRIPT&gt;ALERT(&quot;X&quot;)&lt;/SCRIPT&gt;");
    expect(html).toContain("A&amp;B&lt;1&gt;");
    expect(html).not.toContain("data:font/woff2");
    expect(escapeHtml(`'&"<>`)).toBe("&#39;&amp;&quot;&lt;&gt;");
  });
});

const pdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;
if (!pdftotext) {
  console.warn("NOTICE: pdftotext (poppler-utils) is not installed: the PDF text extraction test is skipped");
}

describe("renderTicketPdf", () => {
  it.each(["ar", "fa", "en"] as const)("renders a valid PDF (%s)", async (locale) => {
    const pdf = await renderTicketPdf(view(locale), locale);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdf.length).toBeGreaterThan(10_000);
  });

  it.skipIf(!pdftotext)("holds the ticket's text, in Arabic and Latin (pdftotext)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ticket-pdf-"));
    try {
      const file = path.join(dir, "ticket.pdf");
      const v: TicketView = view("ar");
      writeFileSync(file, await renderTicketPdf(v, "ar"));
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(
        /[\u202A-\u202E\u200E\u200F]/g,
        "",
      );
      for (const token of [
        "X7K2QB",
        "K7QX2M9PLA",
        "100042",
        "073-2400123456",
        "IA 231",
        "IR 655",
        "Boeing 737-800",
      ]) {
        expect(text).toContain(token);
      }
      for (const word of ["المسافرون", "طهران", "النجف", "الدفع", "السيد"]) expect(text).toContain(word);
      expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Pages:\s+2/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
