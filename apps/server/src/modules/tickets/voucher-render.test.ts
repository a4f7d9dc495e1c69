import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hotelIssuance, hotelOrder } from "./fixtures/hotel-order";
import { renderVoucherPdf } from "./render-voucher-pdf";
import { toVoucherView } from "./voucher-view";

const pdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;

describe("the hotel voucher's view", () => {
  it("says the stay in English: dates at the property's times, rooms with their lead guests, the policy", () => {
    const view = toVoucherView(hotelOrder, hotelIssuance, "en", { siteUrl: "https://safar.example/" });
    expect(view).toMatchObject({
      bookingReference: "3F7A9C2E",
      hotelName: "Bab Al-Qibla Hotel",
      place: "Karbala, Bab Al-Qibla",
      checkIn: { date: "Friday, 10 April 2026", time: "14:00" },
      checkOut: { date: "Monday, 13 April 2026", time: "12:00" },
      stayLine: "Nights: 3 · Rooms: 2 · Adults: 4 · Children: 1",
      dueAtHotel: "12.00 USD",
      qr: {
        url: "https://safar.example/profile/my-travels/order-details/HotelOrderDetails?orderId=7a2d3b5f-9c4e-4d6f-8a1b-2c3d4e5f6a70",
      },
    });
    expect(view.rooms).toEqual([
      {
        room: "1",
        roomName: "Family Room",
        board: "Breakfast included",
        guest: "ZAINAB ALI",
        occupancy: "Adults: 2",
      },
      {
        room: "2",
        roomName: "Family Room",
        board: "Breakfast included",
        guest: "HUSSEIN KADHIM",
        occupancy: "Adults: 2 · Children: 1 (ages 7)",
      },
    ]);
    // Deadlines in Baghdad time: 21:00 UTC is midnight there.
    expect(view.cancellation).toEqual([
      "Free cancellation until 7 April 2026, 00:00.",
      "From 7 April 2026, 00:00: cancellation fee 114.17 USD.",
      "From 9 April 2026, 00:00: cancellation fee 342.50 USD.",
    ]);
  });

  it("writes Persian dates in the Jalali calendar and Arabic with Arabic-Indic digits", () => {
    expect(toVoucherView(hotelOrder, hotelIssuance, "fa").checkIn.date).toBe("جمعه، ۲۱ فروردین ۱۴۰۵");
    expect(toVoucherView(hotelOrder, hotelIssuance, "ar").checkIn.date).toBe("الجمعة، ١٠ أبريل ٢٠٢٦");
  });

  it("says a non-refundable rate is not refunded", () => {
    const order = structuredClone(hotelOrder);
    if (!order.hotelOrder) throw new Error("fixture");
    order.hotelOrder.rate = {
      ...order.hotelOrder.rate,
      refundable: false,
      freeCancellationUntil: null,
      penalties: [],
    };
    expect(toVoucherView(order, hotelIssuance, "en").cancellation).toEqual([
      "This booking is non-refundable: nothing is paid back on cancellation or no-show.",
    ]);
  });

  it("is refused for a flight order", () => {
    expect(() => toVoucherView({ ...hotelOrder, hotelOrder: null }, hotelIssuance, "en")).toThrow(RangeError);
  });

  it.skipIf(!pdftotext)(
    "prints it as a PDF in the three languages (pdftotext)",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "voucher-"));
      for (const locale of ["ar", "fa", "en"] as const) {
        const pdf = await renderVoucherPdf(toVoucherView(hotelOrder, hotelIssuance, locale), locale);
        const file = path.join(dir, `${locale}.pdf`);
        writeFileSync(file, pdf);
        const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
        expect(text).toContain("3F7A9C2E");
        expect(text).toContain("HUSSEIN KADHIM");
        expect(text).toContain("KRB7H2Q9PX");
        if (locale === "en") expect(text).toContain("Bab Al-Qibla Hotel");
      }
    },
    30_000,
  ); // three PDFs, the first of a process parsing its fonts (about 1 s of CPU)
});
