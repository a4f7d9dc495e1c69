import { describe, expect, it } from "vitest";
import { isOfflineFilePath, offlineFileKind } from "./offline-files";
import { ticketPdfPath, voucherPdfPath } from "./ticket-files";

const ID = "3f0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f";

describe("files kept for offline viewing", () => {
  it("are the e-ticket and voucher PDFs, at the API base and at the site-relative path", () => {
    for (const path of [ticketPdfPath(ID), voucherPdfPath(ID)]) {
      expect(isOfflineFilePath(`/api/${path}`), path).toBe(true);
      expect(isOfflineFilePath(`/${path}`), path).toBe(true);
    }
    expect(offlineFileKind(`/api/${ticketPdfPath(ID)}`)).toBe("ticket");
    expect(offlineFileKind(`/${voucherPdfPath(ID)}`)).toBe("voucher");
  });

  it("are nothing else: no JSON answer, no HTML ticket, no page", () => {
    for (const path of [
      `/api/flight-reservation/Tickets/FlightTicketHtml/${ID}`,
      `/api/orders/Order/GetCurrentUserOrderDetails/${ID}`,
      "/profile/my-travels",
      `/api/flight-reservation/Tickets/FlightTicketPdf/${ID}/extra`,
      "/api/flight-reservation/Tickets/FlightTicketPdf/not-an-id",
    ])
      expect(isOfflineFilePath(path), path).toBe(false);
  });
});
